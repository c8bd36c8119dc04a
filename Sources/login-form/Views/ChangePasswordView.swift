import FocusUI
import LoginAccounts

/// The Change Password sheet of the signed-in view: the current password, then the new one
/// twice. Return moves to the next field and submits from the last; Escape or Cancel closes it.
/// A wrong current password shows an alert, and focus goes back to Current Password once the
/// alert is closed (a write made while the alert is up waits for it: contract rule 18).
struct ChangePasswordView: View {
    enum Field: Hashable { case current, new, confirmation }

    let name: String
    let accounts: AccountService
    let onChanged: () -> Void

    @State private var current = ""
    @State private var new = ""
    @State private var confirmation = ""
    @State private var errorMessage: String?
    @State private var invalidField: Field?
    /// The error a screen reader is told with the field focus goes to; forgotten on an edit.
    @State private var spokenError = ""
    @State private var wrongCurrentMessage = ""
    @State private var showsWrongCurrent = false
    /// The change is being checked and written (off the main actor); presses are ignored.
    @State private var isChanging = false
    @FocusState private var focusedField: Field?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Text("Change the password of \(name).")
            SecureField("Current Password", text: forgettingSpokenError($current, $spokenError))
                .focused($focusedField, equals: .current)
                .accessibilityInvalid(invalidField == .current)
                .accessibilityHint(invalidField == .current ? spokenError : "")
                .onSubmit { focusedField = .new }
            SecureField("New Password", text: forgettingSpokenError($new, $spokenError))
                .focused($focusedField, equals: .new)
                .accessibilityInvalid(invalidField == .new)
                .accessibilityHint(invalidField == .new ? spokenError : "")
                .onSubmit { focusedField = .confirmation }
            SecureField("Confirm Password", text: forgettingSpokenError($confirmation, $spokenError))
                .focused($focusedField, equals: .confirmation)
                .accessibilityInvalid(invalidField == .confirmation)
                .accessibilityHint(invalidField == .confirmation ? spokenError : "")
                .onSubmit { change() }
            if let errorMessage {
                Text(errorMessage)
                    .accessibilityAlert()
            }
            // Not while the change is being written: it completes either way, and closing the
            // sheet then would hide that it did.
            Button("Cancel") { dismiss() }
                .keyboardShortcut(.cancelAction)
                .disabled(isChanging)
            Button(isChanging ? "Changing Password…" : "Change Password") { change() }
                .keyboardShortcut(.defaultAction)
        }
        .navigationTitle("Change Password")
        .defaultFocus($focusedField, .current)
        .alert("Wrong Password", isPresented: $showsWrongCurrent) {
            Button("OK") {}
        } message: {
            Text(wrongCurrentMessage)
        }
    }

    private func change() {
        guard !isChanging else { return }
        isChanging = true
        let (current, new, confirmation) = (current, new, confirmation)
        Task { @MainActor in
            let outcome = await accounts.changePassword(
                name: name, current: current, new: new, confirmation: confirmation)
            isChanging = false
            show(outcome)
        }
    }

    private func show(_ outcome: AccountService.ChangeOutcome) {
        switch outcome {
        case .changed:
            current = ""
            new = ""
            confirmation = ""
            onChanged()
            dismiss()
        case .wrongCurrentPassword(let message):
            current = ""
            errorMessage = nil
            // The alert says it; an earlier message about another field is no longer true.
            spokenError = ""
            invalidField = .current
            wrongCurrentMessage = message
            showsWrongCurrent = true
            // Applied when the alert closes, however it closes (rule 18): no onDismiss needed.
            focusedField = .current
        case .rejected(let message, let field):
            let target: Field = field == .confirmPassword ? .confirmation : .new
            errorMessage = message
            invalidField = target
            spokenError = message
            focusedField = target
        case .failed(let message):
            errorMessage = message
            spokenError = message
            invalidField = focusedField
        }
    }
}
