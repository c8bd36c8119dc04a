import FocusUICore

// Apple's documentation example for `FocusState`, copied as is; only `: View` was added.
struct LoginForm: View {
    enum Field: Hashable {
        case usernameField
        case passwordField
    }

    @State private var username = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .focused($focusedField, equals: .usernameField)

            SecureField("Password", text: $password)
                .focused($focusedField, equals: .passwordField)

            Button("Sign In") {
                if username.isEmpty {
                    focusedField = .usernameField
                } else if password.isEmpty {
                    focusedField = .passwordField
                } else {
                    handleLogin(username, password)
                }
            }
        }
    }
}

/// Records the documentation's `handleLogin` calls.
@MainActor
final class LoginRecorder {
    static let shared = LoginRecorder()
    var calls: [(username: String, password: String)] = []
}

/// The function the documentation's example calls; the tests define it.
@MainActor
func handleLogin(_ username: String, _ password: String) {
    LoginRecorder.shared.calls.append((username, password))
}
