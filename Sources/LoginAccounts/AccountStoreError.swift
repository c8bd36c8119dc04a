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
        }
    }

    /// The same as `message`.
    public var description: String { message }
}
