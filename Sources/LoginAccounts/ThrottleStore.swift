import Foundation

/// Failed sign-in attempts per username, persisted so that restarting the app does not reset
/// the lockout.
///
/// Records are keyed by the username exactly as typed, whether or not such an account exists:
/// if only real accounts were throttled, the lockout would reveal which names exist. Names that
/// break the username rules are not recorded, because no account can have them (so there is
/// nothing to guess and nothing to reveal) and storing them would let anyone grow the file with
/// megabytes of junk.
///
/// The file is `throttle` in the store directory, written atomically (mode 0600) under the
/// same `accounts.lock` as the accounts file.
public struct ThrottleStore: Sendable {
    /// Path of the throttle file.
    public let path: String
    /// Path of the lock file shared with the accounts file.
    public let lockPath: String
    /// The delays to apply.
    public let policy: ThrottlePolicy
    private let directoryPath: String

    /// A throttle store in `directory` (the same directory as the accounts file).
    public init(directory: URL, policy: ThrottlePolicy = ThrottlePolicy()) {
        self.directoryPath = directory.path
        self.path = directory.appendingPathComponent("throttle").path
        self.lockPath = directory.appendingPathComponent("accounts.lock").path
        self.policy = policy
    }

    /// Seconds until `name` may try again, or `nil` when it may try now.
    ///
    /// If the clock went backwards the wait is capped at the full delay, so a wrong clock
    /// cannot lock a name out for longer than the policy says.
    public func lockout(for name: String, now: Date) throws(AccountStoreError) -> TimeInterval? {
        guard let record = try records().first(where: { $0.name == name }) else { return nil }
        let delay = policy.delay(afterFailures: record.failures)
        let remaining = min(delay, record.lastFailure.timeIntervalSince(now) + delay)
        return remaining > 0 ? remaining : nil
    }

    /// Consecutive failures currently recorded for `name`.
    public func failureCount(for name: String) throws(AccountStoreError) -> Int {
        try records().first(where: { $0.name == name })?.failures ?? 0
    }

    /// Counts one more failed attempt for `name` at `now`.
    public func recordFailure(for name: String, now: Date) throws(AccountStoreError) {
        guard AccountRules.isValidUsername(name) else { return }
        try update { records in
            let policy = self.policy
            records.removeAll { now.timeIntervalSince($0.lastFailure) > policy.forgetAfter }
            if let index = records.firstIndex(where: { $0.name == name }) {
                records[index].failures += 1
                records[index].lastFailure = now
            } else {
                records.append(ThrottleRecord(name: name, failures: 1, lastFailure: now))
            }
            return true
        }
    }

    /// Forgets the failures of `name` after a successful sign-in.
    public func recordSuccess(for name: String) throws(AccountStoreError) {
        guard AccountRules.isValidUsername(name) else { return }
        try update { records in
            let before = records.count
            records.removeAll { $0.name == name }
            // Most sign-ins follow no failure; skip the write (and fsyncs) then.
            return records.count != before
        }
    }

    /// All records in the file (empty when it does not exist yet).
    public func records() throws(AccountStoreError) -> [ThrottleRecord] {
        guard let bytes = try FileReader.contents(of: path, file: .throttle) else { return [] }
        return ThrottleRecord.parseFile(bytes)
    }

    /// Re-reads the file under the lock, lets `change` edit it, and writes it back atomically
    /// when `change` returns true, so concurrent instances never lose each other's updates.
    private func update(_ change: (inout [ThrottleRecord]) -> Bool) throws(AccountStoreError) {
        try PrivateDirectory.ensure(directoryPath)
        try FileLock.withExclusiveLock(lockPath) { () throws(AccountStoreError) in
            var current = try records()
            if change(&current) {
                try AtomicFileWriter.write(ThrottleRecord.fileBytes(current), to: path, file: .throttle)
            }
        }
    }
}
