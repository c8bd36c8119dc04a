import CCrypt
import Glibc

/// Makes and checks yescrypt password hashes with libcrypt (libxcrypt).
public struct PasswordHasher: Sendable {
    /// The hash method prefix passed to `crypt_gensalt_rn`: yescrypt, the Debian default.
    public static let yescryptPrefix = "$y$"

    /// yescrypt's cost parameter for new hashes; 0 lets libcrypt pick its default (5, about
    /// 20 ms here). Checking always uses the cost recorded in the stored hash.
    public let cost: UInt

    /// Creates a hasher; pass a small `cost` (1) only in tests that hash a lot.
    public init(cost: UInt = 0) {
        self.cost = cost
    }

    /// Hashes `password` with a fresh random salt and returns the `$y$…` string to store.
    ///
    /// The password must already have passed `AccountRules` (no NUL, at most 511 bytes).
    public func hash(_ password: SecretBytes) throws(AccountStoreError) -> String {
        guard !password.containsNUL else { throw .hashingFailed(reason: "password contains NUL") }
        let setting = try makeSetting()
        var failureCode: Int32 = 0
        let result: String? = withCryptScratch { scratch in
            errno = 0
            let output = password.withCString { crypt_r($0, setting, scratch) }
            // crypt_r signals failure with a string starting with "*" (or NULL on old versions).
            guard let output, output.pointee == CChar(UInt8(ascii: "$")) else {
                failureCode = errno
                return nil
            }
            return String(cString: output)
        }
        guard let result else {
            throw .hashingFailed(
                reason: failureCode == 0 ? "libcrypt refused the input" : systemMessage(failureCode))
        }
        return result
    }

    /// Whether `password` matches `storedHash`, compared in constant time.
    public func verify(_ password: SecretBytes, against storedHash: String) -> Bool {
        // A NUL would make crypt see only a prefix of the password, so such input never matches;
        // still do the work so the answer takes as long as a real check.
        let usable = !password.containsNUL && storedHash.hasPrefix("$")
        let setting = usable ? storedHash : (try? makeSetting()) ?? Self.fallbackSetting
        return withCryptScratch { scratch in
            guard let output = password.withCString({ crypt_r($0, setting, scratch) }) else {
                return false
            }
            let outputBytes = UnsafeRawBufferPointer(start: output, count: strlen(output))
            let matches = Array(storedHash.utf8).withUnsafeBytes { constantTimeEquals(outputBytes, $0) }
            return usable && matches
        }
    }

    /// Spends as long as checking a password against a hash made with `setting` (by default
    /// a fresh setting of this hasher's cost), then returns `false`. Used for unknown
    /// usernames so their answer is not measurably faster; `AccountStore` passes a stored
    /// account's hash so the cost matches the accounts that exist.
    public func verifyAgainstNothing(_ password: SecretBytes, setting storedSetting: String? = nil) -> Bool {
        let usable = storedSetting.flatMap { $0.hasPrefix("$") ? $0 : nil }
        let setting = usable ?? (try? makeSetting()) ?? Self.fallbackSetting
        _ = withCryptScratch { scratch in password.withCString { crypt_r($0, setting, scratch) } }
        return false
    }

    /// A yescrypt setting string (`$y$<params>$<salt>`) from `crypt_gensalt_rn`, which reads
    /// its random salt from the operating system.
    func makeSetting() throws(AccountStoreError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(CRYPT_GENSALT_OUTPUT_SIZE))
        errno = 0
        let made = buffer.withUnsafeMutableBufferPointer { output in
            crypt_gensalt_rn(Self.yescryptPrefix, cost, nil, 0, output.baseAddress, Int32(output.count))
        }
        guard made != nil else {
            throw .hashingFailed(reason: errno == 0 ? "no salt was generated" : systemMessage(errno))
        }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// A default-cost yescrypt setting made by `crypt_gensalt_rn`, used only for dummy checks
    /// if the OS cannot supply random bytes (the salt does not matter for a hash nobody keeps).
    static let fallbackSetting = "$y$j9T$/g/yo34sviRhrC2hWnnZT0"
}
