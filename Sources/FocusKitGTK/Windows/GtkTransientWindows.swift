import CGtk

/// Windows kept above another one: transient for it and in its `GtkWindowGroup`.
///
/// GTK makes a modal window modal through a grab in the window's group (`gtk_grab_add` in
/// `gtk_window_show`). Every main window the focus host manages has a group of its own
/// (``GtkWindowRole/main``), so that a sheet blocks its presenter only; a modal window over it
/// (a sheet, alert or dialog; libadwaita's About window, which is modal) must join that group,
/// or its grab would fall in GTK's default group, which blocks no window of the app.
@MainActor
package enum GtkTransientWindows {
    /// Makes `window` transient for `parent` and puts it in `parent`'s window group.
    package static func keep(
        _ window: UnsafeMutablePointer<GtkWindow>, above parent: UnsafeMutablePointer<GtkWindow>
    ) {
        gtk_window_set_transient_for(window, parent)
        gtk_window_group_add_window(gtk_window_get_group(parent), window)
    }
}
