import CCrypt

/// The rules a new account must follow, checked without touching the disk.
///
/// Usernames are restricted to ASCII letters, digits, `.`, `_` and `-` on purpose: that rules
/// out look-alike (homoglyph), right-to-left and invisible characters, keeps names safe in the
/// `name:hash` file format and in terminal output, and makes “characters” and “bytes” the same.
public enum AccountRules {
    /// Allowed username lengths, in characters (which are ASCII, so also bytes).
    public static let usernameLength: ClosedRange<Int> = 1...64

    /// Minimum password length, counted in Unicode code points (not bytes, not grapheme
    /// clusters: counting graphemes would need an unwipeable `String` copy of the password).
    public static let minimumPasswordLength = 8

    /// Maximum password length in bytes: the longest phrase libcrypt's `crypt_r` accepts
    /// (`CRYPT_MAX_PASSPHRASE_SIZE` includes the NUL terminator; longer input fails with ERANGE).
    public static let maximumPasswordBytes = Int(CRYPT_MAX_PASSPHRASE_SIZE) - 1

    /// Whether `name` follows the username rules (length and characters, not uniqueness).
    public static func isValidUsername(_ name: String) -> Bool {
        isValidUsername(utf8: name.utf8)
    }

    /// Whether the UTF-8 bytes `name` follow the username rules.
    ///
    /// Checks the length first so that a megabyte of input is rejected without scanning it.
    public static func isValidUsername<Bytes: Collection>(utf8 name: Bytes) -> Bool
    where Bytes.Element == UInt8 {
        usernameLength.contains(name.count) && name.allSatisfy(isUsernameByte)
    }

    /// The first password rule that `password` breaks, or `nil` when it is acceptable.
    ///
    /// Decodes the bytes in place, without making a `String`, so no unwipeable copy appears.
    /// The length is checked first so that a megabyte of input is rejected without decoding it.
    public static func passwordFailure(_ password: SecretBytes) -> ValidationFailure? {
        password.withUnsafeBytes { bytes in
            if bytes.count > maximumPasswordBytes { return .passwordTooLong }
            var iterator = bytes.makeIterator()
            var decoder = UTF8()
            var scalars = 0
            var hasControl = false
            decoding: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar):
                    scalars += 1
                    hasControl = hasControl || scalar.properties.generalCategory == .control
                case .emptyInput:
                    break decoding
                case .error:
                    return .passwordNotUTF8
                }
            }
            if hasControl { return .passwordHasControlCharacters }
            if scalars < minimumPasswordLength { return .passwordTooShort }
            return nil
        }
    }

    /// Every rule broken by the form input, at most one per field, in field order.
    ///
    /// Does not check whether the name is taken; `AccountStore.validate` adds that.
    public static func validate(
        username: String, password: SecretBytes, confirmation: SecretBytes
    ) -> [ValidationFailure] {
        var failures: [ValidationFailure] = []
        if !isValidUsername(username) { failures.append(.invalidUsername) }
        if let failure = passwordFailure(password) { failures.append(failure) }
        if !password.isEqual(to: confirmation) { failures.append(.passwordsDoNotMatch) }
        return failures
    }

    private static func isUsernameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "-"):
            true
        default:
            false
        }
    }
}
