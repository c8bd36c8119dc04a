import CGtk

/// Runs a closure once from GLib's main loop at idle priority: the view layer's coalesced
/// re-render (many state changes in one main-loop turn cause one update), or work that must
/// not run inside the current call stack. Event driven: an idle source, never a timer. The
/// closure's box is owned by the source and released by GLib's destroy notifier.
@MainActor
public enum MainLoopIdle {
    /// Runs `work` once, soon, from the default main context.
    public static func once(_ work: @escaping @MainActor () -> Void) {
        once(priority: G_PRIORITY_DEFAULT_IDLE, work)
    }

    /// Runs `work` once from the default main context, when no source of a higher priority
    /// (a lower number) is ready. At ``afterEventsPriority`` that is after GDK has dispatched
    /// every event that has arrived (`GDK_PRIORITY_EVENTS`) and before it lays out and draws
    /// (`GTK_PRIORITY_RESIZE`, `GDK_PRIORITY_REDRAW`).
    public static func once(priority: Int32, _ work: @escaping @MainActor () -> Void) {
        g_idle_add_full(priority, MainLoopJob.run, MainLoopJob.retained(work), MainLoopJob.release)
    }

    /// Just above GDK's event dispatch (`GDK_PRIORITY_EVENTS`, which is `G_PRIORITY_DEFAULT`, 0):
    /// GLib dispatches a ready source of this priority before the next queued event. GDK
    /// dispatches one event per main-loop iteration (`gdk_event_source_dispatch`), so work
    /// scheduled while an event is handled (the view layer's re-render, the commands'
    /// re-evaluation) is done before the next event already queued is handled: a key typed
    /// right after another sees what the first one changed.
    public static let beforeNextEventPriority: Int32 = G_PRIORITY_DEFAULT - 1

    /// `G_PRIORITY_HIGH_IDLE` (100): below GDK's event dispatch (`GDK_PRIORITY_EVENTS`, 0),
    /// above GTK's resize (110) and GDK's redraw (120). GDK's event source stays ready while
    /// events are queued, so an idle at this priority runs at the end of the current burst.
    public static let afterEventsPriority: Int32 = G_PRIORITY_HIGH_IDLE
}
