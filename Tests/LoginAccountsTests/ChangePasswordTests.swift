import Foundation
import LoginAccounts
import Testing

@Suite("Changing a password")
struct ChangePasswordTests {
    /// A store with alice and bob, and a damaged line between them.
    private func makeAccounts(_ directory: URL, clock: TestClock = TestClock()) throws -> AccountStore {
        let store = makeStore(directory, clock: clock)
        try store.createAccount(
            name: "alice", password: SecretBytes("old-password"), confirmation: SecretBytes("old-password"))
        var bytes = try readFile(store.accountsPath)
        bytes += Array("not an account line\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: store.accountsPath))
        try store.createAccount(
            name: "bob", password: SecretBytes("bobs-password"), confirmation: SecretBytes("bobs-password"))
        return store
    }

    @Test("the new password replaces the old one; every other byte of the file is kept")
    func changes() throws {
        try withTemporaryDirectory { directory in
            let store = try makeAccounts(directory)
            let before = String(decoding: try readFile(store.accountsPath), as: UTF8.self)
            let result = try store.changePassword(
                name: "alice", current: SecretBytes("old-password"), new: SecretBytes("new-password"),
                confirmation: SecretBytes("new-password"))
            #expect(result == .changed)
            #expect(try store.verify(name: "alice", password: SecretBytes("new-password")))
            #expect(try !store.verify(name: "alice", password: SecretBytes("old-password")))
            #expect(try store.verify(name: "bob", password: SecretBytes("bobs-password")))
            let after = String(decoding: try readFile(store.accountsPath), as: UTF8.self)
            let oldLines = before.split(separator: "\n", omittingEmptySubsequences: false)
            let newLines = after.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(oldLines.count == newLines.count)
            #expect(newLines[0].hasPrefix("alice:$y$") && newLines[0] != oldLines[0])
            #expect(Array(newLines.dropFirst()) == Array(oldLines.dropFirst()))
            #expect(!after.contains("password"))
        }
    }

    @Test("a wrong current password changes nothing and counts as a failed sign-in")
    func wrongCurrent() throws {
        try withTemporaryDirectory { directory in
            let store = try makeAccounts(directory)
            let before = try readFile(store.accountsPath)
            for _ in 0..<3 {
                let result = try store.changePassword(
                    name: "alice", current: SecretBytes("not-the-password"), new: SecretBytes("new-password"),
                    confirmation: SecretBytes("new-password"))
                #expect(result == .wrongCurrentPassword)
                #expect(result.message == "The current password is not correct.")
            }
            #expect(try readFile(store.accountsPath) == before)
            // The default policy delays after three failures: the fourth attempt is refused
            // without checking, even with the right password.
            let locked = try store.changePassword(
                name: "alice", current: SecretBytes("old-password"), new: SecretBytes("new-password"),
                confirmation: SecretBytes("new-password"))
            guard case .lockedOut = locked else {
                Issue.record("expected a lockout, got \(locked)")
                return
            }
            #expect(try readFile(store.accountsPath) == before)
            let unknown = try store.changePassword(
                name: "carol", current: SecretBytes("old-password"), new: SecretBytes("new-password"),
                confirmation: SecretBytes("new-password"))
            #expect(unknown == .wrongCurrentPassword)
        }
    }

    @Test("a new password that breaks a rule or does not match is refused before anything else")
    func invalidNew() throws {
        try withTemporaryDirectory { directory in
            let store = try makeAccounts(directory)
            let before = try readFile(store.accountsPath)
            #expect(throws: AccountStoreError.invalid([.passwordTooShort])) {
                try store.changePassword(
                    name: "alice", current: SecretBytes("old-password"), new: SecretBytes("short"),
                    confirmation: SecretBytes("short"))
            }
            #expect(throws: AccountStoreError.invalid([.passwordsDoNotMatch])) {
                try store.changePassword(
                    name: "alice", current: SecretBytes("old-password"), new: SecretBytes("new-password"),
                    confirmation: SecretBytes("new-passw0rd"))
            }
            #expect(try readFile(store.accountsPath) == before)
            #expect(try store.verify(name: "alice", password: SecretBytes("old-password")))
        }
    }

    @Test("the background form gives the same answer")
    func inBackground() async throws {
        try await withTemporaryDirectoryAsync { directory in
            let store = try makeAccounts(directory)
            let result = try await store.changePasswordInBackground(
                name: "bob", current: SecretBytes("bobs-password"), new: SecretBytes("bobs-new-password"),
                confirmation: SecretBytes("bobs-new-password"))
            #expect(result == .changed)
            #expect(try store.verify(name: "bob", password: SecretBytes("bobs-new-password")))
        }
    }
}
