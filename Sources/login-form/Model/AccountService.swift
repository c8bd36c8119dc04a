import Foundation
import LoginAccounts

/// The app's account operations for the windows, with messages ready to show.
///
/// Hashing and lock waits run on a background thread; the main actor only awaits the answer,
/// so every window stays responsive meanwhile. Passwords arrive as `String`s from the text
/// fields and are copied into `SecretBytes` (wiped after use) before checking; they are never
/// printed, logged or traced.
@MainActor
final class AccountService {
    enum SignInOutcome: Equatable {
        case signedIn
        case rejected(message: String)
        case lockedOut(message: String, seconds: TimeInterval)
    }

    enum CreateOutcome: Equatable {
        case created
        case rejected(message: String, field: AccountField)
        case failed(message: String)
    }

    enum ChangeOutcome: Equatable {
        case changed
        case wrongCurrentPassword(message: String)
        case rejected(message: String, field: AccountField)
        case failed(message: String)
    }

    let store: AccountStore

    init(store: AccountStore) {
        self.store = store
    }

    /// A store in the user's data directory; damaged lines are reported once on stderr.
    static func standard() -> AccountService {
        AccountService(
            store: AccountStore(warningSink: { warning in
                FileHandle.standardError.write(Data("login-form: \(warning.message)\n".utf8))
            }))
    }

    /// A message for the window when the accounts file cannot be read, also printed on stderr.
    func storeProblem() -> String? {
        do {
            _ = try store.load()
            return nil
        } catch {
            FileHandle.standardError.write(Data("login-form: \(error.message)\n".utf8))
            return error.message
        }
    }

    /// Signs in on a background thread (`AccountStore.signInInBackground`), so the windows
    /// stay responsive while the password is hashed; the main actor only awaits the answer.
    func signIn(name: String, password: String) async -> SignInOutcome {
        let store = store
        do {
            switch try await store.signInInBackground(name: name, password: SecretBytes(password)) {
            case .success: return .signedIn
            case .failure:
                // The failure that reaches the limit locks Sign In at once, with its countdown.
                let lockout = try await store.inBackground { store throws(AccountStoreError) in
                    try store.throttle.lockout(for: name, now: Date())
                }
                if let seconds = lockout {
                    return .lockedOut(
                        message: SignInResult.lockedOut(remainingSeconds: seconds).message ?? "",
                        seconds: seconds)
                }
                return .rejected(message: SignInResult.failure.message ?? "")
            case .lockedOut(let seconds):
                return .lockedOut(
                    message: SignInResult.lockedOut(remainingSeconds: seconds).message ?? "", seconds: seconds
                )
            }
        } catch {
            FileHandle.standardError.write(Data("login-form: \(error.message)\n".utf8))
            return .rejected(message: error.message)
        }
    }

    /// Creates the account on a background thread (`AccountStore.createAccountInBackground`).
    func createAccount(name: String, password: String, confirmation: String) async -> CreateOutcome {
        do {
            try await store.createAccountInBackground(
                name: name, password: SecretBytes(password), confirmation: SecretBytes(confirmation))
            return .created
        } catch {
            if case .invalid(let failures) = error, let first = failures.first {
                return .rejected(message: first.message, field: first.field)
            }
            FileHandle.standardError.write(Data("login-form: \(error.message)\n".utf8))
            return .failed(message: error.message)
        }
    }

    /// Changes the signed-in user's password on a background thread
    /// (`AccountStore.changePasswordInBackground`): checked, then written like every other
    /// change, under the lock and atomically.
    func changePassword(name: String, current: String, new: String, confirmation: String) async
        -> ChangeOutcome
    {
        do {
            let result = try await store.changePasswordInBackground(
                name: name, current: SecretBytes(current), new: SecretBytes(new),
                confirmation: SecretBytes(confirmation))
            switch result {
            case .changed: return .changed
            case .wrongCurrentPassword: return .wrongCurrentPassword(message: result.message ?? "")
            case .lockedOut: return .failed(message: result.message ?? "")
            }
        } catch {
            if case .invalid(let failures) = error, let first = failures.first {
                return .rejected(message: first.message, field: first.field)
            }
            FileHandle.standardError.write(Data("login-form: \(error.message)\n".utf8))
            return .failed(message: error.message)
        }
    }
}
