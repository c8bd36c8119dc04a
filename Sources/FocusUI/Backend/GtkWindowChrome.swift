import CGtk
import FocusUICore

/// A window's content and title bar, on libadwaita's windows as on GTK's.
///
/// FocusUI's windows are libadwaita's (`AdwApplicationWindow` in an app, `AdwWindow`
/// otherwise), which draw no title bar of their own: libadwaita 1.2's windows own GTK's `child`
/// and `titlebar` (calling `gtk_window_set_child` or `gtk_window_set_titlebar` on them is a
/// fatal error at the next size allocation). Their content, set with `adw_*_set_content`, is a
/// vertical box: the header bar, when the window has one, then the view's root box. A menu-bar
/// app's windows are `GtkApplicationWindow`s (libadwaita's do not show GTK's menu bar), whose
/// header bar is GTK's title bar.
@MainActor
enum GtkWindowChrome {
    private static let contentKey = "focusui-window-content"
    private static let titlebarKey = "focusui-window-titlebar"

    /// Whether `window` is one of libadwaita's windows.
    static func isAdwaita(_ window: UnsafeMutablePointer<GtkWindow>) -> Bool {
        focuskit_is_adw_window(UnsafeMutableRawPointer(window)) != 0
            || focuskit_is_adw_application_window(UnsafeMutableRawPointer(window)) != 0
    }

    /// Makes `root` the window's content, below the title bar if it gets one.
    static func setContent(
        _ root: UnsafeMutablePointer<GtkWidget>, of window: UnsafeMutablePointer<GtkWindow>
    ) {
        let raw = UnsafeMutableRawPointer(window)
        guard isAdwaita(window) else {
            gtk_window_set_child(window, root)
            return
        }
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_vexpand(root, 1)
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(content)), root)
        if focuskit_is_adw_application_window(raw) != 0 {
            adw_application_window_set_content(focuskit_as_adw_application_window(raw), content)
        } else {
            adw_window_set_content(focuskit_as_adw_window(raw), content)
        }
        g_object_set_data(focuskit_as_object(raw), contentKey, UnsafeMutableRawPointer(content))
    }

    /// The window's title bar (its header bar), or `nil` when it has none.
    static func titlebar(of window: UnsafeMutablePointer<GtkWindow>) -> UnsafeMutablePointer<GtkWidget>? {
        guard isAdwaita(window) else { return gtk_window_get_titlebar(window) }
        guard let data = g_object_get_data(focuskit_as_object(UnsafeMutableRawPointer(window)), titlebarKey)
        else { return nil }
        return data.assumingMemoryBound(to: GtkWidget.self)
    }

    /// Puts `titlebar` at the top of the window (replacing the one it had), or removes the
    /// title bar with `nil`.
    static func setTitlebar(
        _ titlebar: UnsafeMutablePointer<GtkWidget>?, on window: UnsafeMutablePointer<GtkWindow>
    ) {
        let object = focuskit_as_object(UnsafeMutableRawPointer(window))
        guard isAdwaita(window), let data = g_object_get_data(object, contentKey) else {
            gtk_window_set_titlebar(window, titlebar)
            return
        }
        let content = focuskit_as_box(data)
        if let old = self.titlebar(of: window) { gtk_box_remove(content, old) }
        g_object_set_data(object, titlebarKey, titlebar.map { UnsafeMutableRawPointer($0) })
        if let titlebar { gtk_box_prepend(content, titlebar) }
    }
}
