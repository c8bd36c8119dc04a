import LoginAccounts
import Testing

@Suite("Password hashing")
struct HashingTests {
    let hasher = PasswordHasher(cost: 1)

    @Test("a yescrypt hash verifies with the right password only")
    func hashAndVerify() throws {
        let hash = try hasher.hash(SecretBytes("correct horse"))
        #expect(hash.hasPrefix("$y$j75$"))  // yescrypt, cost 1
        #expect(hasher.verify(SecretBytes("correct horse"), against: hash))
        #expect(!hasher.verify(SecretBytes("correct horsE"), against: hash))
        #expect(!hasher.verify(SecretBytes("correct horse "), against: hash))
        #expect(!hasher.verify(SecretBytes(""), against: hash))
    }

    @Test("each hash gets a fresh salt")
    func freshSalt() throws {
        let first = try hasher.hash(SecretBytes("same password"))
        let second = try hasher.hash(SecretBytes("same password"))
        #expect(first != second)
        #expect(hasher.verify(SecretBytes("same password"), against: second))
    }

    @Test("the default cost is libcrypt's yescrypt default")
    func defaultCost() throws {
        let hash = try PasswordHasher().hash(SecretBytes("password1"))
        #expect(hash.hasPrefix("$y$j9T$"))
    }

    @Test("NUL bytes never hash and never match, even against a truncated prefix")
    func nulBytes() throws {
        #expect(throws: AccountStoreError.self) {
            try hasher.hash(SecretBytes(bytes: Array("pass\0word".utf8)))
        }
        let hash = try hasher.hash(SecretBytes("password"))
        #expect(!hasher.verify(SecretBytes(bytes: Array("password\0tail".utf8)), against: hash))
    }

    @Test("passwords longer than libcrypt accepts fail to hash with a message")
    func tooLongForCrypt() {
        let tooLong = SecretBytes(String(repeating: "a", count: AccountRules.maximumPasswordBytes + 1))
        #expect(throws: AccountStoreError.self) { try hasher.hash(tooLong) }
        #expect(throws: Never.self) {
            try hasher.hash(SecretBytes(String(repeating: "a", count: AccountRules.maximumPasswordBytes)))
        }
    }

    @Test("damaged stored hashes never match")
    func damagedHashes() {
        for stored in ["", "*0", "$", "$y$", "$y$j75$", "plain", "$y$j75$abc$def"] {
            #expect(!hasher.verify(SecretBytes("password"), against: stored), "\(stored)")
        }
        #expect(!hasher.verifyAgainstNothing(SecretBytes("password")))
    }
}
