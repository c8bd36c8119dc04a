import Glibc

/// Reads a whole file with POSIX calls, so that errors keep their exact `errno`.
enum FileReader {
    /// Refuse to load files larger than this: a legitimate accounts or throttle file is tiny,
    /// and reading gigabytes into memory would hang the login window.
    static let maximumSize = 16 << 20

    /// The file's contents, or `nil` when it does not exist.
    ///
    /// Anything else that prevents reading (permission denied, a directory or FIFO in place
    /// of the file, an I/O error) throws `cannotRead` and changes nothing.
    static func contents(of path: String, file: StoreFile) throws(AccountStoreError) -> [UInt8]? {
        // O_NONBLOCK: opening a FIFO placed where the file should be must not hang.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw .cannotRead(file, path: path, reason: systemMessage(errno))
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
