import Glibc

/// The store's directory, opened once and checked, so that every file is then opened relative
/// to this descriptor and a directory renamed or replaced in the meantime cannot redirect a read
/// or a write.
///
/// Like gnome-keyring's PAM client with its control socket, the store refuses a directory that
/// is a symbolic link, is not owned by the effective user, or can be written by group or
/// others: in such a directory someone else could plant or replace the accounts file. The
/// messages name the path and say how to fix it.
final class StoreDirectory {
    /// The directory's path, for messages.
    let path: String
    /// An `O_DIRECTORY | O_NOFOLLOW` descriptor of the checked directory; closed on deinit.
    let descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// The existing directory at `path`, checked, or `nil` when it does not exist. Changes
    /// nothing on disk. Errors other than a refusal are reported against `file` at
    /// `filePath`, the file the caller wanted to read.
    static func openExisting(_ path: String, for file: StoreFile, filePath: String)
        throws(AccountStoreError) -> StoreDirectory?
    {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if fd < 0 {
            let code = errno
            if code == ENOENT { return nil }
            if isSymbolicLink(path) { throw .unsafe(path: path, reason: OwnershipCheck.symbolicLink) }
            throw .cannotRead(file, path: filePath, reason: systemMessage(code))
        }
        let directory = StoreDirectory(path: path, descriptor: fd)
        try directory.check()
        return directory
    }

    /// The directory at `path`, created with mode 0700 (and missing parents) when needed,
    /// checked, and tightened to 0700 when group or others may read or enter it.
    static func openCreating(_ path: String) throws(AccountStoreError) -> StoreDirectory {
        try create(path)
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if isSymbolicLink(path) { throw .unsafe(path: path, reason: OwnershipCheck.symbolicLink) }
            throw .cannotCreateDirectory(path: path, reason: systemMessage(code))
        }
        let directory = StoreDirectory(path: path, descriptor: fd)
        let status = try directory.check()
        if status.st_mode & 0o077 != 0, fchmod(fd, 0o700) != 0 {
            throw .unsafe(path: path, reason: "cannot restrict it to mode 0700: \(systemMessage(errno))")
        }
        return directory
    }

    /// Whether `path` itself is a symbolic link (`O_NOFOLLOW | O_DIRECTORY` on a link to a
    /// directory fails with `ENOTDIR`, on other links with `ELOOP`).
    private static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The full path of `name` in this directory, for messages.
    func pathOf(_ name: String) -> String { "\(path)/\(name)" }

    /// Refuses a directory owned by someone else or writable by group or others.
    @discardableResult
    private func check() throws(AccountStoreError) -> stat {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .cannotRead(.accounts, path: pathOf("accounts"), reason: systemMessage(errno))
        }
        if let problem = OwnershipCheck.problem(status) { throw .unsafe(path: path, reason: problem) }
        return status
    }

    /// Creates `path` and its missing parents with mode 0700; an existing one is left as it is.
    private static func create(_ path: String) throws(AccountStoreError) {
        var status = stat()
        if lstat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: return
            case S_IFLNK:
                // A symlinked parent (/home -> /usr/home) is fine; the store directory itself
                // is refused when it is opened.
                if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return }
                throw .cannotCreateDirectory(path: path, reason: systemMessage(ENOTDIR))
            default: throw .cannotCreateDirectory(path: path, reason: systemMessage(ENOTDIR))
            }
        }
        let parent = parentPath(of: path)
        if parent != path { try create(parent) }
        // Another process may create it between our lstat and mkdir; that is fine.
        if mkdir(path, 0o700) != 0, errno != EEXIST {
            throw .cannotCreateDirectory(path: path, reason: systemMessage(errno))
        }
    }

    /// The directory containing `path`, or `path` itself for `/` and relative single names.
    static func parentPath(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return path }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }
}
