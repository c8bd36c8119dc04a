import FocusUI

/// The Account menu: Sign Out acts on the key window and is disabled unless that window is
/// signed in; Create Account… opens the Create Account window (from a signed-out Sign In
/// window, that window gets the new name and focus back, as with its own button).
struct AccountCommands: Commands {
    let windows: SignInWindows

    @FocusedValue(\.signInWindow) private var signInWindow
    @Environment(\.openWindow) private var openWindow

    var body: some Commands {
        CommandMenu("Account") {
            Button("Sign Out") { signInWindow?.signOut() }
                .keyboardShortcut("o", modifiers: [.command, .shift])
                .disabled(signInWindow?.signedInName == nil)
            Button("Create Account…") {
                if let signInWindow, signInWindow.signedInName == nil {
                    windows.opener = signInWindow.token
                }
                openWindow(id: "create-account")
            }
        }
    }
}
