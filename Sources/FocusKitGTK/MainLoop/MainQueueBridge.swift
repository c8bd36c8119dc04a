import CGtk
import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Lets the GLib main loop drain libdispatch's main queue.
///
/// Implements the contract's first "Swift on Linux facts" item: GTK's main loop does not drain
/// the Dispatch main queue, so `Task { @MainActor in }`, `DispatchQueue.main.async` and
/// `await MainActor.run` never run while `g_application_run` (or a manual
/// `g_main_context_iteration` loop) owns the main thread. libdispatch signals pending main-queue
/// work by writing to an eventfd (`_dispatch_get_main_queue_handle_4CF()`); this bridge watches
/// that fd from the default GLib main context and, when it becomes readable, resets the eventfd
/// counter and drains the queue with `_dispatch_main_queue_callback_4CF`. It is event driven:
/// no timer, no polling, no idle source.
///
/// Do not combine with `dispatchMain()` or an `async` `main`: those park the main thread in
/// libdispatch, and the drain callback then crashes ("called after dispatch_main()").
@MainActor
public enum MainQueueBridge {
    /// The GLib source id of the fd watch; 0 until installed.
    private static var sourceID: guint = 0

    /// Whether ``install()`` has attached the watch to the default main context.
    public static var isInstalled: Bool { sourceID != 0 }

    /// Attaches the main-queue watch to the global default GLib main context.
    ///
    /// Call it on the main thread before `g_application_run` (or before iterating the default
    /// main context by hand). `@MainActor` makes that a compile-time requirement; from
    /// nonisolated code already on the main thread use `MainActor.assumeIsolated`, which traps
    /// if the caller is on any other thread. A dispatch precondition re-checks it at run time
    /// because libdispatch only lets the main thread drain its main queue.
    ///
    /// Idempotent: later calls do nothing. Work enqueued on the main queue before installation
    /// is not lost: libdispatch has already bumped the eventfd counter, so the watch fires on
    /// the first main-context iteration after installation.
    public static func install() {
        guard sourceID == 0 else { return }
        dispatchPrecondition(condition: .onQueue(.main))
        let fd = _dispatch_get_main_queue_handle_4CF()
        precondition(fd >= 0, "libdispatch returned no main-queue eventfd")
        // g_unix_fd_add attaches to the global default main context, which is the context that
        // g_application_run and GTK's own event processing iterate. Default priority keeps
        // queued Swift work on par with ordinary GLib events: input and redraws are not starved,
        // and neither is the queue.
        sourceID = g_unix_fd_add_full(
            G_PRIORITY_DEFAULT, fd, G_IO_IN, mainQueueReadable, nil, nil)
        g_source_set_name_by_id(sourceID, "FocusKit: Dispatch main queue")
    }
}

/// GLib fd-watch callback (`GUnixFDSourceFunc`: `gboolean (*)(gint, GIOCondition, gpointer)`).
///
/// Reads the 8-byte eventfd counter first, then drains. That order matters: anything enqueued
/// while the drain runs writes the eventfd again, so the watch fires once more instead of the
/// wake-up being swallowed. The eventfd is non-blocking, so a spurious wake-up just reads
/// EAGAIN. If libdispatch leaves work behind (it drains in bounded batches) it re-signals the
/// eventfd itself.
private func mainQueueReadable(
    _ fd: gint, _ condition: GIOCondition, _ userData: gpointer?
) -> gboolean {
    var counter: UInt64 = 0
    _ = withUnsafeMutableBytes(of: &counter) { read(fd, $0.baseAddress, $0.count) }
    _dispatch_main_queue_callback_4CF(nil)
    // G_SOURCE_CONTINUE (TRUE) is a macro Swift does not import: keep the watch installed.
    return 1
}

extension MainQueueBridge {
    /// Detaches the watch again. Test-only: lets a negative-control test show that without the
    /// bridge the main context does not run main-queue work. Pending work is kept by
    /// libdispatch and runs after the next ``install()``.
    static func uninstall() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
    }
}
