import Foundation
import LoginAccounts
import Testing

/// Issue 17, point 6: sign-in and account creation run off the caller's (main) actor, with the
/// same answers as the synchronous calls.
@Suite("Hashing and lock waits off the main actor")
struct BackgroundWorkTests {
    @Test("the main actor keeps running while a sign-in waits for the lock, and the answer is the same")
    @MainActor
    func mainActorStaysFree() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = AccountStore(
            directory: directory, hasher: PasswordHasher(cost: 1), lockTimeout: .seconds(300))
        try await store.createAccountInBackground(
            name: "alice", password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
        let held = try LockTimeoutTests.HeldLock(store.lockPath)
        defer { held.release() }
        let pending = Task { @MainActor in
            try await store.signInInBackground(name: "alice", password: SecretBytes("password1"))
        }
        // Had the sign-in run on the main actor, it would block it in the lock wait until the
        // 300 s bound, this code would only run afterwards, and the answer would be a timeout.
        // (The bound is long because other suites running in parallel can hold the main actor
        // for a minute or more, which delays this code too.)
        try await Task.sleep(for: .milliseconds(100))
        held.release()
        #expect(try await pending.value == .success)
    }

    @Test("background answers equal the synchronous ones")
    func sameAnswers() async throws {
        try await withTemporaryDirectoryAsync { directory in
            let clock = TestClock()
            let store = makeStore(directory, clock: clock)
            try await store.createAccountInBackground(
                name: "alice", password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
            #expect(try store.verify(name: "alice", password: SecretBytes("password1")))
            await #expect(throws: AccountStoreError.invalid([.usernameTaken])) {
                try await store.createAccountInBackground(
                    name: "alice", password: SecretBytes("password2"), confirmation: SecretBytes("password2"))
            }
            await #expect(throws: AccountStoreError.invalid([.passwordsDoNotMatch])) {
                try await store.createAccountInBackground(
                    name: "bob", password: SecretBytes("password2"), confirmation: SecretBytes("password3"))
            }
            #expect(
                try await store.signInInBackground(name: "alice", password: SecretBytes("password1"))
                    == .success)
            #expect(
                try await store.signInInBackground(name: "alice", password: SecretBytes("wrong-one"))
                    == .failure)
            #expect(
                try await store.signInInBackground(name: "ghost", password: SecretBytes("wrong-one"))
                    == .failure)
            #expect(
                try await store.signInInBackground(name: "alice", password: SecretBytes("wrong-one"))
                    == .failure)
            #expect(
                try await store.signInInBackground(name: "alice", password: SecretBytes("wrong-one"))
                    == .failure)
            #expect(
                try await store.signInInBackground(name: "alice", password: SecretBytes("password1"))
                    == .lockedOut(remainingSeconds: 1))
            let count = try await store.inBackground { store throws(AccountStoreError) in
                try store.throttle.failureCount(for: "alice")
            }
            #expect(count == 3)
        }
    }
}
