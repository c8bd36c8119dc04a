import FocusUI
import Foundation

/// The content of one Sign In window: the form, or who is signed in. Each window has its own
/// instance of this view and so its own state (Ctrl+N opens an independent one).
struct SignInWindow: View {
    let accounts: AccountService
    let windows: SignInWindows
    let storeProblem: String?
    let handoff: FocusState<AppFocusTarget?>.Binding

    @State private var token = UUID()
    @State private var signedInName: String?

    var body: some View {
        content
            .focusedSceneValue(
                \.signInWindow,
                SignInWindowHandle(token: token, signedInName: signedInName) { signedInName = nil })
    }

    @ViewBuilder private var content: some View {
        if let name = signedInName {
            SignedInView(name: name, accounts: accounts) { signedInName = nil }
        } else {
            LoginForm(
                token: token, accounts: accounts, windows: windows, storeProblem: storeProblem,
                handoff: handoff, onSignedIn: { signedInName = $0 })
        }
    }
}
