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
    /// The calling thread's signal mask before `install`.
    private var previousMask = sigset_t()

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
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in caught {
            var old = sigaction()
            if sigaction(signal, &action, &old) == 0 { installed.previous.append((signal, old)) }
            sigaddset(&unblock, signal)
        }
        // A parent may have started us with these signals blocked (they stay blocked across
        // exec); Ctrl+C must still work at the prompt.
        pthread_sigmask(SIG_UNBLOCK, &unblock, &installed.previousMask)
        return installed
    }

    /// Puts the previous handlers back and, when a signal was noted, sends it again with the
    /// previous handler in place (with the default handler this ends the process as if the
    /// signal had come a moment later); then restores the previous signal mask.
    func restore() {
        for (signal, old) in previous {
            var old = old
            _ = sigaction(signal, &old, nil)
        }
        if let signal = Self.pending {
            Self.received.store(0, ordering: .sequentiallyConsistent)
            // raise: delivered to this thread, which has the signal unblocked, before it returns.
            _ = raise(signal)
        }
        var mask = previousMask
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }
}
