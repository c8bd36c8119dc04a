import CGtk

/// Whether the display server shows a window yet, as a user would see it.
///
/// On Wayland a toplevel exists for the compositor only once the client has committed a
/// buffer for it: GTK's `gtk_widget_get_mapped` (and GDK's surface mapped state, set at the
/// compositor's first configure) say nothing about that. The compositor maps the toplevel at
/// that commit, gives it keyboard focus by its policy for new windows (sway: a new window on
/// the focused workspace is focused) and sends the frame callback once it has drawn it. GDK
/// marks a frame's timings complete when that callback arrives (`frame_callback` in
/// `gdk/wayland/gdksurface-wayland.c`), so a complete frame drawn after a present means the
/// compositor shows the window. On X11 the window manager maps the window itself; there the
/// surface's mapped state is the answer.
@MainActor
public enum WindowPresentation {
    /// The window's frame counter now: -1 before its first frame (or when it has no frame
    /// clock, not realized). Take it before `gtk_window_present` and pass it to
    /// ``isShown(_:since:)``.
    public static func frameCounter(of window: UnsafeMutablePointer<GtkWindow>) -> gint64 {
        let widget = focuskit_as_widget(UnsafeMutableRawPointer(window))
        guard let clock = gtk_widget_get_frame_clock(widget) else { return -1 }
        return gdk_frame_clock_get_frame_counter(clock)
    }

    /// Whether the display server shows the window: on Wayland, the compositor has presented a
    /// frame of it drawn after frame `since`; on X11, its surface is mapped.
    public static func isShown(_ window: UnsafeMutablePointer<GtkWindow>, since frame: gint64) -> Bool {
        let widget = focuskit_as_widget(UnsafeMutableRawPointer(window))
        guard gtk_widget_get_mapped(widget) != 0, let surface = gtk_native_get_surface(OpaquePointer(window)),
            gdk_surface_get_mapped(surface) != 0
        else { return false }
        guard DisplayServer.current == .wayland else { return true }
        guard let clock = gtk_widget_get_frame_clock(widget) else { return false }
        let last = gdk_frame_clock_get_frame_counter(clock)
        var counter = max(frame + 1, gdk_frame_clock_get_history_start(clock))
        while counter <= last {
            if let timings = gdk_frame_clock_get_timings(clock, counter),
                gdk_frame_timings_get_complete(timings) != 0
            {
                return true
            }
            counter += 1
        }
        return false
    }

    /// Iterates the main context until the display server shows the window (see
    /// ``isShown(_:since:)``) or `timeout` seconds have passed; returns whether it does.
    @discardableResult
    public static func waitUntilShown(
        _ window: UnsafeMutablePointer<GtkWindow>, since frame: gint64, timeout: Double = 5
    ) -> Bool {
        MainContextPump.run(timeout: timeout) { isShown(window, since: frame) }
    }
}
