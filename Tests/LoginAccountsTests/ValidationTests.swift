import Foundation
import LoginAccounts
import Testing

@Suite("Account rules")
struct ValidationTests {
    static let megabyte = String(repeating: "a", count: 1 << 20)

    @Test(
        "badly formed usernames are rejected with the username message",
        arguments: [
            Sample("empty", ""), Sample("65 letters", String(repeating: "a", count: 65)),
            Sample("space", "a b"),
            Sample("accented letter", "jos\u{E9}"), Sample("Hebrew, right-to-left", "\u{5D0}\u{5D1}\u{5D2}"),
            Sample("right-to-left override", "\u{202E}alice"), Sample("emoji", "\u{1F600}"),
            Sample("emoji inside", "ali\u{1F600}ce"), Sample("newline", "a\nb"), Sample("NUL", "a\0b"),
            Sample("bell", "a\u{7}b"), Sample("colon", "a:b"), Sample("slash", "a/b"),
            Sample("full-width letter", "\u{FF41}lice"), Sample("1 MB", megabyte),
        ])
    func invalidUsernames(sample: Sample<String>) {
        let name = sample.value
        #expect(!AccountRules.isValidUsername(name))
        let failures = AccountRules.validate(
            username: name, password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
        #expect(failures == [.invalidUsername])
        #expect(failures.first?.field == .username)
        #expect(
            failures.first?.message
                == "Username must be 1–64 characters: letters a–z or A–Z, digits, “.”, “_” or “-”.")
    }

    @Test(
        "well-formed usernames are accepted",
        arguments: ["a", "alice", "A.b_c-9", "-", String(repeating: "z", count: 64)])
    func validUsernames(name: String) {
        #expect(AccountRules.isValidUsername(name))
    }

    @Test(
        "password rules",
        arguments: [
            Sample("empty", ([UInt8](), ValidationFailure.passwordTooShort)),
            Sample("7 letters", (Array("1234567".utf8), .passwordTooShort)),
            Sample(
                "7 umlauts, 14 bytes",
                (Array("\u{E4}\u{F6}\u{FC}\u{E4}\u{F6}\u{FC}\u{E4}".utf8), .passwordTooShort)),
            Sample("tab", (Array("pass\tword".utf8), .passwordHasControlCharacters)),
            Sample("NUL", (Array("password\0".utf8), .passwordHasControlCharacters)),
            Sample("carriage return", (Array("password\r".utf8), .passwordHasControlCharacters)),
            Sample("C1 control", (Array("password\u{85}".utf8), .passwordHasControlCharacters)),
            Sample("byte 0xFF", ([0x70, 0x61, 0x73, 0x73, 0x77, 0x6F, 0x72, 0x64, 0xFF], .passwordNotUTF8)),
            Sample(
                "overlong “/”", ([0x70, 0x61, 0x73, 0x73, 0x77, 0x6F, 0x72, 0xC0, 0xAF], .passwordNotUTF8)),
            Sample(
                "512 bytes",
                (
                    Array(repeating: UInt8(ascii: "a"), count: AccountRules.maximumPasswordBytes + 1),
                    .passwordTooLong
                )),
            Sample("1 MB", (Array(megabyte.utf8), .passwordTooLong)),
        ] as [Sample<([UInt8], ValidationFailure)>])
    func passwordRules(sample: Sample<([UInt8], ValidationFailure)>) {
        let (bytes, expected) = sample.value
        #expect(AccountRules.passwordFailure(SecretBytes(bytes: bytes)) == expected)
        #expect(expected.field == .password)
    }

    @Test(
        "acceptable passwords",
        arguments: [
            Sample("8 ASCII letters", "password"),
            Sample("8 umlauts", "\u{E4}\u{F6}\u{FC}\u{E4}\u{F6}\u{FC}\u{E4}\u{F6}"),
            Sample("8 emoji", String(repeating: "\u{1F600}", count: 8)), Sample("spaces", "with spaces ok"),
            Sample("511 bytes", String(repeating: "a", count: AccountRules.maximumPasswordBytes)),
        ])
    func acceptablePasswords(sample: Sample<String>) {
        #expect(AccountRules.passwordFailure(SecretBytes(sample.value)) == nil)
    }

    @Test("the confirmation must match exactly")
    func confirmation() {
        let failures = AccountRules.validate(
            username: "alice", password: SecretBytes("password1"), confirmation: SecretBytes("password2"))
        #expect(failures == [.passwordsDoNotMatch])
        #expect(failures[0].field == .confirmPassword)
        #expect(failures[0].message == "Passwords do not match.")
        #expect(
            AccountRules.validate(
                username: "alice", password: SecretBytes("password1"), confirmation: SecretBytes("password1")
            ).isEmpty)
    }

    @Test("every failure has a message and a field, and no message mentions a password")
    func messages() {
        #expect(ValidationFailure.passwordTooShort.message == "Password must be at least 8 characters.")
        #expect(ValidationFailure.usernameTaken.message == "That username is already taken.")
        #expect(ValidationFailure.passwordTooLong.message.contains("511"))
        for failure in ValidationFailure.allCases {
            #expect(!failure.message.isEmpty)
            #expect(failure.message.hasSuffix("."))
            #expect("\(failure)" == failure.message)
        }
        #expect(Set(ValidationFailure.allCases.map(\.field)) == Set(AccountField.allCases))
    }

    @Test("rejected input never reaches the disk")
    func rejectedInputWritesNothing() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let store = makeStore(directory)
            #expect(throws: AccountStoreError.invalid([.invalidUsername])) {
                try store.createAccount(
                    name: Self.megabyte, password: SecretBytes("password1"),
                    confirmation: SecretBytes("password1"))
            }
            let huge = SecretBytes(Self.megabyte)
            #expect(throws: AccountStoreError.invalid([.passwordTooLong])) {
                try store.createAccount(name: "alice", password: huge, confirmation: huge)
            }
            let control = SecretBytes("pass\u{1B}[31mword")
            #expect(throws: AccountStoreError.invalid([.passwordHasControlCharacters])) {
                try store.createAccount(name: "alice", password: control, confirmation: control)
            }
            #expect(try store.load().bytes.isEmpty)
        }
    }
}
