import Foundation
import Glibc
import LoginAccounts
import Testing

/// Issue 17, point 7: Ctrl+C or SIGTERM at the `--add-user` password prompt restores the
/// terminal's echo, then ends the program with that signal, as `readpassphrase(3)` does.
/// A signal sent to the process may be taken by another thread than the prompt's (one that does
/// not block it), which the prompt's thread must still learn of: the helper's second thread
/// takes it in the `takenByAnotherThread` cases (without forwarding, the prompt waits forever).
/// One case at a time: two helpers spawned at once on two pseudo-terminals failed once in CI
/// (exit status 1, echo left off), which a single case has never done.
@Suite("Signals at the password prompt", .serialized)
struct PromptSignalTests {
    static func echoes(_ fd: Int32) -> Bool {
        var settings = termios()
        tcgetattr(fd, &settings)
        return settings.c_lflag & tcflag_t(ECHO) != 0
    }

    @Test(
        "echo is back on after the signal, and the signal still ends the program",
        arguments: [SIGINT, SIGTERM], [false, true])
    func echoRestored(signal: Int32, takenByAnotherThread: Bool) throws {
        try withTemporaryDirectory { directory in
            let terminal = try PseudoTerminal()
            defer { terminal.close() }
            #expect(Self.echoes(terminal.slave), "a fresh terminal echoes")
            let process = Process()
            process.executableURL = HelperProcess.url
            // A signal sent to the process may be taken by any thread that does not block it;
            // with `takenByAnotherThread` a second thread of the helper takes it itself once the
            // prompt waits (the process gets no signal from here).
            process.arguments = [
                takenByAnotherThread ? "add-user-with-thread" : "add-user", directory.path, "alice",
            ]
            if takenByAnotherThread {
                process.environment = ProcessInfo.processInfo.environment.merging(
                    ["ACCOUNTS_WRITER_THREAD_SIGNAL": String(signal)]) { $1 }
            }
            process.standardInput = FileHandle(fileDescriptor: terminal.slave, closeOnDealloc: false)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Wait for the prompt: echo goes off.
            let deadline = ContinuousClock.now + .seconds(20)
            while Self.echoes(terminal.slave), process.isRunning, ContinuousClock.now < deadline {
                usleep(1000)
            }
            try #require(!Self.echoes(terminal.slave), "the prompt turned echo off")
            let typed = Array("half-a-pass".utf8)
            #expect(write(terminal.master, typed, typed.count) == typed.count)
            if !takenByAnotherThread { #expect(kill(process.processIdentifier, signal) == 0) }
            // No further key press: the signal alone must end the wait for input.
            let patience = ContinuousClock.now + .seconds(20)
            while process.isRunning, ContinuousClock.now < patience { usleep(1000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal)
            #expect(process.terminationStatus == signal)
            #expect(Self.echoes(terminal.slave), "echo is restored")
            #expect(
                !FileManager.default.fileExists(atPath: directory.appendingPathComponent("accounts").path))
        }
    }
}
