import FocusUI

/// Shown in the Sign In window after a successful sign-in.
struct SignedInView: View {
    let name: String
    let accounts: AccountService
    let onSignOut: () -> Void

    @State private var changingPassword = false
    @State private var passwordChanged = false

    var body: some View {
        Form {
            Text("Signed in as \(name)")
            if passwordChanged {
                Text("Your password was changed.")
                    .accessibilityAlert()
            }
            // Sign Out first: the first Tab stop, where focus lands after signing in.
            Button("Sign Out") { onSignOut() }
                .keyboardShortcut(.defaultAction)
            Button("Change Password…") {
                passwordChanged = false
                changingPassword = true
            }
        }
        // Closing the sheet, however it closes, gives focus back to Change Password… (rule 18).
        .sheet(isPresented: $changingPassword) {
            ChangePasswordView(name: name, accounts: accounts) { passwordChanged = true }
        }
    }
}
