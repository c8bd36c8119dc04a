import FocusUI

/// One window with the form. `swift run` opens it; Sign In with an empty field focuses it.
@main
struct LoginFormApp: App {
    var body: some Scene {
        WindowGroup("Sign In") {
            LoginForm()
        }
    }
}

/// What the documentation leaves to the reader. The password is never printed.
@MainActor
func handleLogin(_ username: String, _ password: String) {
    print("Signing in as \(username)")
}
