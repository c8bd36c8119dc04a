import Foundation
import Glibc
import LoginAccounts
import Testing

@Suite("Files that cannot be read")
struct UnreadableFileTests {
    @Test(
        "a directory in place of the accounts file gives a clear error, loses nothing, and the store recovers"
    )
    func directoryInPlaceOfFile() throws {
        try withTemporaryDirectory { directory in
            let store = makeStore(directory)
            try FileManager.default.createDirectory(
                atPath: store.accountsPath, withIntermediateDirectories: false)
            try writeFile(store.accountsPath + "/precious", Array("keep me".utf8))
            let expected = AccountStoreError.cannotRead(
                .accounts, path: store.accountsPath, reason: "Is a directory")
            #expect(expected.message == "Cannot read accounts file \(store.accountsPath): Is a directory")
            #expect(throws: expected) { try store.verify(name: "alice", password: SecretBytes("password1")) }
            #expect(throws: expected) { try store.signIn(name: "alice", password: SecretBytes("password1")) }
            #expect(throws: expected) {
                try store.createAccount(
                    name: "alice", password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
            }
            #expect(try readFile(store.accountsPath + "/precious") == Array("keep me".utf8))
            // Once the cause is fixed the same instance works again.
            try FileManager.default.removeItem(atPath: store.accountsPath)
            try store.createAccount(
                name: "alice", password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
            #expect(try store.verify(name: "alice", password: SecretBytes("password1")))
        }
    }

    @Test("a FIFO in place of the accounts file is refused without hanging")
    func fifoInPlaceOfFile() throws {
        try withTemporaryDirectory { directory in
            let store = makeStore(directory)
            #expect(mkfifo(store.accountsPath, 0o600) == 0)
            #expect(
                throws: AccountStoreError.cannotRead(
                    .accounts, path: store.accountsPath, reason: "Not a regular file")
            ) {
                try store.load()
            }
        }
    }

    @Test(
        "an unreadable accounts file gives “Permission denied” and is left alone",
        // root bypasses permission bits, so this case cannot be produced as root; the
        // directory-in-place and FIFO cases above cover unreadability there.
        .enabled(if: geteuid() != 0, "root bypasses permission checks"))
    func permissionDenied() throws {
        try withTemporaryDirectory { directory in
            let store = makeStore(directory)
            try store.createAccount(
                name: "alice", password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
            let before = try readFile(store.accountsPath)
            chmod(store.accountsPath, 0)
            defer { chmod(store.accountsPath, 0o600) }
            let expected = AccountStoreError.cannotRead(
                .accounts, path: store.accountsPath, reason: "Permission denied")
            #expect(throws: expected) {
                try store.createAccount(
                    name: "bob", password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
            }
            chmod(store.accountsPath, 0o600)
            #expect(try readFile(store.accountsPath) == before)
        }
    }

    @Test("a damaged throttle file location is reported as such")
    func throttleFileIsDirectory() throws {
        try withTemporaryDirectory { directory in
            let store = makeStore(directory)
            try FileManager.default.createDirectory(
                atPath: store.throttle.path, withIntermediateDirectories: false)
            #expect(
                throws: AccountStoreError.cannotRead(
                    .throttle, path: store.throttle.path, reason: "Is a directory")
            ) {
                try store.signIn(name: "alice", password: SecretBytes("password1"))
            }
        }
    }

    @Test("a regular file where the store directory should be is reported, not replaced")
    func directoryCannotBeCreated() throws {
        try withTemporaryDirectory { root in
            let blocker = root.appendingPathComponent("file").path
            try writeFile(blocker, Array("data".utf8))
            let store = makeStore(root.appendingPathComponent("file/login-form"))
            #expect(
                throws: AccountStoreError.cannotRead(
                    .throttle, path: store.throttle.path, reason: "Not a directory")
            ) {
                try store.createAccount(
                    name: "alice", password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
            }
            let expected = AccountStoreError.cannotCreateDirectory(path: blocker, reason: "Not a directory")
            #expect(expected.message == "Cannot create directory \(blocker): Not a directory")
            #expect(throws: expected) { try store.throttle.recordFailure(for: "alice", now: Date()) }
            #expect(try readFile(blocker) == Array("data".utf8))
        }
    }
}
