import CGtk

/// Runs a closure once from GLib's main loop at idle priority: the view layer's coalesced
/// re-render (many state changes in one main-loop turn cause one update), or work that must
/// not run inside the current call stack. Event driven: an idle source, never a timer. The
/// closure's box is owned by the source and released by GLib's destroy notifier.
@MainActor
public enum MainLoopIdle {
    /// The retained context of one idle source, released by GLib's destroy notifier.
    private final class Job {
        let work: @MainActor () -> Void
        init(_ work: @escaping @MainActor () -> Void) { self.work = work }
    }

    /// Runs `work` once, soon, from the default main context.
    public static func once(_ work: @escaping @MainActor () -> Void) {
        let data = Unmanaged.passRetained(Job(work)).toOpaque()
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, runJob, data, releaseJob)
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
