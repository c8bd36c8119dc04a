import FocusUI

/// Shown in the Sign In window after a successful sign-in.
struct SignedInView: View {
    let name: String
    let onSignOut: () -> Void

    var body: some View {
        Form {
            Text("Signed in as \(name)")
            Button("Sign Out") { onSignOut() }
                .keyboardShortcut(.defaultAction)
        }
    }
}
