import CGtk

/// A plain GTK window with two entries and a button: the widgets that figures 1, 2 and 6 move
/// focus between and click.
@MainActor
final class EntryPairWindow {
    /// The window.
    let window: UnsafeMutablePointer<GtkWindow>
    /// The window as a widget (for `gtk_widget_child_focus`).
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The first entry (Tab order 1).
    let first: UnsafeMutablePointer<GtkWidget>
    /// The second entry (Tab order 2).
    let second: UnsafeMutablePointer<GtkWidget>
    /// A button after the entries.
    let button: UnsafeMutablePointer<GtkWidget>

    /// Creates the window (not yet shown).
    init(title: String) {
        widget = gtk_window_new()
        window = focuskit_as_window(UnsafeMutableRawPointer(widget))
        gtk_window_set_title(window, title)
        gtk_window_set_default_size(window, WindowPlacement.width, WindowPlacement.height)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        first = gtk_entry_new()
        second = gtk_entry_new()
        button = gtk_button_new_with_label("Go")
        let container = focuskit_as_box(UnsafeMutableRawPointer(box))
        gtk_box_append(container, first)
        gtk_box_append(container, second)
        gtk_box_append(container, button)
        gtk_window_set_child(window, box)
    }

    /// Presents the window and waits (at most 5 s) until it is mapped and active, so that
    /// every batch runs against an active window, as a user's would. On Wayland a mapped window
    /// that stays inactive is chosen through the compositor (``CompositorWindowChoice``).
    @discardableResult
    func activate() -> Bool {
        gtk_window_present(window)
        let isReady = { gtk_widget_get_mapped(self.widget) != 0 && gtk_window_is_active(self.window) != 0 }
        if gtk_widget_get_mapped(widget) != 0, CompositorWindowChoice.isAvailable(for: widget),
            !GtkLoop.run(until: isReady, timeout: 0.05)
        {
            CompositorWindowChoice.focus(windowTitled: String(cString: gtk_window_get_title(window)))
        }
        return GtkLoop.run(until: isReady, timeout: 5)
    }

    /// Whether the window's focus widget is `entry` or inside it (an entry's `GtkText`).
    func focusIsIn(_ entry: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let focus = gtk_window_get_focus(window) else { return false }
        return focus == entry || gtk_widget_is_ancestor(focus, entry) != 0
    }

    /// Puts focus on the first entry and lets pending frames finish: the start of each batch.
    func reset() {
        _ = gtk_widget_grab_focus(first)
        GtkLoop.settle(milliseconds: 20)
    }

    /// Destroys the window.
    func destroy() {
        gtk_window_destroy(window)
        GtkLoop.drain()
    }
}
