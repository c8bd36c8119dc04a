import Glibc

/// Reads a whole file of the store with POSIX calls, so that errors keep their exact `errno`.
enum FileReader {
    /// Refuse to load files larger than this: a legitimate accounts or throttle file is tiny,
    /// and reading gigabytes into memory would hang the login window.
    static let maximumSize = 16 << 20

    /// The contents of `name` in `directory`, or `nil` when it does not exist.
    ///
    /// The file is opened relative to the directory with `O_NOFOLLOW`: a symbolic link is
    /// refused (`unsafe`), never read through. So is a file owned by someone else or writable
    /// by others. Anything else that prevents reading (permission denied, a directory or FIFO
    /// in place of the file, an I/O error) throws `cannotRead` and changes nothing.
    static func contents(of name: String, in directory: StoreDirectory, file: StoreFile)
        throws(AccountStoreError) -> [UInt8]?
    {
        let path = directory.pathOf(name)
        // O_NONBLOCK: opening a FIFO placed where the file should be must not hang.
        let fd = openat(
            directory.descriptor, name, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK | O_NOFOLLOW)
        if fd < 0 {
            let code = errno
            if code == ENOENT { return nil }
            if code == ELOOP { throw .unsafe(path: path, reason: OwnershipCheck.symbolicLink) }
            throw .cannotRead(file, path: path, reason: systemMessage(code))
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            throw .cannotRead(file, path: path, reason: systemMessage(errno))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .cannotRead(file, path: path, reason: systemMessage(EISDIR))
        default: throw .cannotRead(file, path: path, reason: "Not a regular file")
        }
        if let problem = OwnershipCheck.problem(status) { throw .unsafe(path: path, reason: problem) }
        guard Int(status.st_size) <= maximumSize else {
            throw .cannotRead(file, path: path, reason: "File is larger than 16 MiB")
        }
        return try readAll(fd, path: path, file: file)
    }

    private static func readAll(_ fd: Int32, path: String, file: StoreFile)
        throws(AccountStoreError) -> [UInt8]
    {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(file, path: path, reason: systemMessage(errno))
            }
            if count == 0 { return result }
            result.append(contentsOf: chunk[0..<count])
            if result.count > maximumSize {
                throw .cannotRead(file, path: path, reason: "File is larger than 16 MiB")
            }
        }
    }
}
