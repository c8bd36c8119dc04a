/// What a host did with a request to focus a node (``FocusHost/grabFocus(on:)``).
///
/// The coordinator treats ``moved`` and ``postponed`` alike: the write has been accepted and
/// is not pending (contract rule 5). Only ``refused`` makes it a pending write (rule 7).
public enum FocusGrabResult: Sendable, Equatable {
    /// The node's window now has its focus widget in the node.
    case moved
    /// The toolkit is inside a focus crossing in the node's window (GTK's leave/enter
    /// emission), which would undo a grab made now. The host grabs once the crossing has
    /// ended and reports that move like any other, with cause `program` (rule 5: never
    /// recursively inside the crossing).
    case postponed
    /// The node cannot take focus now (not in a window, unmapped, insensitive, not
    /// focusable): rule 7's pending write.
    case refused
}
