import CGtk

/// X11: waits until the window manager has handled every request made so far and GDK has
/// answered everything the window manager sent meanwhile, so that no focus change made before
/// is still on its way.
///
/// Why a test needs it: a window manager that focuses a window with `XSetInputFocus` also sends
/// it `WM_TAKE_FOCUS` (ICCCM), with the same timestamp, and GDK answers that message, whenever it
/// dispatches it, with an `XSetInputFocus` of its own (`_gdk_wm_protocols_filter`,
/// `gdk/x11/gdkdisplay-x11.c`). openbox focuses every new window when it manages it and again
/// for GTK's own activation request (`gtk_window_present` of a hidden window asks for one), at
/// the time of the last event it read (`client_focus`, `openbox/client.c`). With two windows
/// shown one after the other, the first window's `WM_TAKE_FOCUS`, answered late, takes focus
/// back after openbox has focused the second (the X server accepts a focus request whose time
/// equals the last change's), and the second's takes it back again. Measured under load with
/// openbox's `--debug-focus` log: focus went first, second, first, second, and the third change
/// came from no request of openbox's. A test that saw the second window active in the middle
/// saw it deactivated a moment later.
///
/// The round trip: a `_NET_REQUEST_FRAME_EXTENTS` message for a window of this process that is
/// never shown, which openbox answers by setting that window's `_NET_FRAME_EXTENTS`
/// (`openbox/event.c`); nothing else touches that window, so its `PropertyNotify` is the
/// answer. openbox reads its events in order, so it has handled every request made before, and
/// everything it sent before, `WM_TAKE_FOCUS` included, reached this process first (the X server
/// delivers a client's events in order). GDK reads and answers those as it dispatches; a round
/// trip to the X server then has it handle GDK's answers, and draining the main context brings
/// in the focus events they caused.
@MainActor
public enum X11WindowManager {
    /// A toplevel surface that is never shown, the subject of the round trip's request: a bare
    /// `GdkSurface`, not a `GtkWindow`, so that it is not one of GTK's toplevels. Kept, with its
    /// reference, for the life of the process.
    private static var marker: OpaquePointer?

    /// Waits (bounded by `timeout` seconds) for the round trip described above; returns whether
    /// the window manager answered. Only on an X11 display.
    @discardableResult
    public static func roundTrip(timeout: Double = 5) -> Bool {
        guard let display = gdk_display_get_default(), DisplayServer.current == .x11 else { return false }
        guard let surface = markerSurface(on: display) else { return false }
        let xid = gdk_x11_surface_get_xid(surface)
        let extents = gdk_x11_get_xatom_by_name_for_display(display, "_NET_FRAME_EXTENTS")
        let watch = PropertyWatch(window: xid, atom: extents)
        let box = Unmanaged.passRetained(watch).toOpaque()
        let handler = g_signal_connect_data(
            UnsafeMutableRawPointer(display), "xevent",
            unsafeBitCast(PropertyWatch.xevent, to: GCallback.self), box, PropertyWatch.release,
            GConnectFlags(rawValue: 0))
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(display), handler) }

        // Every request of this process handled by the X server first, so that the window
        // manager received all of them before this message.
        gdk_display_sync(display)
        let xdisplay = gdk_x11_display_get_xdisplay(display)
        var event = [UInt8](repeating: 0, count: 192)  // sizeof (XEvent)
        event.withUnsafeMutableBytes { bytes in
            // XClientMessageEvent (LP64): type, window, message_type, format.
            bytes.storeBytes(of: Int32(33), toByteOffset: 0, as: Int32.self)  // ClientMessage
            bytes.storeBytes(of: xid, toByteOffset: 32, as: UInt.self)
            bytes.storeBytes(
                of: gdk_x11_get_xatom_by_name_for_display(display, "_NET_REQUEST_FRAME_EXTENTS"),
                toByteOffset: 40, as: UInt.self)
            bytes.storeBytes(of: Int32(32), toByteOffset: 48, as: Int32.self)
            // SubstructureRedirectMask | SubstructureNotifyMask: to the window manager.
            _ = XSendEvent(xdisplay, XDefaultRootWindow(xdisplay), 0, 0x18_0000, bytes.baseAddress!)
        }
        gdk_display_flush(display)
        let answered = MainContextPump.run(timeout: timeout) { watch.answered }
        gdk_display_sync(display)
        MainContextPump.drainPending()
        return answered
    }

    private static func markerSurface(on display: OpaquePointer) -> OpaquePointer? {
        if marker == nil { marker = gdk_surface_new_toplevel(display) }
        return marker
    }
}

/// Looks, in every X event GDK reads (`GdkX11Display::xevent`, before GDK handles it), for a
/// `PropertyNotify` of one property of one window. Owned by its signal connection: released by
/// GLib's destroy notifier when the handler is disconnected.
private final class PropertyWatch {
    let window: UInt
    let atom: UInt
    nonisolated(unsafe) var answered = false

    init(window: UInt, atom: UInt) {
        self.window = window
        self.atom = atom
    }

    /// Whether `event` (an `XEvent *`) is that notification. `XPropertyEvent` on LP64 Linux
    /// (`<X11/Xlib.h>`): `int type` at 0, `Window window` at 32, `Atom atom` at 40;
    /// `PropertyNotify` is 28.
    func matches(_ event: UnsafeRawPointer) -> Bool {
        event.load(as: Int32.self) == 28 && event.load(fromByteOffset: 32, as: UInt.self) == window
            && event.load(fromByteOffset: 40, as: UInt.self) == atom
    }

    /// `gboolean (*)(GdkX11Display *, gpointer xevent, gpointer data)`: never stops GDK's own
    /// handling of the event.
    static let xevent: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { _, event, data in
        guard let event, let data else { return 0 }
        let watch = Unmanaged<PropertyWatch>.fromOpaque(data).takeUnretainedValue()
        if watch.matches(UnsafeRawPointer(event)) { watch.answered = true }
        return 0
    }

    static let release: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<PropertyWatch>.fromOpaque(data).release()
    }
}
