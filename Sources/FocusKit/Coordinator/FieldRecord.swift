/// One field: a node bound to a state and a match value by `.focused(...)`.
@MainActor
final class FieldRecord {
    let node: FocusNodeID
    let state: AnyFocusState
    let value: AnyHashable
    /// Registration order across the coordinator, for rule 10's "first in registration order".
    let serial: UInt64
    var isRegistered = true

    init(node: FocusNodeID, state: AnyFocusState, value: AnyHashable, serial: UInt64) {
        self.node = node
        self.state = state
        self.value = value
        self.serial = serial
    }
}
