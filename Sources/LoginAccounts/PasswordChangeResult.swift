/// The outcome of a password change that broke no rule (`AccountStore.changePassword`).
public enum PasswordChangeResult: Sendable, Equatable {
    /// The new password is stored; the old one no longer works.
    case changed
    /// The current password is wrong (or the account no longer exists); nothing was written.
    case wrongCurrentPassword
    /// Too many recent failures for this username; try again after `remainingSeconds`. The
    /// current password was not checked.
    case lockedOut(remainingSeconds: Double)

    /// A message for the user, or `nil` when the password was changed.
    public var message: String? {
        switch self {
        case .changed: nil
        case .wrongCurrentPassword: "The current password is not correct."
        case .lockedOut(let remaining): SignInResult.lockedOut(remainingSeconds: remaining).message
        }
    }
}
