import FocusUI

/// One address book window: the list, the selected contact's details, and the buttons.
///
/// Keys: Up and Down move through the list (focus and selection together), Return on a row
/// edits the contact in a sheet, Delete asks to delete it; Tab reaches the detail form.
struct ContactListView: View {
    let store: AddressBookStore

    @State private var selection: Contact.ID?
    @FocusState private var focusedContact: Contact.ID?
    @State private var confirmingDelete = false
    @State private var editing: Contact?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Contacts").font(.headline)
            List(selection: $selection) {
                ForEach(store.contacts) { contact in
                    ContactRow(contact: contact, showsEmail: store.showsEmailAddresses)
                        .focused($focusedContact, equals: contact.id)
                        .onKeyPress(.deleteForward) {
                            confirmingDelete = true
                            return .handled
                        }
                        .onKeyPress(.return) {
                            editing = contact
                            return .handled
                        }
                }
            }
            .accessibilityLabel("Contacts")
            if let contact = store.contact(selection) {
                ContactDetailForm(store: store, contact: contact)
            }
            HStack {
                Button("Edit…") { editing = store.contact(selection) }
                    .disabled(selection == nil)
                Button("Add Contact") {
                    let contact = store.add()
                    // Focus moves to the new row as soon as it is rendered (rule 7).
                    focusedContact = contact.id
                }
            }
        }
        .padding(16)
        .defaultFocus($focusedContact, store.contacts.first?.id)
        .confirmationDialog(
            "Delete “\(store.contact(selection)?.name ?? "")”?", isPresented: $confirmingDelete
        ) {
            Button("Delete", role: .destructive) { delete() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("The contact is removed from every window.")
        }
        .sheet(item: $editing) { contact in
            EditContactSheet(store: store, contact: contact)
        }
    }

    private func delete() {
        guard let id = selection else { return }
        let next = store.delete(id)
        selection = next
        // Written while the dialog is up: applied when it has closed (contract rule 18).
        focusedContact = next
    }
}

/// One row of the list: the contact's name (and email address, when Settings say so), marked
/// while the row has focus.
struct ContactRow: View {
    let contact: Contact
    let showsEmail: Bool
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        HStack {
            Text(isFocused ? "▸ \(contact.name)" : "   \(contact.name)")
            if showsEmail && !contact.email.isEmpty {
                Text(contact.email).foregroundStyle(.secondary)
            }
        }
        .accessibilityLabel(contact.name)
    }
}
