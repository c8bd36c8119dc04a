/// The persistent storage of one view's (or the `App`'s) dynamic properties, keyed by property
/// name; lives as long as the view keeps its structural position.
@MainActor
final class PropertySlot {
    /// Storage objects by property label (`StateBox`, `FocusStateStorage`).
    var storages: [String: AnyObject] = [:]
    /// Focus-state observations that re-render the owner; ended when the slot is dropped.
    var observations: [FocusObservation] = []
}
