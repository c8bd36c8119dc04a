import CGtk
import FocusUICore

/// Windows of sheets, alerts and confirmation dialogs (``WindowRequest/presenter``).
extension GtkViewBackend {
    /// Makes `window` modal over `parent`: transient for it (the window manager keeps it
    /// above and centred on it), modal (the parent takes no input meanwhile), and destroyed
    /// with it. It gets no header bar menu: the app's commands belong to scene windows.
    func makePresented(
        _ window: UnsafeMutablePointer<GtkWindow>, over parent: UnsafeMutablePointer<GtkWindow>
    ) {
        gtk_window_set_transient_for(window, parent)
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
        gtk_window_set_resizable(window, 0)
    }
}
