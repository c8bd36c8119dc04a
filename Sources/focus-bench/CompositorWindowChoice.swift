import CGtk

/// Chooses a window through the compositor on Wayland, as a user clicking it would.
///
/// A Wayland compositor raises an already mapped window only for an activation token from a
/// recent user event, which the benchmark has not got, so `gtk_window_present` alone leaves a
/// window of an earlier batch inactive there. Under sway (`scripts/with-display --wayland`
/// exports `SWAYSOCK`) the window is focused with `swaymsg '[title="^…$"] focus'`; titles are
/// plain text without regular-expression characters. On X11 the window manager activates a
/// presented window and nothing is needed.
@MainActor
enum CompositorWindowChoice {
    /// Whether the window is on a Wayland display and a sway IPC socket is known.
    static func isAvailable(for widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard g_getenv("SWAYSOCK") != nil, let display = gtk_widget_get_display(widget) else { return false }
        return focuskit_is_wayland_display(display) != 0
    }

    /// Asks sway to focus the window with this exact title; returns whether swaymsg succeeded.
    @discardableResult
    static func focus(windowTitled title: String) -> Bool {
        ExternalTool.run(["swaymsg", "[title=\"^\(title)$\"] focus"])
    }
}
