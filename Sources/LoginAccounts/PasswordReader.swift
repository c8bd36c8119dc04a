import Glibc

/// Reads a password line from a file descriptor, with echo turned off on terminals.
enum PasswordReader {
    /// Why no password could be read.
    enum Failure: Error, Equatable {
        /// End of input before any byte.
        case noInput
        /// `read` failed.
        case readFailed(reason: String)
        /// The terminal's echo could not be turned off, so nothing was read.
        case terminalFailed(reason: String)
        /// A terminating signal arrived at the prompt; `withEchoDisabled` re-raises it after
        /// restoring the terminal.
        case interrupted(signal: Int32)

        var message: String {
            switch self {
            case .noInput: "No password was given on standard input."
            case .readFailed(let reason): "Cannot read the password: \(reason)"
            case .terminalFailed(let reason): "Cannot turn off echo on the terminal: \(reason)"
            case .interrupted(let signal): "Interrupted by signal \(signal)."
            }
        }
    }

    /// Runs `body` with the terminal on `fd` not echoing what is typed, and restores the
    /// previous settings afterwards, whether `body` returns or throws.
    ///
    /// ECHONL keeps the newline visible so the cursor moves on after Enter. TCSAFLUSH drops
    /// anything typed before the prompt appeared, which would otherwise have been echoed.
    ///
    /// As `readpassphrase(3)` does, the signals that end a program (`PromptSignals.caught`)
    /// are caught meanwhile: `body` reads with `readLine(_:signals:)`, whose wait for input
    /// ends when one arrives and throws `interrupted` (wiping the password buffers); once the
    /// terminal is restored the previous handlers come back and the signal is sent again, so
    /// Ctrl+C or SIGTERM still ends the program, with echo on.
    static func withEchoDisabled<Result>(
        _ fd: Int32, _ body: (PromptSignals) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var saved = termios()
        guard tcgetattr(fd, &saved) == 0 else { throw .terminalFailed(reason: systemMessage(errno)) }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ECHONL)
        let signals = PromptSignals.install()
        guard tcsetattr(fd, TCSAFLUSH, &quiet) == 0 else {
            let reason = systemMessage(errno)
            signals.restore()
            throw .terminalFailed(reason: reason)
        }
        let result: Result
        do {
            result = try body(signals)
        } catch {
            _ = tcsetattr(fd, TCSAFLUSH, &saved)
            signals.restore()
            throw error
        }
        _ = tcsetattr(fd, TCSAFLUSH, &saved)
        signals.restore()
        return result
    }

    /// Reads one line from `fd` and returns it without its final `\n` (a `\r` stays, and is
    /// then rejected as a control character rather than silently changing the password).
    ///
    /// At most `AccountRules.maximumPasswordBytes + 1` bytes are kept: enough to know the line
    /// is too long. Reads go through a wiped scratch buffer; on a pipe they may consume input
    /// after the line, which is fine because only the first line is used.
    ///
    /// With `signals` (at a prompt) each read first waits for input in a way a caught signal
    /// always interrupts, and then throws `interrupted`.
    static func readLine(_ fd: Int32, signals: PromptSignals? = nil) throws(Failure) -> SecretBytes {
        let capacity = AccountRules.maximumPasswordBytes + 1
        let line = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 1)
        defer {
            secureZero(line)
            secureZero(chunk)
            line.deallocate()
            chunk.deallocate()
        }
        var kept = 0
        var sawAnything = false
        reading: while true {
            if let signals, let signal = signals.waitUntilReadable(fd) { throw .interrupted(signal: signal) }
            let count = read(fd, chunk.baseAddress, chunk.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw .readFailed(reason: systemMessage(errno))
            }
            if count == 0 { break }
            sawAnything = true
            for byte in chunk[0..<count] {
                if byte == UInt8(ascii: "\n") { break reading }
                if kept < capacity {
                    line[kept] = byte
                    kept += 1
                }
            }
        }
        guard sawAnything else { throw .noInput }
        return SecretBytes(count: kept) {
            $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: line[0..<kept]))
        }
    }
}
