import Foundation
import LoginAccounts
import Testing

@Suite("Damaged lines in the accounts file")
struct CorruptLinesTests {
    /// A file mixing good entries with every kind of damage; the last line has no newline.
    static func damagedFile(aliceHash: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes += Array("alice:\(aliceHash)\n".utf8)  // 1 valid
        bytes += Array("no separator here\n".utf8)  // 2
        bytes += Array("\n".utf8)  // 3 empty
        bytes += Array("bad name:$y$abc\n".utf8)  // 4
        bytes += Array("bob:plaintext\n".utf8)  // 5 hash without $
        bytes += [0x63, 0x61, 0x72, 0x6F, 0x6C, 0x3A, 0x24, 0xFF, 0xFE, 0x0A]  // 6 "carol:$" + invalid UTF-8
        bytes += Array("dave:$y$j75$abc\r\n".utf8)  // 7 CRLF: the \r makes the hash damaged
        bytes += Array("alice:$y$j75$other\n".utf8)  // 8 duplicate
        bytes += Array("\u{202E}evil:$y$x\n".utf8)  // 9 right-to-left override in the name
        bytes += Array("erin:$y$j75$tail-without-newline".utf8)  // 10 valid, no final newline
        return bytes
    }

    @Test("damaged lines are reported with their line numbers and skipped for sign-in")
    func reportsLineNumbers() throws {
        try withTemporaryDirectory { directory in
            let store = makeStore(directory)
            let aliceHash = try store.hasher.hash(SecretBytes("password1"))
            try writeFile(store.accountsPath, Self.damagedFile(aliceHash: aliceHash))
            let file = try store.load()
            #expect(file.usernames == ["alice", "erin"])
            #expect(file.warnings.map(\.lineNumber) == [2, 3, 4, 5, 6, 7, 8, 9])
            #expect(
                file.warnings.map(\.reason) == [
                    .missingSeparator, .emptyLine, .invalidUsername, .invalidHash, .invalidUTF8, .invalidHash,
                    .duplicateUsername, .invalidUsername,
                ])
            #expect(
                file.warnings[0].message
                    == "\(store.accountsPath), line 2: no “:” between username and hash; "
                    + "the line is ignored for sign-in and kept unchanged.")
            #expect(
                !file.warnings.contains { $0.message.contains("plaintext") }, "line content is never quoted")
            #expect(try store.verify(name: "alice", password: SecretBytes("password1")), "first entry wins")
            #expect(try !store.verify(name: "bob", password: SecretBytes("plaintext")))
        }
    }

    @Test("adding an account keeps every damaged line byte for byte")
    func rewriteKeepsBytes() throws {
        try withTemporaryDirectory { directory in
            let store = makeStore(directory)
            let original = Self.damagedFile(aliceHash: try store.hasher.hash(SecretBytes("password1")))
            try writeFile(store.accountsPath, original)
            try store.createAccount(
                name: "frank", password: SecretBytes("password2"), confirmation: SecretBytes("password2"))
            let rewritten = try readFile(store.accountsPath)
            // Only a newline for the unterminated last line, then the new entry, are added.
            #expect(Array(rewritten.prefix(original.count)) == original)
            #expect(rewritten[original.count] == UInt8(ascii: "\n"))
            let added = String(decoding: rewritten[(original.count + 1)...], as: UTF8.self)
            #expect(added.hasPrefix("frank:$y$") && added.hasSuffix("\n"))
            #expect(try store.verify(name: "frank", password: SecretBytes("password2")))
            #expect(try store.verify(name: "alice", password: SecretBytes("password1")))
            #expect(permissions(store.accountsPath) == 0o600)
        }
    }

    @Test("each damaged line is passed to the warning sink once per store")
    func warnsOnce() throws {
        try withTemporaryDirectory { directory in
            let received = LockedValue<[Int]>([])
            let store = makeStore(directory) { warning in received.update { $0.append(warning.lineNumber) } }
            try writeFile(store.accountsPath, Array("junk\nalice:$y$j75$x\n\n".utf8))
            _ = try store.load()
            _ = try store.verify(name: "alice", password: SecretBytes("password"))
            _ = try store.signIn(name: "nobody", password: SecretBytes("password"))
            #expect(received.value == [1, 3])
            // A new damaged line appears (another instance, or a hand edit): only it is new.
            try writeFile(store.accountsPath, Array("junk\nalice:$y$j75$x\n\nmore junk\n".utf8))
            _ = try store.load()
            #expect(received.value == [1, 3, 4])
        }
    }
}
