import FocusKit

/// One value published by `.focusedValue` or `.focusedSceneValue` on a primitive, in modifier
/// order (outermost first).
struct FocusedValueEntry {
    /// The key type's identity.
    let key: ObjectIdentifier
    /// The published value.
    let value: Any
    /// `.focusedSceneValue` (visible while the window is key) rather than `.focusedValue`
    /// (visible while focus is inside the publisher).
    let isScene: Bool
}

/// The focused values one render node publishes: where it is and what it publishes. Owned by
/// the render node; registered with the ``FocusedValueRegistry`` while the node is in its
/// window.
@MainActor
final class FocusedValuePublisher {
    /// The window the node's views are rendered into.
    let window: FocusWindowID
    /// The node whose subtree must contain focus for `.focusedValue` entries.
    let node: FocusNodeID
    /// The order of registration, for ties between scene values of one window.
    var sequence: UInt64 = 0
    /// What the node publishes now.
    var entries: [FocusedValueEntry]

    init(window: FocusWindowID, node: FocusNodeID, entries: [FocusedValueEntry]) {
        self.window = window
        self.node = node
        self.entries = entries
    }
}
