import FocusUI

/// New Contact (Ctrl+N) in place of New Window, and a Contact menu with Edit Contact… and
/// Delete Contact… (the Delete key, while focus is not in a text field), acting on the key
/// window's selected contact.
struct ContactCommands: Commands {
    @FocusedValue(\.contactActions) private var actions

    var body: some Commands {
        CommandGroup(replacing: .newItem) {
            Button("New Contact") { actions?.newContact() }
                .keyboardShortcut("n")
                .disabled(actions == nil)
        }
        CommandMenu("Contact") {
            Button("Edit Contact…") { actions?.edit?() }
                .disabled(actions?.edit == nil)
            // ⌘⌫ is GNOME's Delete key; a focused text field keeps it.
            Button("Delete Contact…") { actions?.delete?() }
                .keyboardShortcut(.delete, modifiers: .command)
                .disabled(actions?.delete == nil)
        }
    }
}
