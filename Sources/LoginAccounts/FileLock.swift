import Glibc

/// An exclusive advisory lock on the store's lock file, held for the duration of a closure,
/// with a bounded wait.
///
/// `flock` is used rather than `fcntl` record locks because flock locks belong to the open file
/// description: two threads of one process, each opening the lock file, exclude each other
/// too, and closing an unrelated descriptor of the same file does not drop the lock.
/// The lock file is never renamed or replaced, unlike the data files it protects.
///
/// Like glibc's `lckpwdf`, which gives up on `/etc/.pwd.lock` after 15 seconds, a process that
/// holds the lock forever cannot make this one wait forever: after `timeout` the operation
/// fails with `lockTimedOut`. The lock is only ever held around reading and replacing files,
/// never around hashing.
enum FileLock {
    /// The lock file's name in the store directory.
    static let name = "accounts.lock"

    /// How long to wait for the lock by default: what `lckpwdf` waits.
    static let defaultTimeout: Duration = .seconds(15)

    /// Runs `body` while holding an exclusive lock on `accounts.lock` in `directory` (created
    /// with mode 0600), waiting at most `timeout` for it.
    static func withExclusiveLock<Result>(
        in directory: StoreDirectory, timeout: Duration, _ body: () throws(AccountStoreError) -> Result
    ) throws(AccountStoreError) -> Result {
        let path = directory.pathOf(name)
        let fd = openat(
            directory.descriptor, name, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY, 0o600)
        guard fd >= 0 else {
            let code = errno
            if code == ELOOP { throw .unsafe(path: path, reason: OwnershipCheck.symbolicLink) }
            throw .cannotWrite(.lock, path: path, reason: systemMessage(code))
        }
        // Closing the descriptor releases the lock, also when body throws.
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            throw .cannotWrite(.lock, path: path, reason: systemMessage(errno))
        }
        if let problem = OwnershipCheck.problem(status) { throw .unsafe(path: path, reason: problem) }
        try acquire(fd, path: path, timeout: timeout)
        return try body()
    }

    /// Polls `flock(LOCK_EX | LOCK_NB)` with a short, growing pause until `timeout` has passed.
    /// (A blocking `flock` cannot be given a timeout without signals, which would disturb the
    /// app's other threads.)
    private static func acquire(_ fd: Int32, path: String, timeout: Duration) throws(AccountStoreError) {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var pause: Duration = .milliseconds(1)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                throw .cannotWrite(.lock, path: path, reason: systemMessage(code))
            }
            let now = clock.now
            guard now < deadline else { throw .lockTimedOut(path: path, timeout: timeout) }
            sleep(min(pause, deadline - now))
            pause = min(pause * 2, .milliseconds(50))
        }
    }

    private static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0, errno == EINTR { request = remaining }
    }
}
