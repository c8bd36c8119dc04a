import CGtk

/// Drives the default GLib main context in tests, the way `g_application_run` would.
///
/// Blocking iterations (`may_block` TRUE) sleep in `poll` until a source is ready, so waiting
/// costs no CPU and needs no sleeps; a one-shot GLib timeout source bounds the wait, so a
/// condition that never becomes true cannot hang the test run.
@MainActor
public enum MainContextPump {
    /// Iterates the default main context until `condition` holds or `timeout` seconds passed.
    /// - Returns: Whether the condition held.
    @discardableResult
    public static func run(timeout: Double = 2, until condition: () -> Bool) -> Bool {
        if condition() {
            return true
        }
        let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
        // The timeout source only exists to wake a blocked iteration at the deadline.
        let wakeUp = g_timeout_source_new(guint(max(1, (timeout * 1000).rounded(.up))))
        g_source_set_callback(wakeUp, wakeUpOnce, nil, nil)
        g_source_attach(wakeUp, nil)
        defer {
            g_source_destroy(wakeUp)
            g_source_unref(wakeUp)
        }
        while !condition() {
            if g_get_monotonic_time() >= deadline {
                return condition()
            }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// Dispatches everything that is ready right now without blocking.
    public static func drainPending() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }
}

/// `GSourceFunc` for the deadline source: firing is all it needs to do.
private func wakeUpOnce(_ userData: gpointer?) -> gboolean {
    0  // G_SOURCE_REMOVE
}
