import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A child process started with `posix_spawn` and reaped with `waitpid` (Foundation's
/// `Process.waitUntilExit` polls its run loop, which would blur start-up times).
struct ChildProcess {
    /// The child's process id.
    let pid: pid_t

    /// Starts `path` with `arguments` (not including argv[0]) and the given environment;
    /// standard output and error go to `/dev/null` unless `quiet` is false.
    static func spawn(
        _ path: String, _ arguments: [String], environment: [String: String], quiet: Bool = true
    )
        -> ChildProcess?
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if quiet {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, nil, argv, envp)
        return status == 0 ? ChildProcess(pid: pid) : nil
    }

    /// Starts `program`, found on `PATH`, with `arguments`; output to `/dev/null`.
    static func spawnSearchingPath(_ program: String, _ arguments: [String]) -> ChildProcess? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else { return nil }
        return spawn(path, arguments, environment: ProcessInfo.processInfo.environment)
    }

    /// Waits for the child to exit and returns its exit status (or 128 + signal).
    @discardableResult
    func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return Self.exitCode(status)
    }

    /// A `waitpid` status as a shell reports it: the exit status, or 128 + the signal.
    private static func exitCode(_ status: Int32) -> Int32 {
        status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// Waits at most `seconds` for the child to exit and returns its exit status (or 128 +
    /// signal); after that, kills it and returns nil.
    func wait(timeout seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while Date() < deadline {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { return Self.exitCode(status) }
            if reaped < 0, errno != EINTR { return nil }
            usleep(100_000)
        }
        signal(SIGKILL)
        wait()
        return nil
    }

    /// Sends a signal.
    func signal(_ number: Int32) {
        kill(pid, number)
    }

    /// Sends SIGTERM and reaps the child.
    func terminate() {
        signal(SIGTERM)
        wait()
    }
}
