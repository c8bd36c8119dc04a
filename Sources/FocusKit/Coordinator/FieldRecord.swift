/// One field: a node bound to a state and a match value by `.focused(...)`.
///
/// Records are linked into two intrusive lists, so that the coordinator's indexes cost one
/// table entry per node and per value rather than an array per entry (the 256-bytes-per-field
/// budget): all fields on one node, and all fields of one state whose values share a hash.
/// Both lists are in registration order.
@MainActor
final class FieldRecord {
    let node: FocusNodeID
    let state: AnyFocusState
    let value: FocusValue
    /// Registration order across the coordinator, for rule 10's "first in registration order".
    let serial: UInt64
    var isRegistered = true
    /// The next field on the same node.
    var nextOnNode: FieldRecord?
    /// The next field of the same state whose value has the same hash.
    var nextWithSameHash: FieldRecord?

    init(node: FocusNodeID, state: AnyFocusState, value: FocusValue, serial: UInt64) {
        self.node = node
        self.state = state
        self.value = value
        self.serial = serial
    }
}
