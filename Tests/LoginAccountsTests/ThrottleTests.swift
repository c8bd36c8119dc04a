import Foundation
import LoginAccounts
import Testing

@Suite("Failed sign-in throttling")
struct ThrottleTests {
    /// Lockout after the n-th consecutive failure, n = 1…14.
    static let expectedDelays: [TimeInterval] = [0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300]

    @Test("the policy doubles from 1 s after the third failure, capped at 300 s")
    func policy() {
        let policy = ThrottlePolicy()
        #expect((1...14).map { policy.delay(afterFailures: $0) } == Self.expectedDelays)
        #expect(policy.delay(afterFailures: 0) == 0)
        #expect(policy.delay(afterFailures: 10_000) == 300)
        #expect(policy.delay(afterFailures: Int.max) == 300)
    }

    @Test("lockouts follow 1, 2, 4 … 300 s with an injected clock and survive a new instance")
    func sequenceAndPersistence() throws {
        try withTemporaryDirectory { directory in
            let clock = TestClock()
            let throttle = ThrottleStore(directory: directory)
            for (index, delay) in Self.expectedDelays.enumerated() {
                try throttle.recordFailure(for: "alice", now: clock.now())
                #expect(try throttle.failureCount(for: "alice") == index + 1)
                if delay == 0 {
                    #expect(try throttle.lockout(for: "alice", now: clock.now()) == nil)
                    continue
                }
                #expect(try throttle.lockout(for: "alice", now: clock.now()) == delay)
                // A restarted app sees the same lockout.
                let restarted = ThrottleStore(directory: directory)
                #expect(try restarted.lockout(for: "alice", now: clock.now() + delay / 2) == delay / 2)
                clock.advance(by: delay)
                #expect(try restarted.lockout(for: "alice", now: clock.now()) == nil)
            }
            #expect(try throttle.lockout(for: "bob", now: clock.now()) == nil, "names are independent")
            try ThrottleStore(directory: directory).recordSuccess(for: "alice", now: clock.now())
            #expect(try throttle.failureCount(for: "alice") == 0)
            try throttle.recordFailure(for: "alice", now: clock.now())
            #expect(try throttle.lockout(for: "alice", now: clock.now()) == nil, "success starts over")
        }
    }

    @Test("sign-in refuses while locked out, for existing and unknown names alike, and success resets")
    func signInFlow() throws {
        try withTemporaryDirectory { directory in
            let clock = TestClock()
            let store = makeStore(directory, clock: clock)
            try store.createAccount(
                name: "alice", password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
            for name in ["alice", "ghost"] {
                #expect(try store.signIn(name: name, password: SecretBytes("wrong-one")) == .failure)
                #expect(try store.signIn(name: name, password: SecretBytes("wrong-one")) == .failure)
                #expect(try store.signIn(name: name, password: SecretBytes("wrong-one")) == .failure)
                let locked = try store.signIn(name: name, password: SecretBytes("password1"))
                #expect(locked == .lockedOut(remainingSeconds: 1))
                #expect(locked.message == "Too many failed attempts. Try again in 1 second.")
            }
            clock.advance(by: 1)
            #expect(try store.signIn(name: "alice", password: SecretBytes("password1")) == .success)
            #expect(try store.throttle.failureCount(for: "alice") == 0)
            #expect(try store.throttle.failureCount(for: "ghost") == 3)
            #expect(SignInResult.failure.message == "Incorrect username or password.")
            #expect(SignInResult.success.message == nil)
            let later = SignInResult.lockedOut(remainingSeconds: 3.2).message
            #expect(later == "Too many failed attempts. Try again in 4 seconds.")
        }
    }

    @Test("names that break the username rules are not recorded")
    func invalidNamesNotRecorded() throws {
        try withTemporaryDirectory { directory in
            let throttle = ThrottleStore(directory: directory)
            for name in ["", "a b", String(repeating: "x", count: 1 << 20), "line\nbreak"] {
                try throttle.recordFailure(for: name, now: Date())
                #expect(try throttle.failureCount(for: name) == 0)
            }
            #expect(!FileManager.default.fileExists(atPath: throttle.path))
        }
    }

    @Test("old failures are forgotten and a clock that went backwards cannot extend a lockout")
    func forgettingAndClockSkew() throws {
        try withTemporaryDirectory { directory in
            let clock = TestClock()
            let throttle = ThrottleStore(directory: directory)
            for _ in 0..<5 { try throttle.recordFailure(for: "alice", now: clock.now()) }
            #expect(try throttle.lockout(for: "alice", now: clock.now() - 3600) == 4)
            clock.advance(by: 2 * 24 * 3600)
            try throttle.recordFailure(for: "bob", now: clock.now())
            #expect(try throttle.failureCount(for: "alice") == 0, "pruned when the file is next written")
            try throttle.recordFailure(for: "alice", now: clock.now())
            #expect(try throttle.failureCount(for: "alice") == 1)
        }
    }

    @Test("damaged throttle lines are dropped, not fatal")
    func damagedThrottleFile() throws {
        try withTemporaryDirectory { directory in
            let throttle = ThrottleStore(directory: directory)
            try writeFile(throttle.path, Array("junk\nalice 4 1800000000.0\nbob x 1\n\u{FF}\n".utf8))
            #expect(
                try throttle.records() == [
                    ThrottleRecord(
                        subject: "alice", failures: 4, lastFailure: Date(timeIntervalSince1970: 1_800_000_000)
                    )
                ])
            #expect(try throttle.lockout(for: "alice", now: Date(timeIntervalSince1970: 1_800_000_001)) == 1)
        }
    }
}
