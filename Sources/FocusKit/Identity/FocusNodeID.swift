/// Identifies one focusable toolkit object (a widget) that carries one or more fields.
///
/// A node is what takes focus; a field is a node bound to a state and a match value. One node
/// may carry fields of several states (for example `.focused($a, equals: 1).focused($b)`).
public struct FocusNodeID: Hashable, Sendable, CustomStringConvertible {
    /// The host's number for the node; unique for the host's lifetime.
    public let rawValue: UInt

    /// Wraps a host node number.
    public init(_ rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The bare number, for diagnostics.
    public var description: String { "node#\(rawValue)" }
}
