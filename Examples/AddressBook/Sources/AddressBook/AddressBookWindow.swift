import FocusUI

/// One address book window: a sidebar list of the contacts that match the search, and an
/// editor for the selected one.
///
/// Keys: Ctrl+F searches (Escape empties the search and returns focus); Up and Down move
/// through the list (focus and selection together), Return on a row edits the contact in a
/// sheet, the Menu key or Shift+F10 opens its context menu, Delete asks to delete it; Tab or F6
/// reaches the editor; Ctrl+N adds a contact, Ctrl+, opens the settings.
struct AddressBookWindow: View {
    let store: AddressBookStore

    @AppStorage(AddressBookSettings.Key.sortByLastName) private var sortByLastName = false
    @AppStorage(AddressBookSettings.Key.showsEmail) private var showsEmail = false

    @State private var query = ""
    @State private var selection: Contact.ID?
    @FocusState private var focusedContact: Contact.ID?
    @FocusState private var focusedField: ContactDetailForm.Field?
    @State private var deleting: Contact?
    @State private var confirmingDelete = false
    @State private var editing: Contact?

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                ForEach(shownContacts) { contact in
                    ContactRow(contact: contact, showsEmail: showsEmail)
                        .focused($focusedContact, equals: contact.id)
                        .onKeyPress(.return) {
                            editing = contact
                            return .handled
                        }
                        .contextMenu {
                            Button("Edit…") { editing = contact }
                            Button("Delete…", role: .destructive) { askToDelete(contact) }
                        }
                }
            }
            .listStyle(.sidebar)
            .frame(minWidth: 220)
            .accessibilityLabel("Contacts")
        } detail: {
            if let contact = store.contact(selection) {
                ContactDetailForm(store: store, contact: contact, focusedField: $focusedField)
            } else {
                Text("No Contact Selected")
                    .foregroundStyle(.secondary)
            }
        }
        .searchable(text: $query, prompt: "Search Contacts")
        // The book's first contact, not the first one shown: a default focus whose value
        // changes is applied again, and the search changes what is shown while focus is in
        // the search field.
        .defaultFocus($focusedContact, store.contacts.first?.id)
        .focusedSceneValue(\.contactActions, actions)
        .confirmationDialog(
            "Delete “\(deleting?.name ?? "")”?", isPresented: $confirmingDelete
        ) {
            Button("Delete", role: .destructive) {
                if let deleting { delete(deleting) }
            }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("The contact is removed from every window.")
        }
        .sheet(item: $editing) { contact in
            EditContactSheet(store: store, contact: contact)
        }
    }

    /// The contacts that match the search, in the order the settings ask for.
    private var shownContacts: [Contact] {
        let matching =
            query.isEmpty
            ? store.contacts
            : store.contacts.filter {
                $0.name.localizedCaseInsensitiveContains(query)
                    || $0.email.localizedCaseInsensitiveContains(query)
            }
        guard sortByLastName else { return matching }
        return matching.sorted { ($0.lastName, $0.name) < ($1.lastName, $1.name) }
    }

    private var actions: ContactActions {
        guard let selected = store.contact(selection) else {
            return ContactActions(newContact: newContact, edit: nil, delete: nil)
        }
        return ContactActions(
            newContact: newContact,
            edit: { editing = selected },
            delete: { askToDelete(selected) })
    }

    private func newContact() {
        query = ""
        let contact = store.add()
        selection = contact.id
        // The editor shows the new contact once rendered; focus goes to Name then (rule 7).
        focusedField = .name
    }

    private func askToDelete(_ contact: Contact) {
        deleting = contact
        confirmingDelete = true
    }

    /// Deletes the contact; the row shown after it (else before it) takes its place.
    private func delete(_ contact: Contact) {
        let shown = shownContacts.map(\.id)
        let remaining = shown.filter { $0 != contact.id }
        let next = shown.firstIndex(of: contact.id).flatMap { index in
            remaining.isEmpty ? nil : remaining[min(index, remaining.count - 1)]
        }
        _ = store.delete(contact.id)
        selection = next
        // Written while the dialog is up: applied when it has closed (contract rule 18).
        focusedContact = next
    }
}
