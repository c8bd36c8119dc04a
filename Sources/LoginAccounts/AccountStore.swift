import Foundation
import Synchronization

/// The login form's accounts: a `name:hash` text file with yescrypt hashes, plus sign-in
/// throttling.
///
/// All files live in one directory (by default `DataDirectory.loginForm()`), created with mode
/// 0700; files are 0600. Every change re-reads the file under an exclusive lock on
/// `accounts.lock` and replaces it atomically, so several running instances adding accounts at
/// once lose nothing. Reads take no lock: a rename is atomic, so readers see the old or the new
/// file. Lines that are not valid entries are skipped, reported through `warnings` and the
/// `warningSink` (once per store instance), and kept unchanged.
///
/// An I/O failure is reported as `AccountStoreError` with a readable message; it never damages
/// the file, and the store keeps working once the cause is fixed.
public final class AccountStore: Sendable {
    /// The directory holding `accounts`, `accounts.lock` and `throttle`.
    public let directory: URL
    /// Path of the accounts file.
    public let accountsPath: String
    /// Path of the lock file.
    public let lockPath: String
    /// Makes and checks hashes.
    public let hasher: PasswordHasher
    /// Failed-attempt bookkeeping, in the same directory.
    public let throttle: ThrottleStore
    private let clock: @Sendable () -> Date
    private let warningSink: (@Sendable (StoreWarning) -> Void)?
    /// Warnings already passed to the sink, so a damaged line is reported once, not on every
    /// sign-in attempt.
    private let reported = Mutex<Set<StoreWarning>>([])

    /// A store in `directory`. Nothing is created until the first account is added.
    ///
    /// - Parameters:
    ///   - directory: where the files live; tests pass a temporary directory.
    ///   - hasher: makes new hashes (tests may lower its cost).
    ///   - throttlePolicy: delays after failed sign-ins.
    ///   - clock: the current time, used by `signIn`; tests inject a fake one.
    ///   - warningSink: receives each damaged-line warning once; the library prints nothing itself.
    public init(
        directory: URL = DataDirectory.loginForm(), hasher: PasswordHasher = PasswordHasher(),
        throttlePolicy: ThrottlePolicy = ThrottlePolicy(), clock: @escaping @Sendable () -> Date = { Date() },
        warningSink: (@Sendable (StoreWarning) -> Void)? = nil
    ) {
        self.directory = directory
        self.accountsPath = directory.appendingPathComponent("accounts").path
        self.lockPath = directory.appendingPathComponent("accounts.lock").path
        self.hasher = hasher
        self.throttle = ThrottleStore(directory: directory, policy: throttlePolicy)
        self.clock = clock
        self.warningSink = warningSink
    }

    /// Reads and parses the accounts file; a missing file reads as empty.
    ///
    /// New warnings go to the `warningSink`; all of them are also in the result's `warnings`.
    public func load() throws(AccountStoreError) -> AccountsFile {
        let bytes = try FileReader.contents(of: accountsPath, file: .accounts) ?? []
        let file = AccountsFile(bytes: bytes, path: accountsPath)
        report(file.warnings)
        return file
    }

    /// The username rule `name` breaks (badly formed, or already taken), or `nil`.
    ///
    /// The file is only read when the name itself is well-formed.
    public func usernameFailure(_ name: String) throws(AccountStoreError) -> ValidationFailure? {
        guard AccountRules.isValidUsername(name) else { return .invalidUsername }
        return try load().contains(name) ? .usernameTaken : nil
    }

    /// Every rule the form input breaks, including “already taken”, at most one per field,
    /// in field order.
    public func validate(name: String, password: SecretBytes, confirmation: SecretBytes)
        throws(AccountStoreError) -> [ValidationFailure]
    {
        let passwordFailures = AccountRules.validate(
            username: name, password: password, confirmation: confirmation
        ).filter { $0.field != .username }
        return try [usernameFailure(name)].compactMap { $0 } + passwordFailures
    }

    /// Adds an account after checking every rule.
    ///
    /// The slow hash is computed before taking the lock; under the lock the file is read
    /// again, the name checked again (another instance may have just taken it) and the new
    /// line appended to the exact old bytes.
    ///
    /// - Throws: `.invalid` with the broken rules, or an I/O or hashing error. Nothing is
    ///   written unless every check passed.
    public func createAccount(name: String, password: SecretBytes, confirmation: SecretBytes)
        throws(AccountStoreError)
    {
        let failures = try validate(name: name, password: password, confirmation: confirmation)
        guard failures.isEmpty else { throw .invalid(failures) }
        let hash = try hasher.hash(password)
        try PrivateDirectory.ensure(directory.path)
        try FileLock.withExclusiveLock(lockPath) { () throws(AccountStoreError) in
            let current = try load()
            guard !current.contains(name) else { throw .invalid([.usernameTaken]) }
            try AtomicFileWriter.write(
                current.appending(name: name, hash: hash), to: accountsPath, file: .accounts)
        }
    }

    /// Whether `password` is right for `name`. Does not look at or change the throttle.
    ///
    /// Unknown names and wrong passwords give the same `false`, and unknown names still run a
    /// full yescrypt computation so the response time does not reveal which names exist.
    ///
    /// - Throws: only when the accounts file exists but cannot be read.
    public func verify(name: String, password: SecretBytes) throws(AccountStoreError) -> Bool {
        guard let hash = try load().hash(for: name) else {
            return hasher.verifyAgainstNothing(password)
        }
        return hasher.verify(password, against: hash)
    }

    /// A complete sign-in attempt: refuses while `name` is locked out, otherwise checks the
    /// password and records the failure or success.
    public func signIn(name: String, password: SecretBytes) throws(AccountStoreError) -> SignInResult {
        if let remaining = try throttle.lockout(for: name, now: clock()) {
            return .lockedOut(remainingSeconds: remaining)
        }
        if try verify(name: name, password: password) {
            try throttle.recordSuccess(for: name)
            return .success
        }
        // Take the time after the slow hash, so the lockout starts when the answer is given.
        try throttle.recordFailure(for: name, now: clock())
        return .failure
    }

    /// Passes warnings not reported before by this instance to the sink.
    private func report(_ warnings: [StoreWarning]) {
        guard let warningSink, !warnings.isEmpty else { return }
        let fresh = reported.withLock { seen in warnings.filter { seen.insert($0).inserted } }
        fresh.forEach(warningSink)
    }
}
