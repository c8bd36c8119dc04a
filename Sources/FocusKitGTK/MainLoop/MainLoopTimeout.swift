import CGtk

/// Runs a closure once after a delay, from GLib's main loop: a timeout source that owns the
/// closure (`MainLoopJob`), released by GLib's destroy notifier whether the source ran or was
/// removed first. What the closure captures lives exactly as long as the source.
@MainActor
package enum MainLoopTimeout {
    /// Runs `work` once, `milliseconds` from now, from the default main context. Returns the
    /// source's id, for `g_source_remove` (which releases `work` without running it).
    @discardableResult
    package static func once(afterMilliseconds milliseconds: UInt32, _ work: @escaping @MainActor () -> Void)
        -> guint
    {
        g_timeout_add_full(
            G_PRIORITY_DEFAULT, milliseconds, MainLoopJob.run, MainLoopJob.retained(work), MainLoopJob.release
        )
    }

    /// Runs `work` every `seconds` seconds (GLib's second-granular timeout, which wakes the
    /// process once for every source of the same second) until the returned source is removed
    /// with `g_source_remove`, which releases `work`.
    package static func repeating(everySeconds seconds: UInt32, _ work: @escaping @MainActor () -> Void)
        -> guint
    {
        g_timeout_add_seconds_full(
            G_PRIORITY_DEFAULT, seconds, MainLoopJob.runRepeating, MainLoopJob.retained(work),
            MainLoopJob.release)
    }
}
