import Dispatch
import Foundation
import Glibc
import LoginAccounts
import Testing

/// Issue 17, point 5: a lock held by another process makes a change give up after a bounded
/// time with a clear message instead of waiting forever.
@Suite("Waiting for the store's lock")
struct LockTimeoutTests {
    /// Holds an exclusive `flock` on `path` until `release` (another open file description, so
    /// it excludes the store exactly as another process would).
    final class HeldLock {
        let fd: Int32

        init(_ path: String) throws {
            fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            try #require(fd >= 0)
            try #require(flock(fd, LOCK_EX) == 0)
        }

        func release() { close(fd) }
    }

    /// Runs `body` on another thread and waits at most 20 s, so a lock wait without a bound
    /// fails the test instead of hanging it.
    static func finishes<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Value? {
        let result = LockedValue<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let value = body()
            result.update { $0 = value }
            done.signal()
        }
        guard done.wait(timeout: .now() + 20) == .success else { return nil }
        return result.value
    }

    @Test("the default bound is 15 s, like lckpwdf")
    func defaultTimeout() throws {
        try withTemporaryDirectory { directory in
            #expect(AccountStore(directory: directory).lockTimeout == .seconds(15))
            #expect(ThrottleStore(directory: directory).lockTimeout == .seconds(15))
        }
    }

    @Test("adding an account and recording a failure give up with a message while the lock is held")
    func givesUp() throws {
        try withTemporaryDirectory { directory in
            let store = AccountStore(
                directory: directory, hasher: PasswordHasher(cost: 1), lockTimeout: .milliseconds(300))
            let held = try HeldLock(store.lockPath)
            defer { held.release() }
            let expected = AccountStoreError.lockTimedOut(path: store.lockPath, timeout: .milliseconds(300))
            #expect(
                expected.message
                    == "Gave up after 0.3 seconds waiting for the lock file \(store.lockPath): another login-form "
                    + "is holding it. Nothing was changed; try again.")
            let created = Self.finishes { () -> AccountStoreError? in
                do throws(AccountStoreError) {
                    try store.createAccount(
                        name: "alice", password: SecretBytes("password1"),
                        confirmation: SecretBytes("password1"))
                    return nil
                } catch { return error }
            }
            #expect(created == .some(expected))
            let signedIn = Self.finishes { () -> AccountStoreError? in
                do throws(AccountStoreError) {
                    _ = try store.signIn(name: "alice", password: SecretBytes("password1"))
                    return nil
                } catch { return error }
            }
            #expect(signedIn == .some(.signInUnavailable(expected)))
            #expect(!FileManager.default.fileExists(atPath: store.accountsPath))
            held.release()
            try store.createAccount(
                name: "alice", password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
            #expect(try store.signIn(name: "alice", password: SecretBytes("password1")) == .success)
        }
    }
}
