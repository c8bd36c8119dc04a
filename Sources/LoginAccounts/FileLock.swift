import Glibc

/// An exclusive advisory lock on a separate lock file, held for the duration of a closure.
///
/// `flock` is used rather than `fcntl` record locks because flock locks belong to the open file
/// description: two threads of one process, each opening the lock file, exclude each other
/// too, and closing an unrelated descriptor of the same file does not drop the lock.
/// The lock file is never renamed or replaced, unlike the data files it protects.
enum FileLock {
    /// Runs `body` while holding an exclusive lock on `path` (created with mode 0600).
    static func withExclusiveLock<Result>(
        _ path: String, _ body: () throws(AccountStoreError) -> Result
    ) throws(AccountStoreError) -> Result {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY, 0o600)
        guard fd >= 0 else { throw .cannotWrite(.lock, path: path, reason: systemMessage(errno)) }
        // Closing the descriptor releases the lock, also when body throws.
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            if errno != EINTR { throw .cannotWrite(.lock, path: path, reason: systemMessage(errno)) }
        }
        return try body()
    }
}
