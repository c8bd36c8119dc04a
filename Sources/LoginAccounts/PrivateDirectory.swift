import Glibc

/// Creates the store's directory (and missing parents) with mode 0700.
enum PrivateDirectory {
    /// Makes sure `path` is a directory only its owner can enter.
    ///
    /// Missing components are created with mode 0700, as the XDG base directory spec asks for
    /// its directories. An existing store directory that is open to group or others is
    /// tightened to 0700, because it holds password hashes; if that is not allowed (someone
    /// else's directory) the directory is used as it is.
    static func ensure(_ path: String) throws(AccountStoreError) {
        try create(path)
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & 0o077 != 0 {
            _ = chmod(path, 0o700)
        }
    }

    private static func create(_ path: String) throws(AccountStoreError) {
        var status = stat()
        if stat(path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR { return }
            throw .cannotCreateDirectory(path: path, reason: systemMessage(ENOTDIR))
        }
        let parent = parentPath(of: path)
        if parent != path { try create(parent) }
        // Another process may create it between our stat and mkdir; that is fine.
        if mkdir(path, 0o700) != 0, errno != EEXIST {
            throw .cannotCreateDirectory(path: path, reason: systemMessage(errno))
        }
        // mkdir honours the umask, which can only remove bits; chmod makes the mode exact.
        _ = chmod(path, 0o700)
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
