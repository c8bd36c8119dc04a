import FocusUI

// Apple's documentation example for `focused(_:equals:)`, copied as is; only `: View` was
// added and the import changed.
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
enum LoginRecorder {
    static var calls: [(username: String, password: String)] = []
}

/// The function the documentation's example calls; the tests define it.
@MainActor
func handleLogin(_ username: String, _ password: String) {
    LoginRecorder.calls.append((username, password))
}
