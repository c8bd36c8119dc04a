import Foundation
import Synchronization

/// The login form's accounts: a `name:hash` text file with yescrypt hashes, plus sign-in
/// throttling.
///
/// All files live in one directory (by default `DataDirectory.loginForm()`), created with mode
/// 0700; files are 0600. The directory must belong to the user and not be writable by others,
/// and it must not be a symbolic link, nor may its files be: otherwise every operation fails with
/// `unsafe`. Files are opened relative to the checked directory, never through a link.
///
/// Every change re-reads the file under an exclusive lock on `accounts.lock` (waiting at most
/// `lockTimeout`) and replaces it atomically, so several running instances adding accounts at
/// once lose nothing. Reads take no lock: a rename is atomic, so readers see the old or the new
/// file. Lines that are not valid entries are skipped, reported through `warnings` and the
/// `warningSink` (once per store instance), and kept unchanged.
///
/// The password hashing is slow on purpose; `signInInBackground` and
/// `createAccountInBackground` run it, and the lock waits, away from the caller's thread.
///
/// An I/O failure is reported as `AccountStoreError` with a readable message; it never damages
/// the file, and the store keeps working once the cause is fixed.
public final class AccountStore: Sendable {
    /// The directory holding `accounts`, `accounts.lock`, `throttle` and `throttle.key`.
    public let directory: URL
    /// Path of the accounts file.
    public let accountsPath: String
    /// Path of the lock file.
    public let lockPath: String
    /// Makes and checks hashes.
    public let hasher: PasswordHasher
    /// Failed-attempt bookkeeping, in the same directory.
    public let throttle: ThrottleStore
    /// How long a change waits for another process's lock before giving up with
    /// `lockTimedOut` (15 s by default, like glibc's `lckpwdf`).
    public let lockTimeout: Duration
    let clock: @Sendable () -> Date
    private let warningSink: (@Sendable (StoreWarning) -> Void)?
    /// Warnings already passed to the sink, so a damaged line is reported once, not on every
    /// sign-in attempt.
    private let reported = Mutex<Set<StoreWarning>>([])

    static let accountsFileName = "accounts"

    /// A store in `directory`. Nothing is created until the first account is added.
    ///
    /// - Parameters:
    ///   - directory: where the files live; tests pass a temporary directory.
    ///   - hasher: makes new hashes (tests may lower its cost).
    ///   - throttlePolicy: delays after failed sign-ins.
    ///   - lockTimeout: the longest wait for the lock held by another process.
    ///   - clock: the current time, used by `signIn` and `createAccount`; tests inject a fake one.
    ///   - warningSink: receives each damaged-line warning once; the library prints nothing itself.
    public init(
        directory: URL = DataDirectory.loginForm(), hasher: PasswordHasher = PasswordHasher(),
        throttlePolicy: ThrottlePolicy = ThrottlePolicy(), lockTimeout: Duration = .seconds(15),
        clock: @escaping @Sendable () -> Date = { Date() },
        warningSink: (@Sendable (StoreWarning) -> Void)? = nil
    ) {
        self.directory = directory
        self.accountsPath = directory.appendingPathComponent(Self.accountsFileName).path
        self.lockPath = directory.appendingPathComponent(FileLock.name).path
        self.hasher = hasher
        self.lockTimeout = lockTimeout
        self.throttle = ThrottleStore(directory: directory, policy: throttlePolicy, lockTimeout: lockTimeout)
        self.clock = clock
        self.warningSink = warningSink
    }

    /// Reads and parses the accounts file; a missing file (or directory) reads as empty.
    ///
    /// New warnings go to the `warningSink`; all of them are also in the result's `warnings`.
    public func load() throws(AccountStoreError) -> AccountsFile {
        guard
            let storeDirectory = try StoreDirectory.openExisting(
                directory.path, for: .accounts, filePath: accountsPath)
        else { return AccountsFile(bytes: [], path: accountsPath) }
        return try load(in: storeDirectory)
    }

    func load(in storeDirectory: StoreDirectory) throws(AccountStoreError) -> AccountsFile {
        let bytes =
            try FileReader.contents(of: Self.accountsFileName, in: storeDirectory, file: .accounts) ?? []
        let file = AccountsFile(bytes: bytes, path: accountsPath)
        report(file.warnings)
        return file
    }

    /// Adds an account after checking every rule.
    ///
    /// What Create Account reveals: whether a name is taken must come out somewhere, since two
    /// accounts cannot share a name. It comes out only on a real attempt: every other rule
    /// is checked first (without touching the disk), a name locked out by the throttle is
    /// refused like at Sign In, and the slow hash is computed whether or not the name is
    /// free. A “taken” answer then counts as a failed attempt for that name in the throttle,
    /// so probing one name over and over is slowed down exactly like guessing its password.
    ///
    /// The hash is computed before taking the lock; under the lock the file is read, the name
    /// checked and the new line appended to the exact old bytes.
    ///
    /// - Throws: `.invalid` with the broken rules (`[.usernameTaken]` alone when only the name
    ///   is taken), `.lockedOut`, or an I/O, lock or hashing error. Nothing is written to the
    ///   accounts file unless every check passed.
    public func createAccount(name: String, password: SecretBytes, confirmation: SecretBytes)
        throws(AccountStoreError)
    {
        let failures = AccountRules.validate(username: name, password: password, confirmation: confirmation)
        guard failures.isEmpty else { throw .invalid(failures) }
        if let remaining = try throttle.lockout(for: name, now: clock()) {
            throw .lockedOut(remainingSeconds: remaining)
        }
        let hash = try hasher.hash(password)
        let storeDirectory = try StoreDirectory.openCreating(directory.path)
        let taken = try FileLock.withExclusiveLock(in: storeDirectory, timeout: lockTimeout) {
            () throws(AccountStoreError) -> Bool in
            let current = try load(in: storeDirectory)
            guard !current.contains(name) else { return true }
            try AtomicFileWriter.write(
                current.appending(name: name, hash: hash), to: Self.accountsFileName, in: storeDirectory,
                file: .accounts)
            return false
        }
        if taken {
            try throttle.recordFailure(for: name, now: clock())
            throw .invalid([.usernameTaken])
        }
    }

    /// Whether `password` is right for `name`. Does not look at or change the throttle.
    ///
    /// Unknown names and wrong passwords give the same `false`. Unknown names still run a
    /// full hash computation, with the parameters of a stored account (as OpenSSH does with
    /// its fake password entry), so that their answer takes as long as a real account's even
    /// when the stored hashes were made at another cost than this hasher's.
    ///
    /// - Throws: only when the accounts file exists but cannot be read.
    public func verify(name: String, password: SecretBytes) throws(AccountStoreError) -> Bool {
        let file = try load()
        guard let hash = file.hash(for: name) else {
            return hasher.verifyAgainstNothing(password, setting: dummySetting(for: file))
        }
        return hasher.verify(password, against: hash)
    }

    /// The setting an unknown name is hashed with: the first stored account's hash (its
    /// method, cost and salt; the result is thrown away), or `nil` when there is no account.
    package func dummySetting(for file: AccountsFile) -> String? {
        file.usernames.first.flatMap { file.hash(for: $0) }
    }

    /// A complete sign-in attempt: refuses while `name` is locked out, otherwise checks the
    /// password and records the failure or success.
    ///
    /// The attempt is counted as a failure *before* the password is checked and forgiven
    /// after a success (as `pam_tally` does), so the throttle fails closed: when the count
    /// cannot be written, the password is not checked at all and `signInUnavailable` says why.
    public func signIn(name: String, password: SecretBytes) throws(AccountStoreError) -> SignInResult {
        if let remaining = try beginAttempt(for: name) { return .lockedOut(remainingSeconds: remaining) }
        guard try verify(name: name, password: password) else { return .failure }
        do {
            try throttle.recordSuccess(for: name, now: clock())
        } catch {
            throw .signInUnavailable(error)
        }
        return .success
    }

    /// Passes warnings not reported before by this instance to the sink.
    private func report(_ warnings: [StoreWarning]) {
        guard let warningSink, !warnings.isEmpty else { return }
        let fresh = reported.withLock { seen in warnings.filter { seen.insert($0).inserted } }
        fresh.forEach(warningSink)
    }
}

extension AccountStore {
    /// Starts a sign-in attempt for the throttle: the seconds left of a lockout (the attempt
    /// is not made), or `nil` after the attempt is counted as a failure, to be forgiven on
    /// success, so that the throttle fails closed (`signInUnavailable` when it cannot count).
    func beginAttempt(for name: String) throws(AccountStoreError) -> TimeInterval? {
        let now = clock()
        if let remaining = try throttle.lockout(for: name, now: now) { return remaining }
        do {
            try throttle.recordFailure(for: name, now: now)
        } catch {
            throw .signInUnavailable(error)
        }
        return nil
    }
}
