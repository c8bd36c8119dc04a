import CGtk

/// The display server GTK is connected to, and the one a test run asked for.
///
/// `scripts/with-display` exports `FOCUSKIT_DISPLAY_SERVER=x11` (Xvfb) or `wayland` (a headless
/// compositor) together with a matching `GDK_BACKEND`; ``requireDisplay(file:line:)`` fails a
/// test whose GTK display is not the one asked for, so a Wayland run can never pass on X11.
public enum DisplayServer: String, Sendable {
    /// An X server (Xvfb with a window manager).
    case x11
    /// A Wayland compositor (headless sway).
    case wayland

    /// The display server the run asked for (`FOCUSKIT_DISPLAY_SERVER`), if any.
    public static var requested: DisplayServer? {
        guard let value = g_getenv("FOCUSKIT_DISPLAY_SERVER") else { return nil }
        return DisplayServer(rawValue: String(cString: value))
    }

    /// The display server of GTK's default display, once GTK is initialised; `nil` when there
    /// is no display or it is neither X11 nor Wayland.
    @MainActor
    public static var current: DisplayServer? {
        guard let display = gdk_display_get_default() else { return nil }
        let type = String(
            cString: g_type_name_from_instance(
                UnsafeMutableRawPointer(display).assumingMemoryBound(to: GTypeInstance.self)))
        switch type {
        case "GdkWaylandDisplay": return .wayland
        case "GdkX11Display": return .x11
        default: return nil
        }
    }
}
