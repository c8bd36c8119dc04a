import FocusUI

/// The edit sheet, as GNOME's dialogs: its fields are rows of a group (`.formStyle(.grouped)`),
/// Cancel at the start of its header bar and Save at the end (so it shows no close button).
/// Focus starts in Name, Return saves, Escape cancels; focus goes back to the contact's row when
/// it closes.
struct EditContactSheet: View {
    enum Field: Hashable { case name, email }

    let store: AddressBookStore
    let contact: Contact

    @State private var name = ""
    @State private var email = ""
    @State private var loaded = false
    @FocusState private var focusedField: Field?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $name)
                    .focused($focusedField, equals: .name)
                TextField("Email", text: $email)
                    .focused($focusedField, equals: .email)
            }
        }
        .formStyle(.grouped)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { dismiss() }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") {
                    store.update(Contact(id: contact.id, name: name, email: email))
                    dismiss()
                }
                .keyboardShortcut(.defaultAction)
            }
        }
        .navigationTitle("Edit Contact")
        .defaultFocus($focusedField, .name)
        .onAppear {
            guard !loaded else { return }
            loaded = true
            name = contact.name
            email = contact.email
        }
    }
}
