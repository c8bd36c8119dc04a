import CGtk

/// Runs a closure once from a GLib idle source of the default main context: a plain GLib
/// callback, entered from `g_main_context_iteration` with no Swift concurrency involved.
@MainActor
enum GLibIdle {
    /// Schedules `body`; it runs during a later main-context iteration.
    static func once(_ body: @escaping @MainActor () -> Void) {
        let box = IdleBox(body)
        // The retained box is released by GLib's GDestroyNotify when the source is removed.
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, runIdle, Unmanaged.passRetained(box).toOpaque(), releaseIdle)
    }
}

private final class IdleBox: Sendable {
    let body: @MainActor () -> Void

    init(_ body: @escaping @MainActor () -> Void) {
        self.body = body
    }
}

/// `GSourceFunc`.
private func runIdle(_ userData: gpointer?) -> gboolean {
    guard let userData else { return 0 }
    let box = Unmanaged<IdleBox>.fromOpaque(userData).takeUnretainedValue()
    MainActor.assumeIsolated { box.body() }
    return 0  // G_SOURCE_REMOVE
}

/// `GDestroyNotify`.
private func releaseIdle(_ userData: gpointer?) {
    guard let userData else { return }
    Unmanaged<IdleBox>.fromOpaque(userData).release()
}
