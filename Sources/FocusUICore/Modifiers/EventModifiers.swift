/// Modifier keys of a keyboard shortcut, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// A set from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 1)
    /// Alt (Option).
    public static let option = EventModifiers(rawValue: 1 << 2)
    /// The primary modifier: Control on Linux, Command on Apple platforms.
    public static let command = EventModifiers(rawValue: 1 << 3)
}
