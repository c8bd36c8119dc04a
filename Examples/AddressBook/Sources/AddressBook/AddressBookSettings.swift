import FocusUI

/// The app's settings, kept with `@AppStorage` (a key file in the app's configuration
/// folder): every window that reads a key renders again when it changes.
struct AddressBookSettings: View {
    /// The keys the settings are stored under.
    enum Key {
        static let sortByLastName = "sortByLastName"
        static let showsEmail = "showsEmail"
    }

    @AppStorage(Key.sortByLastName) private var sortByLastName = false
    @AppStorage(Key.showsEmail) private var showsEmail = false
    /// The Sync account, kept for this session only (the example syncs nowhere); its password
    /// is masked on screen and to screen readers, and never stored.
    @State private var account = ""
    @State private var password = ""

    var body: some View {
        Form {
            Section("Contact List") {
                Toggle("Sort by Last Name", isOn: $sortByLastName)
                    .toggleStyle(.switch)
                Toggle("Show Email Addresses", isOn: $showsEmail)
                    .toggleStyle(.switch)
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
