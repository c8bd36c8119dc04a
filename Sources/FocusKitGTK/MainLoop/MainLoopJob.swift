import CGtk

/// A closure run once by a GLib source (an idle or a timeout): the source owns the job's
/// retained box and GLib's destroy notifier releases it, whether the source ran or was removed
/// first. Shared by ``MainLoopIdle`` and ``MainLoopTimeout``.
@MainActor
final class MainLoopJob {
    let work: @MainActor () -> Void
    private init(_ work: @escaping @MainActor () -> Void) { self.work = work }

    /// A retained box for `work`, to pass as the source's data with ``run`` and ``release``.
    static func retained(_ work: @escaping @MainActor () -> Void) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(MainLoopJob(work)).toOpaque()
    }

    /// The source function: runs the job once (`G_SOURCE_REMOVE`).
    static let run: GSourceFunc = { data in
        guard let data else { return 0 }
        let job = Unmanaged<MainLoopJob>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { job.work() }
        return 0  // G_SOURCE_REMOVE: run once.
    }

    /// The source function of a repeating source: runs the job and keeps the source
    /// (`G_SOURCE_CONTINUE`) until it is removed.
    static let runRepeating: GSourceFunc = { data in
        guard let data else { return 0 }
        let job = Unmanaged<MainLoopJob>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { job.work() }
        return 1  // G_SOURCE_CONTINUE.
    }

    /// The source's destroy notifier: releases the box.
    static let release: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<MainLoopJob>.fromOpaque(data).release()
    }
}
