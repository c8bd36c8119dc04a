import FocusUI

/// The selected contact's fields, edited in place: every key changes the contact in every
/// window; Return in Name moves to Email. The window owns the focus state, so that New
/// Contact can put focus in Name.
struct ContactDetailForm: View {
    enum Field: Hashable { case name, email }

    let store: AddressBookStore
    let contact: Contact
    var focusedField: FocusState<Field?>.Binding

    var body: some View {
        Form {
            TextField("Name", text: binding(\.name))
                .focused(focusedField, equals: .name)
                .onSubmit { focusedField.wrappedValue = .email }
            TextField("Email", text: binding(\.email))
                .focused(focusedField, equals: .email)
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
