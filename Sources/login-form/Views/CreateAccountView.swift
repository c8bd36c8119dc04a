import FocusUI
import LoginAccounts

/// The Create Account window. On success it closes, and the Sign In window that opened it comes
/// to the front with the new name in Username and focus on Password: a cross-window focus move
/// through the app-scoped focus state (contract rule 6).
struct CreateAccountView: View {
    enum Field: Hashable { case username, password, confirmPassword }

    let accounts: AccountService
    let windows: SignInWindows
    let handoff: FocusState<AppFocusTarget?>.Binding

    @State private var username = ""
    @State private var password = ""
    @State private var confirmation = ""
    @State private var errorMessage: String?
    @State private var invalidField: Field?
    /// The error a screen reader is told with the control it concerns, spoken once when it
    /// appears and forgotten when the user edits a field.
    @State private var spokenError = ""
    /// The field whose screen-reader hint carries ``spokenError``; nil for the button.
    @State private var errorField: Field?
    /// The account is being created (off the main actor); the button says so and ignores presses.
    @State private var isCreating = false
    @FocusState private var focusedField: Field?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Username", text: forgettingSpokenError($username, $spokenError))
                .focused($focusedField, equals: .username)
                .accessibilityInvalid(invalidField == .username)
                .accessibilityHint(hint(for: .username))
                .onSubmit { focusedField = .password }
            SecureField("Password", text: forgettingSpokenError($password, $spokenError))
                .focused($focusedField, equals: .password)
                .accessibilityInvalid(invalidField == .password)
                .accessibilityHint(hint(for: .password))
                .onSubmit { focusedField = .confirmPassword }
            SecureField("Confirm Password", text: forgettingSpokenError($confirmation, $spokenError))
                .focused($focusedField, equals: .confirmPassword)
                .accessibilityInvalid(invalidField == .confirmPassword)
                .accessibilityHint(hint(for: .confirmPassword))
                .onSubmit { create() }
            if let errorMessage {
                Text(errorMessage)
                    .accessibilityAlert()
            }
            Button(isCreating ? "Creating Account…" : "Create Account") { create() }
                .keyboardShortcut(.defaultAction)
                .accessibilityHint(hint(for: nil))
        }
        .defaultFocus($focusedField, .username)
    }

    /// The error message for the control that has focus when it appears, so a screen reader
    /// speaks it once, with that control.
    private func hint(for field: Field?) -> String {
        errorField == field ? spokenError : ""
    }

    private func create() {
        guard !isCreating else { return }
        isCreating = true
        let (name, password, confirmation) = (username, password, confirmation)
        Task { @MainActor in
            let outcome = await accounts.createAccount(
                name: name, password: password, confirmation: confirmation)
            isCreating = false
            show(outcome, name: name)
        }
    }

    private func show(_ outcome: AccountService.CreateOutcome, name: String) {
        switch outcome {
        case .created:
            password = ""
            confirmation = ""
            username = ""
            errorMessage = nil
            invalidField = nil
            if let opener = windows.handBack(newName: name) {
                // Presents the opener and focuses its Password field, synchronously.
                handoff.wrappedValue = .signInPassword(opener)
            }
            dismiss()
        case .rejected(let message, let field):
            errorMessage = message
            let target: Field =
                switch field {
                case .username: .username
                case .password: .password
                case .confirmPassword: .confirmPassword
                }
            invalidField = target
            errorField = target
            spokenError = message
            focusedField = target
        case .failed(let message):
            errorField = focusedField
            errorMessage = message
            spokenError = message
        }
    }
}
