import Foundation

/// Failed sign-in attempts per username, persisted so that restarting the app does not reset
/// the lockout.
///
/// Records are kept for every well-formed username typed, whether or not such an account
/// exists: if only real accounts were throttled, the lockout would reveal which names exist.
/// The file does not hold what was typed, though: a password typed into the Username field by
/// mistake must not sit there in clear. Each name is stored as HMAC-SHA256 under a random
/// 32-byte key kept in `throttle.key` (mode 0600, made on the first write). Someone who can
/// read both files can still test guesses of a name against them, as with any hash of a
/// low-entropy value; the key only stops a copy of the throttle file alone from being read.
/// Records older than `ThrottlePolicy.forgetAfter` are dropped on every write, and records
/// written by older versions with plain names are rewritten as keyed hashes then too.
///
/// Names that break the username rules are not recorded, because no account can have them (so
/// there is nothing to guess and nothing to reveal) and storing them would let anyone grow the
/// file with megabytes of junk.
///
/// The files are written atomically under the same `accounts.lock` as the accounts file,
/// waiting at most `lockTimeout` for it.
public struct ThrottleStore: Sendable {
    /// Path of the throttle file.
    public let path: String
    /// Path of the file holding the key the names are hashed with.
    public let keyPath: String
    /// Path of the lock file shared with the accounts file.
    public let lockPath: String
    /// The delays to apply.
    public let policy: ThrottlePolicy
    /// How long a write waits for the lock before giving up with `lockTimedOut`.
    public let lockTimeout: Duration
    private let directoryPath: String

    static let fileName = "throttle"
    static let keyFileName = "throttle.key"
    static let keySize = 32

    /// A throttle store in `directory` (the same directory as the accounts file).
    public init(
        directory: URL, policy: ThrottlePolicy = ThrottlePolicy(), lockTimeout: Duration = .seconds(15)
    ) {
        self.directoryPath = directory.path
        self.path = directory.appendingPathComponent(Self.fileName).path
        self.keyPath = directory.appendingPathComponent(Self.keyFileName).path
        self.lockPath = directory.appendingPathComponent(FileLock.name).path
        self.policy = policy
        self.lockTimeout = lockTimeout
    }

    /// Seconds until `name` may try again, or `nil` when it may try now.
    ///
    /// If the clock went backwards the wait is capped at the full delay, so a wrong clock
    /// cannot lock a name out for longer than the policy says.
    public func lockout(for name: String, now: Date) throws(AccountStoreError) -> TimeInterval? {
        guard let record = try record(for: name) else { return nil }
        let delay = policy.delay(afterFailures: record.failures)
        let remaining = min(delay, record.lastFailure.timeIntervalSince(now) + delay)
        return remaining > 0 ? remaining : nil
    }

    /// Consecutive failures currently recorded for `name`.
    public func failureCount(for name: String) throws(AccountStoreError) -> Int {
        try record(for: name)?.failures ?? 0
    }

    /// Counts one more failed attempt for `name` at `now`.
    public func recordFailure(for name: String, now: Date) throws(AccountStoreError) {
        guard AccountRules.isValidUsername(name) else { return }
        try update(now: now) { records, subject in
            let subject = subject(name)
            if let index = records.firstIndex(where: { $0.subject == subject }) {
                records[index].failures += 1
                records[index].lastFailure = now
            } else {
                records.append(ThrottleRecord(subject: subject, failures: 1, lastFailure: now))
            }
        }
    }

    /// Forgets the failures of `name` after a successful sign-in; also drops records older
    /// than the policy's `forgetAfter` at `now`. Writes nothing when nothing changes.
    public func recordSuccess(for name: String, now: Date) throws(AccountStoreError) {
        guard AccountRules.isValidUsername(name) else { return }
        try update(now: now) { records, subject in
            let subject = subject(name)
            records.removeAll { $0.subject == subject }
        }
    }

    /// All records in the file (empty when it does not exist yet).
    public func records() throws(AccountStoreError) -> [ThrottleRecord] {
        guard let directory = try StoreDirectory.openExisting(directoryPath, for: .throttle, filePath: path),
            let bytes = try FileReader.contents(of: Self.fileName, in: directory, file: .throttle)
        else { return [] }
        return ThrottleRecord.parseFile(bytes)
    }

    /// The record counting `name`: its keyed record, or a plain-name record of an older file.
    private func record(for name: String) throws(AccountStoreError) -> ThrottleRecord? {
        guard AccountRules.isValidUsername(name),
            let directory = try StoreDirectory.openExisting(directoryPath, for: .throttle, filePath: path),
            let bytes = try FileReader.contents(of: Self.fileName, in: directory, file: .throttle)
        else { return nil }
        let key = try readKey(in: directory)
        let keyed = key.map { ThrottleRecord.keyedSubject(for: name, key: $0) }
        let matching = ThrottleRecord.parseFile(bytes).filter { $0.subject == name || $0.subject == keyed }
        return matching.max { $0.failures < $1.failures }
    }

    /// Re-reads the file under the lock, migrates plain names to keyed hashes, prunes old
    /// records, lets `change` edit the records (given a function from name to subject) and
    /// writes the result atomically when it differs, so concurrent instances never lose each
    /// other's updates.
    private func update(
        now: Date, _ change: (inout [ThrottleRecord], (String) -> String) -> Void
    ) throws(AccountStoreError) {
        let directory = try StoreDirectory.openCreating(directoryPath)
        try FileLock.withExclusiveLock(in: directory, timeout: lockTimeout) { () throws(AccountStoreError) in
            let key: [UInt8]
            if let existing = try readKey(in: directory) {
                key = existing
            } else {
                key = try makeKey(in: directory)
            }
            let before = try FileReader.contents(of: Self.fileName, in: directory, file: .throttle) ?? []
            var records: [ThrottleRecord] = []
            for var record in ThrottleRecord.parseFile(before) {
                if record.isPlainName {
                    record.subject = ThrottleRecord.keyedSubject(for: record.subject, key: key)
                }
                if let index = records.firstIndex(where: { $0.subject == record.subject }) {
                    records[index].failures = max(records[index].failures, record.failures)
                    records[index].lastFailure = max(records[index].lastFailure, record.lastFailure)
                } else {
                    records.append(record)
                }
            }
            let forgetAfter = policy.forgetAfter
            records.removeAll { now.timeIntervalSince($0.lastFailure) > forgetAfter }
            change(&records) { ThrottleRecord.keyedSubject(for: $0, key: key) }
            let after = ThrottleRecord.fileBytes(records)
            if after != before {
                try AtomicFileWriter.write(after, to: Self.fileName, in: directory, file: .throttle)
            }
        }
    }

    /// The key, or `nil` when there is none yet. A key of the wrong size is an error rather
    /// than silently replaced, so sign-in fails closed with a message naming the file.
    private func readKey(in directory: StoreDirectory) throws(AccountStoreError) -> [UInt8]? {
        guard let key = try FileReader.contents(of: Self.keyFileName, in: directory, file: .throttleKey)
        else {
            return nil
        }
        guard key.count == Self.keySize else {
            throw .cannotRead(
                .throttleKey, path: keyPath,
                reason: "it holds \(key.count) bytes instead of \(Self.keySize); delete it to make a new key")
        }
        return key
    }

    /// Makes a new random key (from the system's `getrandom`). Callers hold the lock.
    private func makeKey(in directory: StoreDirectory) throws(AccountStoreError) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        let key = (0..<Self.keySize).map { _ in UInt8.random(in: 0...255, using: &generator) }
        try AtomicFileWriter.write(key, to: Self.keyFileName, in: directory, file: .throttleKey)
        return key
    }
}
