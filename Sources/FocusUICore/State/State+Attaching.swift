extension State: AttachableProperty {
    @MainActor func attach(_ attachment: PropertyAttachment) {
        if let existing = attachment.slot.storages[attachment.label] as? StateBox<Value> {
            location.box = existing
            return
        }
        // First mount: this instance's initial value becomes the persistent storage.
        let box = location.box
        box.onChange = attachment.invalidateForStateWrite
        attachment.slot.storages[attachment.label] = box
    }
}
