import Glibc
import Synchronization

/// The signal handlers in force while a password is typed without echo, as in
/// `readpassphrase(3)`: the signals that end a program by default (SIGINT, SIGTERM, SIGHUP,
/// SIGQUIT, SIGALRM, SIGPIPE) are noted instead of acting at once, so the terminal can be
/// restored first; then the signal is sent again with the previous handler back in place.
/// (Job-control stops are left alone: the shell restores the terminal of a stopped job.)
///
/// The handlers are installed without `SA_RESTART`, so a blocked `read` returns `EINTR` and
/// `PasswordReader` sees `pending`.
struct PromptSignals {
    /// The signals caught at the prompt.
    static let caught: [Int32] = [SIGALRM, SIGHUP, SIGINT, SIGPIPE, SIGQUIT, SIGTERM]

    /// The last signal noted by the handler, 0 for none. A lock-free atomic, so the handler
    /// may write it.
    private static let received = Atomic<Int32>(0)

    /// The signal that arrived since `install`, if any.
    static var pending: Int32? {
        let signal = received.load(ordering: .sequentiallyConsistent)
        return signal == 0 ? nil : signal
    }

    /// The handlers that were in place before `install`, by signal.
    private var previous: [(Int32, sigaction)] = []

    /// Installs the noting handler for every signal in `caught`.
    static func install() -> PromptSignals {
        received.store(0, ordering: .sequentiallyConsistent)
        var installed = PromptSignals()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            PromptSignals.received.store(signal, ordering: .sequentiallyConsistent)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        for signal in caught {
            var old = sigaction()
            if sigaction(signal, &action, &old) == 0 { installed.previous.append((signal, old)) }
        }
        return installed
    }

    /// Puts the previous handlers back.
    func restore() {
        for (signal, old) in previous {
            var old = old
            _ = sigaction(signal, &old, nil)
        }
    }

    /// Sends the noted signal again, now that the previous handler is back; with the default
    /// handler this ends (or stops) the process as if the signal had come a moment later.
    func reraiseCaught() {
        guard let signal = Self.pending else { return }
        Self.received.store(0, ordering: .sequentiallyConsistent)
        _ = kill(getpid(), signal)
    }
}
