extension FocusState: AttachableProperty {
    @MainActor func attach(_ attachment: PropertyAttachment) {
        if let existing = attachment.slot.storages[attachment.label] as? FocusStateStorage<Value> {
            location.storage = existing
            return
        }
        // First mount: pin the scope. A view's state reads its own window; the App's states
        // span windows. An explicit scope given by the declaration is kept.
        let storage = location.storage
        if storage.scope == .window(nil) {
            storage.scope = attachment.focusScope
        }
        // Traces name the state by its declared property name where it has no explicit label
        // (contract rule 16).
        if storage.label == FocusStateStorage<Value>.typeLabel {
            storage.label = attachment.propertyName
        }
        attachment.slot.storages[attachment.label] = storage
        let invalidate = attachment.invalidateForStateWrite
        // A focus change re-renders the owner, as SwiftUI re-evaluates views that read it.
        attachment.slot.observations.append(storage.observe { _, _ in invalidate() })
    }
}
