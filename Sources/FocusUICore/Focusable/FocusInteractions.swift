/// How a focusable view takes focus, as SwiftUI's `FocusInteractions`.
public struct FocusInteractions: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// A set from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The view is activated from the keyboard: it is a Tab stop, but a click does not give it
    /// focus (as a button on macOS).
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// The view takes keyboard input: Tab and a click both give it focus.
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// The platform's choice; on Linux, as ``edit``.
    public static let automatic: FocusInteractions = [.activate, .edit]
}
