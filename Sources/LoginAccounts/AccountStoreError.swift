/// Why an account store operation failed.
///
/// Every case has a `message` that can be shown to the user as it is. Messages name files and
/// the system's reason (`strerror`), and never contain a password.
public enum AccountStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The input breaks one or more account rules; at most one failure per field.
    case invalid([ValidationFailure])
    /// The store's directory (or one of its parents) is missing and could not be created.
    case cannotCreateDirectory(path: String, reason: String)
    /// A file exists but cannot be read: permission denied, a directory in its place, …
    /// Nothing was changed on disk.
    case cannotRead(StoreFile, path: String, reason: String)
    /// A file could not be written or replaced. The previous contents are still in place.
    case cannotWrite(StoreFile, path: String, reason: String)
    /// libcrypt could not make a salt or a hash.
    case hashingFailed(reason: String)
    /// The store's directory or one of its files may have been planted or changed by someone
    /// else (a symbolic link, another owner, writable by others), so it is not used at all.
    case unsafe(path: String, reason: String)
    /// Another process held the store's lock for longer than `timeout`; nothing was changed.
    case lockTimedOut(path: String, timeout: Duration)
    /// Sign-in is refused because the failed attempt could not be recorded (the wrapped
    /// error says why). Checking passwords that cannot be counted would allow unlimited
    /// guessing, so the throttle fails closed.
    indirect case signInUnavailable(AccountStoreError)
    /// Too many failed attempts for this username (sign-in failures or “already taken”
    /// answers); Create Account is refused like Sign In for `remainingSeconds`.
    case lockedOut(remainingSeconds: Double)

    /// A complete sentence for the user, e.g.
    /// “Cannot read accounts file /home/ann/.local/share/login-form/accounts: Permission denied”.
    public var message: String {
        switch self {
        case .invalid(let failures):
            failures.map(\.message).joined(separator: " ")
        case .cannotCreateDirectory(let path, let reason):
            "Cannot create directory \(path): \(reason)"
        case .cannotRead(let file, let path, let reason):
            "Cannot read \(file.label) \(path): \(reason)"
        case .cannotWrite(let file, let path, let reason):
            "Cannot write \(file.label) \(path): \(reason)"
        case .hashingFailed(let reason):
            "Cannot hash the password: \(reason)"
        case .unsafe(let path, let reason):
            "Refusing to use \(path): \(reason)."
        case .lockTimedOut(let path, let timeout):
            "Gave up after \(Self.seconds(timeout)) waiting for the lock file \(path): another "
                + "login-form is holding it. Nothing was changed; try again."
        case .signInUnavailable(let cause):
            "Sign-in is refused while failed attempts cannot be recorded. \(cause.message)"
        case .lockedOut(let remaining):
            SignInResult.lockedOut(remainingSeconds: remaining).message ?? ""
        }
    }

    /// “15 seconds”, “0.25 seconds”, “1 second”.
    private static func seconds(_ duration: Duration) -> String {
        let (whole, fraction) = duration.components
        if fraction == 0 { return whole == 1 ? "1 second" : "\(whole) seconds" }
        return "\(Double(whole) + Double(fraction) / 1e18) seconds"
    }

    /// The same as `message`.
    public var description: String { message }
}
