import Foundation
import Glibc
import LoginAccounts
import Testing

/// Issue 17, point 4: when failed attempts cannot be recorded, sign-in is refused rather than
/// allowing unlimited guesses.
@Suite("Throttle fails closed")
struct FailClosedTests {
    @Test("while the attempt cannot be recorded, no password is checked, not even the right one")
    func refusesWhenUnrecordable() throws {
        try withTemporaryDirectory { directory in
            let store = makeStore(directory)
            try store.createAccount(
                name: "alice", password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
            // Writes need the lock file; a directory in its place makes every write fail,
            // while the accounts and throttle files stay readable.
            #expect(unlink(store.lockPath) == 0)
            #expect(mkdir(store.lockPath, 0o700) == 0)
            let cause = AccountStoreError.cannotWrite(.lock, path: store.lockPath, reason: "Is a directory")
            let expected = AccountStoreError.signInUnavailable(cause)
            #expect(
                expected.message
                    == "Sign-in is refused while failed attempts cannot be recorded. "
                    + "Cannot write lock file \(store.lockPath): Is a directory")
            for _ in 0..<10 {
                #expect(throws: expected) {
                    try store.signIn(name: "alice", password: SecretBytes("guess-123"))
                }
            }
            #expect(throws: expected) { try store.signIn(name: "alice", password: SecretBytes("password1")) }
            #expect(rmdir(store.lockPath) == 0)
            #expect(try store.signIn(name: "alice", password: SecretBytes("password1")) == .success)
            #expect(try store.throttle.failureCount(for: "alice") == 0)
        }
    }

    @Test("an attempt is counted before the password is checked and forgiven after a success")
    func countedFirst() throws {
        try withTemporaryDirectory { directory in
            let clock = TestClock()
            let store = makeStore(directory, clock: clock)
            try store.createAccount(
                name: "alice", password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
            #expect(try store.signIn(name: "alice", password: SecretBytes("wrong-one")) == .failure)
            #expect(try store.throttle.failureCount(for: "alice") == 1)
            #expect(try store.signIn(name: "alice", password: SecretBytes("password1")) == .success)
            #expect(try store.throttle.failureCount(for: "alice") == 0)
        }
    }
}
