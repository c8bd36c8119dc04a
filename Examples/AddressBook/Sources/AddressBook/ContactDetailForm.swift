import FocusUI

/// The selected contact's fields, edited in place as rows of a group (`.formStyle(.grouped)`,
/// as GNOME's Contacts shows a contact): Return in Name moves to Email.
struct ContactDetailForm: View {
    enum Field: Hashable { case name, email }

    let store: AddressBookStore
    let contact: Contact
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            Section {
                TextField("Name", text: binding(\.name))
                    .focused($focusedField, equals: .name)
                    .onSubmit { focusedField = .email }
                TextField("Email", text: binding(\.email))
                    .focused($focusedField, equals: .email)
            }
        }
        .formStyle(.grouped)
    }

    private func binding(_ keyPath: WritableKeyPath<Contact, String>) -> Binding<String> {
        let store = store
        let id = contact.id
        return Binding(
            get: { store.contact(id)?[keyPath: keyPath] ?? "" },
            set: { newValue in
                guard var current = store.contact(id) else { return }
                current[keyPath: keyPath] = newValue
                store.update(current)
            })
    }
}
