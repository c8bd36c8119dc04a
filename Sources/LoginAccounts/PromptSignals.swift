import Glibc
import Synchronization

/// The signal handlers in force while a password is typed without echo, as in
/// `readpassphrase(3)`: the signals that end a program by default (SIGINT, SIGTERM, SIGHUP,
/// SIGQUIT, SIGALRM, SIGPIPE) are noted instead of acting at once, so the terminal can be
/// restored first; then the signal is sent again with the previous handler back in place.
/// (Job-control stops are left alone: the shell restores the terminal of a stopped job.)
///
/// Unlike readpassphrase, no signal can slip in between checking for one and starting to read:
/// the signals stay blocked except inside `pselect`, which unblocks them atomically while it
/// waits for input, so a signal always interrupts the wait. A signal sent to the process that
/// another thread takes (one that does not block it) is sent on to the prompt's thread.
struct PromptSignals {
    /// The signals caught at the prompt.
    static let caught: [Int32] = [SIGALRM, SIGHUP, SIGINT, SIGPIPE, SIGQUIT, SIGTERM]

    /// The last signal noted by the handler, 0 for none. A lock-free atomic, so the handler
    /// may write it.
    private static let received = Atomic<Int32>(0)

    /// The thread waiting at the prompt (`pthread_t`, an integer on Linux), 0 when none.
    private static let promptThread = Atomic<UInt>(0)

    /// The signal that arrived since `install`, if any.
    static var pending: Int32? {
        let signal = received.load(ordering: .sequentiallyConsistent)
        return signal == 0 ? nil : signal
    }

    /// The handlers that were in place before `install`, by signal.
    private var previous: [(Int32, sigaction)] = []
    /// The calling thread's signal mask before `install`.
    private var previousMask = sigset_t()
    /// `previousMask` without the caught signals: the mask while waiting for input.
    private var waitingMask = sigset_t()

    /// Installs the noting handler for every signal in `caught` and blocks those signals on
    /// the calling thread outside `waitUntilReadable`.
    static func install() -> PromptSignals {
        received.store(0, ordering: .sequentiallyConsistent)
        var installed = PromptSignals()
        var action = sigaction()
        promptThread.store(UInt(pthread_self()), ordering: .sequentiallyConsistent)
        action.__sigaction_handler.sa_handler = { signal in
            PromptSignals.received.store(signal, ordering: .sequentiallyConsistent)
            // A signal sent to the process goes to any thread that does not block it, and
            // only the prompt's thread blocks these: when another thread took it, send it on
            // to the prompt's thread, where it stays pending until `pselect` unblocks it and
            // so ends the wait (pthread_self and pthread_kill are async-signal-safe).
            let prompt = PromptSignals.promptThread.load(ordering: .sequentiallyConsistent)
            if prompt != 0, UInt(pthread_self()) != prompt { _ = pthread_kill(pthread_t(prompt), signal) }
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var caughtSet = sigset_t()
        sigemptyset(&caughtSet)
        for signal in caught {
            var old = sigaction()
            if sigaction(signal, &action, &old) == 0 { installed.previous.append((signal, old)) }
            sigaddset(&caughtSet, signal)
        }
        pthread_sigmask(SIG_BLOCK, &caughtSet, &installed.previousMask)
        // A parent may have started us with these signals blocked (they stay blocked across
        // exec); Ctrl+C must still work at the prompt, so the wait unblocks them regardless.
        installed.waitingMask = installed.previousMask
        for signal in caught { sigdelset(&installed.waitingMask, signal) }
        return installed
    }

    /// Waits until `fd` has input, with the caught signals unblocked only during the wait.
    /// Returns the signal that arrived, or `nil` when `fd` is readable (or cannot be waited
    /// for, in which case the following `read` reports the problem).
    func waitUntilReadable(_ fd: Int32) -> Int32? {
        while true {
            if let signal = Self.pending { return signal }
            #if _endian(little)
                guard fd >= 0, fd < FD_SETSIZE else { return nil }
                var readable = fd_set()
                // FD_SET is a macro Swift cannot import: bit `fd` of an array of longs, which on
                // a little-endian machine is bit fd % 8 of byte fd / 8.
                withUnsafeMutableBytes(of: &readable) { $0[Int(fd) / 8] |= UInt8(1) << (fd % 8) }
                var mask = waitingMask
                let result = pselect(fd + 1, &readable, nil, nil, nil, &mask)
                if result > 0 || errno != EINTR { return Self.pending }
            #else
                return nil
            #endif
        }
    }

    /// Puts the previous handlers back and, when a signal was noted, sends it again with the
    /// previous handler in place (with the default handler this ends the process as if the
    /// signal had come a moment later); then restores the previous signal mask.
    func restore() {
        Self.promptThread.store(0, ordering: .sequentiallyConsistent)
        // A signal another thread took and sent on may still be pending on this thread, where
        // the caught signals are blocked here: take it now, while the noting handler is still
        // in place, so that the previous handler gets each signal once (the raise below).
        var caughtSet = sigset_t()
        sigemptyset(&caughtSet)
        for signal in Self.caught { sigaddset(&caughtSet, signal) }
        var noWait = timespec(tv_sec: 0, tv_nsec: 0)
        while true {
            let taken = sigtimedwait(&caughtSet, nil, &noWait)
            guard taken > 0 else { break }
            if Self.pending == nil { Self.received.store(taken, ordering: .sequentiallyConsistent) }
        }
        for (signal, old) in previous {
            var old = old
            _ = sigaction(signal, &old, nil)
        }
        if let signal = Self.pending {
            Self.received.store(0, ordering: .sequentiallyConsistent)
            var unblocked = waitingMask
            pthread_sigmask(SIG_SETMASK, &unblocked, nil)
            // raise: delivered to this thread, which has the signal unblocked, before it returns.
            _ = raise(signal)
        }
        var mask = previousMask
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }
}
