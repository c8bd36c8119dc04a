/// Which of the store's files an I/O error concerns, so messages can name it.
public enum StoreFile: String, Sendable, CaseIterable {
    /// The `accounts` file of `name:hash` lines.
    case accounts
    /// The `throttle` file of failed sign-in attempts.
    case throttle
    /// The `throttle.key` file: the random key that the throttle file's names are hashed with.
    case throttleKey
    /// The `accounts.lock` file used only for advisory locking.
    case lock

    /// How messages refer to the file, e.g. “accounts file”.
    public var label: String {
        switch self {
        case .accounts: "accounts file"
        case .throttle: "sign-in throttle file"
        case .throttleKey: "sign-in throttle key file"
        case .lock: "lock file"
        }
    }
}
