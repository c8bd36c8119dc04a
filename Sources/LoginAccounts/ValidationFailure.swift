/// One broken account rule, with a message meant for the person filling in the form.
///
/// Messages never contain the password, and never echo the username either: it may be huge or
/// full of control characters.
public enum ValidationFailure: Error, Sendable, Equatable, CaseIterable, CustomStringConvertible {
    /// The username is empty, longer than 64 characters, or contains a character other than an
    /// ASCII letter, a digit, `.`, `_` or `-`.
    case invalidUsername
    /// An account with exactly this username already exists.
    case usernameTaken
    /// The password is not valid UTF-8, so its characters cannot be counted or typed back.
    case passwordNotUTF8
    /// The password contains a control character (NUL, tab, newline, carriage return, …).
    case passwordHasControlCharacters
    /// The password is longer than libcrypt accepts (`AccountRules.maximumPasswordBytes`).
    case passwordTooLong
    /// The password has fewer than `AccountRules.minimumPasswordLength` characters.
    case passwordTooShort
    /// The confirmation differs from the password.
    case passwordsDoNotMatch

    /// The form field to focus when showing this failure.
    public var field: AccountField {
        switch self {
        case .invalidUsername, .usernameTaken: .username
        case .passwordNotUTF8, .passwordHasControlCharacters, .passwordTooLong, .passwordTooShort:
            .password
        case .passwordsDoNotMatch: .confirmPassword
        }
    }

    /// A complete sentence describing the rule, suitable for showing next to the field.
    public var message: String {
        switch self {
        case .invalidUsername:
            "Username must be 1–64 characters: letters a–z or A–Z, digits, “.”, “_” or “-”."
        case .usernameTaken:
            "That username is already taken."
        case .passwordNotUTF8:
            "Password must be valid UTF-8 text."
        case .passwordHasControlCharacters:
            "Password must not contain control characters such as tab, newline or NUL."
        case .passwordTooLong:
            "Password must be at most \(AccountRules.maximumPasswordBytes) bytes long "
                + "(most non-English characters take 2–4 bytes)."
        case .passwordTooShort:
            "Password must be at least \(AccountRules.minimumPasswordLength) characters."
        case .passwordsDoNotMatch:
            "Passwords do not match."
        }
    }

    /// The same as `message`.
    public var description: String { message }
}
