import CGtk

#if canImport(Glibc)
    import Glibc
#endif

/// Drives the default GLib main context by hand, as `g_application_run` would.
@MainActor
enum GtkLoop {
    /// Dispatches everything that is ready now, without blocking.
    static func drain(limit: Int = 100_000) {
        var count = 0
        while count < limit, g_main_context_iteration(nil, 0) != 0 { count += 1 }
    }

    /// Iterates the main context until `condition` holds or `seconds` pass; returns whether it
    /// held. Sleeps 0.5 ms when nothing is ready, so it never spins.
    @discardableResult
    static func run(until condition: () -> Bool, timeout seconds: Double) -> Bool {
        let deadline = BenchClock.now() + UInt64(seconds * 1e9)
        while !condition() {
            if BenchClock.now() > deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 { usleep(500) }
        }
        return true
    }

    /// Lets the main loop run for `milliseconds`: pending frames (style, layout, paint) finish,
    /// so a timed batch does not pay for the previous one's invalidations.
    static func settle(milliseconds: Double) {
        let deadline = BenchClock.now() + UInt64(milliseconds * 1e6)
        _ = run(until: { BenchClock.now() > deadline }, timeout: milliseconds / 1000 + 1)
    }

    /// Runs `work` once, from a GLib timeout source (a real main-loop callback), after
    /// `milliseconds`.
    static func after(milliseconds: UInt32, _ work: @escaping @MainActor () -> Void) {
        let data = Unmanaged.passRetained(Job(work)).toOpaque()
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, runJob, data, releaseJob)
    }

    /// The retained context of one timeout, released by GLib's destroy notifier.
    private final class Job {
        let work: @MainActor () -> Void
        init(_ work: @escaping @MainActor () -> Void) { self.work = work }
    }

    private static let runJob: GSourceFunc = { data in
        guard let data else { return 0 }
        nonisolated(unsafe) let job = Unmanaged<Job>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { job.work() }
        return 0  // G_SOURCE_REMOVE: once.
    }

    private static let releaseJob: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<Job>.fromOpaque(data).release()
    }
}
