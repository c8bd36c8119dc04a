import Glibc

/// Replaces a file of the store so that readers and crashes see either the old or the new
/// contents.
enum AtomicFileWriter {
    /// Writes `bytes` to a new temporary file in `directory` (mode 0600), flushes it to disk,
    /// renames it over `name` and flushes the directory so the rename itself is durable.
    ///
    /// Everything happens relative to the directory's descriptor (`openat`, `renameat`), and
    /// the temporary file is created with `O_EXCL | O_NOFOLLOW`, so no write follows a link.
    /// Callers hold the store's lock; the temporary name is still unique (pid and random
    /// suffix) so that a stale file left by a crash never gets in the way. On failure the
    /// temporary file is removed and `name` is untouched.
    static func write(_ bytes: [UInt8], to name: String, in directory: StoreDirectory, file: StoreFile)
        throws(AccountStoreError)
    {
        let path = directory.pathOf(name)
        let dirfd = directory.descriptor
        let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        let temporary = ".\(name).tmp-\(getpid())-\(suffix)"
        removeStaleTemporaries(in: directory, name: name)
        let fd = openat(dirfd, temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw .cannotWrite(file, path: path, reason: systemMessage(errno)) }
        do {
            try fill(fd, with: bytes, path: path, file: file)
        } catch {
            close(fd)
            unlinkat(dirfd, temporary, 0)
            throw error
        }
        // close can report delayed write errors (NFS); treat them like write errors.
        if close(fd) != 0 {
            let reason = systemMessage(errno)
            unlinkat(dirfd, temporary, 0)
            throw .cannotWrite(file, path: path, reason: reason)
        }
        if renameat(dirfd, temporary, dirfd, name) != 0 {
            let reason = systemMessage(errno)
            unlinkat(dirfd, temporary, 0)
            throw .cannotWrite(file, path: path, reason: reason)
        }
        // Some file systems cannot fsync a directory (EINVAL); the rename has happened anyway.
        if fsync(dirfd) != 0, errno != EINVAL {
            throw .cannotWrite(file, path: path, reason: systemMessage(errno))
        }
    }

    /// Removes temporary files left by writers that were killed before their rename (their
    /// process no longer exists). Callers hold the store's lock, so no live writer of this
    /// store is between creating and renaming its temporary file unless it is this process.
    static func removeStaleTemporaries(in directory: StoreDirectory, name: String) {
        let listing = dup(directory.descriptor)
        guard listing >= 0 else { return }
        guard let dir = fdopendir(listing) else {
            close(listing)
            return
        }
        defer { closedir(dir) }
        // The duplicate shares its position with the original descriptor; start at the top.
        rewinddir(dir)
        let prefix = ".\(name).tmp-"
        while let entry = readdir(dir) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard entryName.hasPrefix(prefix) else { continue }
            let pidText = entryName.dropFirst(prefix.count).prefix { $0 != "-" }
            guard let pid = pid_t(pidText), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                unlinkat(directory.descriptor, entryName, 0)
            }
        }
    }

    /// Sets the mode, writes everything (retrying short writes and EINTR) and fsyncs.
    private static func fill(_ fd: Int32, with bytes: [UInt8], path: String, file: StoreFile)
        throws(AccountStoreError)
    {
        // The umask cannot widen 0600, but make the mode exact anyway.
        guard fchmod(fd, 0o600) == 0 else {
            throw .cannotWrite(file, path: path, reason: systemMessage(errno))
        }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw .cannotWrite(file, path: path, reason: systemMessage(errno))
            }
            offset += written
        }
        guard fsync(fd) == 0 else { throw .cannotWrite(file, path: path, reason: systemMessage(errno)) }
    }
}
