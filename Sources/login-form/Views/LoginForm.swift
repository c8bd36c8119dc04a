import FocusUI
import Foundation

/// The documentation's `LoginForm` (`focused(_:equals:)`), grown into a real sign-in form: an
/// inline error message, throttling with a countdown, Return to move on, and a way to create an
/// account. The focus logic of the documentation is unchanged.
struct LoginForm: View {
    enum Field: Hashable { case usernameField, passwordField }

    let token: UUID
    let accounts: AccountService
    let windows: SignInWindows
    let storeProblem: String?
    let handoff: FocusState<AppFocusTarget?>.Binding
    let onSignedIn: (String) -> Void

    @State private var username = ""
    @State private var password = ""
    @State private var errorMessage: String?
    @State private var lockedUntil: Date?
    /// What a screen reader is told with Password: the sign-in error, the start of a lockout
    /// (the visible countdown ticks, this does not), or that Create Account handed a new name
    /// back. Spoken once when it appears, forgotten
    /// when the user edits the password or the lockout ends.
    @State private var spokenError = ""
    @State private var now = Date()
    @State private var countdown: Task<Void, Never>?
    /// A sign-in is being checked (off the main actor); Sign In says so and ignores presses.
    @State private var isSigningIn = false
    @FocusState private var focusedField: Field?
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .focused($focusedField, equals: .usernameField)
                // Spoken with the field that has focus when the window opens.
                .accessibilityHint(storeProblem ?? "")
                .onSubmit { focusedField = .passwordField }
            SecureField("Password", text: forgettingSpokenError($password, $spokenError))
                .focused($focusedField, equals: .passwordField)
                .focused(handoff, equals: .signInPassword(token))
                .accessibilityInvalid(errorMessage != nil)
                // Errors are spoken with the field focus returns to, once when they appear.
                .accessibilityHint(spokenError)
                .onSubmit { signIn() }
            if let remaining = remainingLockout {
                Text("Too many failed attempts. Try again in \(remaining) s.")
                    .accessibilityAlert()
            } else if let message = errorMessage ?? storeProblem {
                Text(message)
                    .accessibilityAlert()
            }
            Button(isSigningIn ? "Signing In…" : "Sign In") { signIn() }
                .keyboardShortcut(.defaultAction)
                .disabled(remainingLockout != nil)
            Button("Create Account…") {
                windows.opener = token
                openWindow(id: "create-account")
            }
        }
        .defaultFocus($focusedField, .usernameField)
        .onAppear {
            // Capture the state bindings, not the view: the view holds `windows`, so capturing
            // it would make a cycle windows -> prefill closure -> view -> windows.
            let (username, password, errorMessage) = ($username, $password, $errorMessage)
            let spokenError = $spokenError
            windows.register(token) { name in
                username.wrappedValue = name
                password.wrappedValue = ""
                errorMessage.wrappedValue = nil
                // Said with Password when the handoff focuses it.
                spokenError.wrappedValue = "Account \(name) created. Enter its password to sign in."
            }
        }
        .onDisappear {
            windows.unregister(token)
            countdown?.cancel()
        }
    }

    /// Whole seconds until Sign In is allowed again, or nil.
    private var remainingLockout: Int? {
        guard let lockedUntil, lockedUntil > now else { return nil }
        return Int(lockedUntil.timeIntervalSince(now).rounded(.up))
    }

    private func signIn() {
        if username.isEmpty {
            focusedField = .usernameField
        } else if password.isEmpty {
            focusedField = .passwordField
        } else {
            handleLogin(username, password)
        }
    }

    private func handleLogin(_ username: String, _ password: String) {
        guard !isSigningIn else { return }
        guard remainingLockout == nil else {
            self.password = ""
            return
        }
        isSigningIn = true
        // The previous answer goes while this one is computed, so the next one is noticed.
        errorMessage = nil
        Task { @MainActor in
            let outcome = await accounts.signIn(name: username, password: password)
            isSigningIn = false
            show(outcome, for: username)
        }
    }

    private func show(_ outcome: AccountService.SignInOutcome, for username: String) {
        self.password = ""
        switch outcome {
        case .signedIn:
            errorMessage = nil
            onSignedIn(username)
        case .rejected(let message):
            errorMessage = message
            spokenError = message
            focusedField = .passwordField
        case .lockedOut(_, let seconds):
            // The countdown replaces the message while Sign In is refused.
            errorMessage = nil
            let whole = Int(seconds.rounded(.up))
            spokenError =
                "Too many failed attempts. Sign In is paused for \(whole) second\(whole == 1 ? "" : "s")."
            startCountdown(until: Date().addingTimeInterval(seconds))
            focusedField = .passwordField
        }
    }

    /// Ticks once a second until the lockout ends, so the countdown stays visible and current.
    private func startCountdown(until end: Date) {
        lockedUntil = end
        now = Date()
        countdown?.cancel()
        countdown = Task { @MainActor in
            while Date() < end, !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(250))
                now = Date()
            }
            now = Date()
            if !Task.isCancelled { spokenError = "" }
        }
    }
}
