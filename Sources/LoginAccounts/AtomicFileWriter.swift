import Glibc

/// Replaces a file so that readers and crashes see either the old or the new contents.
enum AtomicFileWriter {
    /// Writes `bytes` to a new temporary file next to `path` (mode 0600), flushes it to disk,
    /// renames it over `path` and flushes the directory so the rename itself is durable.
    ///
    /// Callers hold the store's lock; the temporary name is still unique (pid and random
    /// suffix, created with `O_EXCL`) so that a stale file left by a crash never gets in the
    /// way. On failure the temporary file is removed and `path` is untouched.
    static func write(_ bytes: [UInt8], to path: String, file: StoreFile) throws(AccountStoreError) {
        let directory = PrivateDirectory.parentPath(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        let temporary = "\(directory)/.\(name).tmp-\(getpid())-\(suffix)"
        removeStaleTemporaries(in: directory, name: name)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw .cannotWrite(file, path: path, reason: systemMessage(errno)) }
        do {
            try fill(fd, with: bytes, path: path, file: file)
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        // close can report delayed write errors (NFS); treat them like write errors.
        if close(fd) != 0 {
            let reason = systemMessage(errno)
            unlink(temporary)
            throw .cannotWrite(file, path: path, reason: reason)
        }
        if rename(temporary, path) != 0 {
            let reason = systemMessage(errno)
            unlink(temporary)
            throw .cannotWrite(file, path: path, reason: reason)
        }
        try syncDirectory(directory, path: path, file: file)
    }

    /// Removes temporary files left by writers that were killed before their rename (their
    /// process no longer exists). Callers hold the store's lock, so no live writer of this
    /// store is between creating and renaming its temporary file unless it is this process.
    static func removeStaleTemporaries(in directory: String, name: String) {
        guard let dir = opendir(directory) else { return }
        defer { closedir(dir) }
        let prefix = ".\(name).tmp-"
        while let entry = readdir(dir) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard entryName.hasPrefix(prefix) else { continue }
            let pidText = entryName.dropFirst(prefix.count).prefix { $0 != "-" }
            guard let pid = pid_t(pidText), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                unlink("\(directory)/\(entryName)")
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

    private static func syncDirectory(_ directory: String, path: String, file: StoreFile)
        throws(AccountStoreError)
    {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotWrite(file, path: path, reason: systemMessage(errno)) }
        defer { close(fd) }
        // Some file systems cannot fsync a directory (EINVAL); the rename has happened anyway.
        if fsync(fd) != 0, errno != EINVAL {
            throw .cannotWrite(file, path: path, reason: systemMessage(errno))
        }
    }
}
