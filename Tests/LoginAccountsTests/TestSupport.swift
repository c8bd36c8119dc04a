import Foundation
import Glibc
import LoginAccounts
import Synchronization
import Testing

/// A fresh private (0700) directory under /tmp; the caller removes it.
func makeTemporaryDirectory() throws -> URL {
    var template = Array("/tmp/login-accounts-test-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    return URL(fileURLWithPath: String(cString: made), isDirectory: true)
}

/// Runs `body` with a fresh temporary directory and removes it afterwards.
func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let url = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}

/// `withTemporaryDirectory` for async bodies.
func withTemporaryDirectoryAsync(_ body: (URL) async throws -> Void) async throws {
    let url = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: url) }
    try await body(url)
}

/// A clock the test moves by hand.
final class TestClock: Sendable {
    private let current: Mutex<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = Mutex(start)
    }

    func now() -> Date { current.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 += seconds }
    }
}

/// The permission bits of the file at `path`.
func permissions(_ path: String) -> mode_t {
    var status = stat()
    #expect(stat(path, &status) == 0, "stat \(path)")
    return status.st_mode & 0o7777
}

/// Collects what a command writes to an output sink.
final class OutputCollector {
    private(set) var text = ""

    func append(_ string: String) { text += string }
}

/// A store in `directory` that hashes at the lowest cost, to keep the suite fast.
func makeStore(
    _ directory: URL, clock: TestClock = TestClock(),
    warningSink: (@Sendable (StoreWarning) -> Void)? = nil
) -> AccountStore {
    AccountStore(
        directory: directory, hasher: PasswordHasher(cost: 1), clock: { clock.now() },
        warningSink: warningSink)
}

/// Writes `bytes` to a new file at `path`.
func writeFile(_ path: String, _ bytes: [UInt8]) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
}

/// The contents of the file at `path`.
func readFile(_ path: String) throws -> [UInt8] {
    try Array(Data(contentsOf: URL(fileURLWithPath: path)))
}

/// A pipe whose read end holds `bytes` followed by end of file.
func pipeContaining(_ bytes: [UInt8]) -> Int32 {
    var fds: [Int32] = [0, 0]
    precondition(pipe(&fds) == 0)
    precondition(bytes.count <= 60_000, "would block: the pipe buffer is 64 KiB")
    let written = bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
    precondition(written == bytes.count)
    close(fds[1])
    return fds[0]
}

/// A value shared between threads (a `Mutex` cannot be captured by escaping closures).
final class LockedValue<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: Value) { mutex = Mutex(value) }

    var value: Value { mutex.withLock { $0 } }

    func update(_ change: (inout Value) -> Void) {
        mutex.withLock { change(&$0) }
    }
}

/// A test argument shown in test output by its label, because its value may be huge (a
/// megabyte) or unprintable.
struct Sample<Value: Sendable>: Sendable, CustomTestStringConvertible {
    let label: String
    let value: Value

    init(_ label: String, _ value: Value) {
        self.label = label
        self.value = value
    }

    var testDescription: String { label }
}
