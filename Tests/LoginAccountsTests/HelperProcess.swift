import Foundation
import Glibc
import Testing

/// Runs the `accounts-writer` helper executable in a separate process, optionally as an
/// unprivileged user.
enum HelperProcess {
    /// The helper, built next to the test bundle by `swift build` / `swift test`.
    static var url: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("accounts-writer")
    }

    /// The user that `runUnprivileged` runs as when the tests run as root.
    static let unprivilegedUser = "nobody"
    /// That user's group.
    static let unprivilegedGroup = "nogroup"

    /// The uid and gid of `unprivilegedUser`, for chown.
    static func unprivilegedIDs() throws -> (uid_t, gid_t) {
        let entry = try #require(getpwnam(unprivilegedUser), "the user \(unprivilegedUser) must exist")
        return (entry.pointee.pw_uid, entry.pointee.pw_gid)
    }

    /// Runs the helper with `arguments` and `input` on standard input as an unprivileged user:
    /// as root through `setpriv` as `nobody` (from a copy in a world-readable directory, since
    /// the build directory may be under a home `nobody` cannot enter), otherwise as the
    /// current user, who is unprivileged already.
    static func runUnprivileged(_ arguments: [String], input: String = "") throws -> (
        status: Int32, output: String, errors: String
    ) {
        guard geteuid() == 0 else { return try run(url.path, arguments, input: input) }
        let setpriv = "/usr/bin/setpriv"
        try #require(
            FileManager.default.isExecutableFile(atPath: setpriv),
            "setpriv (util-linux) is needed to run these tests as an unprivileged user when the suite runs as root"
        )
        let copyDirectory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: copyDirectory) }
        chmod(copyDirectory.path, 0o755)
        let copy = copyDirectory.appendingPathComponent("accounts-writer").path
        try FileManager.default.copyItem(atPath: url.path, toPath: copy)
        chmod(copy, 0o755)
        return try run(
            setpriv,
            [
                "--reuid=\(unprivilegedUser)", "--regid=\(unprivilegedGroup)", "--clear-groups", "--", copy,
            ] + arguments, input: input)
    }

    /// Runs `executable` and collects its exit status and output.
    static func run(_ executable: String, _ arguments: [String], input: String) throws -> (
        status: Int32, output: String, errors: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: output, as: UTF8.self),
            String(decoding: errors, as: UTF8.self)
        )
    }
}
