/// The input field of the account form that a validation failure concerns, so the UI can move
/// focus to it.
public enum AccountField: String, Sendable, CaseIterable {
    /// The username entry.
    case username
    /// The (first) password entry.
    case password
    /// The “confirm password” entry.
    case confirmPassword
}
