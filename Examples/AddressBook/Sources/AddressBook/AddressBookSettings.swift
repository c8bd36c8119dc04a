import FocusUI

/// The settings window: libadwaita's preferences window, a page of groups
/// (`.formStyle(.grouped)`). Show Email Addresses adds each contact's address to its row in every
/// window; the Sync account is kept for this session only (the example syncs nowhere), its
/// password masked on screen and to screen readers.
struct AddressBookSettings: View {
    let store: AddressBookStore

    @State private var account = ""
    @State private var password = ""

    var body: some View {
        Form {
            Section {
                Toggle(
                    "Show Email Addresses",
                    isOn: Binding(
                        get: { store.showsEmailAddresses },
                        set: { store.showsEmailAddresses = $0 }))
            } header: {
                Text("List")
            } footer: {
                Text("Each contact's address after the name.")
            }
            Section {
                TextField("Account", text: $account)
                SecureField("Password", text: $password)
            } header: {
                Text("Sync")
            } footer: {
                Text("Kept for this session: the example syncs nowhere.")
            }
        }
        .formStyle(.grouped)
    }
}
