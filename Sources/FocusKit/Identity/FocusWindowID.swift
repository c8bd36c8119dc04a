/// Identifies one toolkit window to the focus coordinator.
///
/// The GTK backend uses `gtk_application_window_get_id` where it exists, so that the number
/// printed in focus traces (contract rule 16) is the one GTK shows; `0` is reserved for
/// "no window" and is what traces print for app-scoped states.
public struct FocusWindowID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The toolkit's number for the window.
    public let rawValue: UInt

    /// Wraps a toolkit window number.
    public init(_ rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Orders windows by number, so that choices among windows are deterministic.
    public static func < (lhs: FocusWindowID, rhs: FocusWindowID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The bare number, as printed in traces.
    public var description: String { String(rawValue) }
}
