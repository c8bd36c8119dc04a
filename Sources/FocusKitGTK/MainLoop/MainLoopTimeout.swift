import CGtk

/// Runs a closure once after a delay, from GLib's main loop: a timeout source that owns the
/// closure's box, released by GLib's destroy notifier whether the source ran or was removed
/// first. What the closure captures lives exactly as long as the source.
@MainActor
package enum MainLoopTimeout {
    /// The retained context of one timeout source, released by GLib's destroy notifier.
    private final class Job {
        let work: @MainActor () -> Void
        init(_ work: @escaping @MainActor () -> Void) { self.work = work }
    }

    /// Runs `work` once, `milliseconds` from now, from the default main context. Returns the
    /// source's id, for `g_source_remove` (which releases `work` without running it).
    @discardableResult
    package static func once(afterMilliseconds milliseconds: UInt32, _ work: @escaping @MainActor () -> Void)
        -> guint
    {
        let data = Unmanaged.passRetained(Job(work)).toOpaque()
        return g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, runJob, data, releaseJob)
    }

    private static let runJob: GSourceFunc = { data in
        guard let data else { return 0 }
        let job = Unmanaged<Job>.fromOpaque(data).takeUnretainedValue()
        nonisolated(unsafe) let unsafeJob = job
        MainActor.assumeIsolated { unsafeJob.work() }
        return 0  // G_SOURCE_REMOVE: run once.
    }

    private static let releaseJob: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<Job>.fromOpaque(data).release()
    }
}
