/// Counts deinitialisations, to observe exactly when a signal or weak-reference box (and the
/// closure that captured a tracker) is released.
@MainActor
final class LifetimeCounter {
    private(set) var released = 0

    fileprivate func didRelease() {
        released += 1
    }
}

/// An object captured by a handler closure; its deinit reports to the counter. It dies exactly
/// when the closure does, i.e. when GLib releases the box that holds the closure.
final class LifetimeTracker: Sendable {
    private let counter: LifetimeCounter

    @MainActor
    init(_ counter: LifetimeCounter) {
        self.counter = counter
    }

    deinit {
        let counter = counter
        MainActor.assumeIsolated { counter.didRelease() }
    }

    /// A no-op the closure calls so the capture is not optimised away.
    func touch() {}
}
