import FocusUI

/// What the key window offers the contact commands: published with `.focusedSceneValue`,
/// read by ``ContactCommands`` with `@FocusedValue`.
struct ContactActions {
    /// Adds a contact and puts focus in its Name field.
    let newContact: @MainActor () -> Void
    /// Opens the selected contact in the edit sheet; `nil` without a selection.
    let edit: (@MainActor () -> Void)?
    /// Asks to delete the selected contact; `nil` without a selection.
    let delete: (@MainActor () -> Void)?
}

private struct ContactActionsKey: FocusedValueKey {
    typealias Value = ContactActions
}

extension FocusedValues {
    /// The key window's contact actions.
    var contactActions: ContactActions? {
        get { self[ContactActionsKey.self] }
        set { self[ContactActionsKey.self] = newValue }
    }
}
