import Foundation
import Glibc
import LoginAccounts
import Testing

/// Issue 17, point 3: the throttle file does not hold what was typed as a username.
@Suite("Throttle records hold keyed hashes, not names")
struct ThrottleKeyTests {
    @Test("a name typed at sign-in is stored only as HMAC-SHA256 under a random 0600 key")
    func noNameInClear() throws {
        try withTemporaryDirectory { directory in
            let clock = TestClock()
            let store = makeStore(directory, clock: clock)
            // A password typed into the Username field by mistake, and a real name.
            for name in ["Tr0ub4dor-and-3", "alice"] {
                for _ in 0..<3 { _ = try store.signIn(name: name, password: SecretBytes("wrong-password")) }
            }
            let text = String(decoding: try readFile(store.throttle.path), as: UTF8.self)
            #expect(!text.contains("Tr0ub4dor"))
            #expect(!text.contains("alice"))
            #expect(
                try store.throttle.records().allSatisfy {
                    !$0.isPlainName && $0.subject.hasPrefix("hmac-sha256:")
                })
            #expect(try store.throttle.records().count == 2)
            let key = try readFile(store.throttle.keyPath)
            #expect(key.count == 32)
            #expect(permissions(store.throttle.keyPath) == 0o600)
            // The subject is the HMAC of the name under that key, and the lockout still works.
            let subject = "hmac-sha256:" + HMACSHA256.hexCode(key: key, message: Array("alice".utf8))
            #expect(try store.throttle.records().contains { $0.subject == subject && $0.failures == 3 })
            #expect(try store.throttle.lockout(for: "alice", now: clock.now()) == 1)
            #expect(try store.throttle.failureCount(for: "Tr0ub4dor-and-3") == 3)
            // Another store has another key, so the same name gives another subject.
            try withTemporaryDirectory { other in
                try ThrottleStore(directory: other).recordFailure(for: "alice", now: clock.now())
                #expect(try ThrottleStore(directory: other).records().first?.subject != subject)
            }
        }
    }

    @Test(
        "records of an older version with plain names still count and are rewritten keyed on the next write")
    func migratesPlainNames() throws {
        try withTemporaryDirectory { directory in
            let throttle = ThrottleStore(directory: directory)
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            try writeFile(throttle.path, Array("alice 4 1800000000.0\nbob 1 1800000000.0\n".utf8))
            #expect(try throttle.lockout(for: "alice", now: now) == 2, "a plain record is honoured as it is")
            try throttle.recordFailure(for: "carol", now: now)
            let text = String(decoding: try readFile(throttle.path), as: UTF8.self)
            #expect(!text.contains("alice") && !text.contains("bob") && !text.contains("carol"))
            #expect(try throttle.failureCount(for: "alice") == 4)
            #expect(try throttle.failureCount(for: "bob") == 1)
            #expect(try throttle.failureCount(for: "carol") == 1)
            try throttle.recordFailure(for: "alice", now: now)
            #expect(try throttle.failureCount(for: "alice") == 5, "the migrated record goes on counting")
            #expect(try throttle.records().count == 3)
        }
    }

    @Test("every write prunes old records, a success too")
    func prunesOnEveryWrite() throws {
        try withTemporaryDirectory { directory in
            let clock = TestClock()
            let throttle = ThrottleStore(directory: directory)
            try throttle.recordFailure(for: "typed-once", now: clock.now())
            try throttle.recordFailure(for: "alice", now: clock.now())
            clock.advance(by: 2 * 24 * 3600)
            try throttle.recordFailure(for: "alice", now: clock.now())
            try throttle.recordSuccess(for: "alice", now: clock.now())
            #expect(try throttle.records().isEmpty, "the old record went with the success's write")
        }
    }

    @Test("a damaged key makes sign-in fail closed with a message naming the key file")
    func damagedKey() throws {
        try withTemporaryDirectory { directory in
            let store = makeStore(directory)
            _ = try store.signIn(name: "alice", password: SecretBytes("wrong-password"))
            try writeFile(store.throttle.keyPath, [1, 2, 3])
            let error = #expect(throws: AccountStoreError.self) {
                try store.signIn(name: "alice", password: SecretBytes("wrong-password"))
            }
            #expect(
                error?.message
                    == "Cannot read sign-in throttle key file \(store.throttle.keyPath): it holds 3 bytes instead of "
                    + "32; delete it to make a new key")
        }
    }
}
