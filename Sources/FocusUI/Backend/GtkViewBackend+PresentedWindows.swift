import CGtk
import FocusUICore

/// Windows of sheets, alerts and confirmation dialogs (``WindowRequest/presenter``).
extension GtkViewBackend {
    /// A window for presented content, in the application when there is one, with its
    /// accessible role set to `WINDOW` explicitly: an alert's is libadwaita's `AdwWindow`, which
    /// has no title bar (as `AdwMessageDialog`), a sheet's GTK's, whose header bar Tab reaches
    /// after its content (see ``usesAdwaitaWindows``).
    ///
    /// Measured with GTK 4.8: a window made after another modal window was shown (an alert
    /// presented from a sheet that is up) got the generic role `WIDGET` (AT-SPI `filler`) instead
    /// of its class's `WINDOW`, and GTK 4.8's AT-SPI bridge reports the `ACTIVE` state only for
    /// the `WINDOW` role (`collect_states` in `gtkatspicontext.c`): screen readers never saw the
    /// alert become active. `DIALOG` would be more precise but is never reported active either.
    func makePresentedWindow(style: WindowStyle) -> UnsafeMutablePointer<GtkWidget> {
        let type =
            style == .alert
            ? adw_window_get_type()
            : application == nil ? gtk_window_get_type() : gtk_application_window_get_type()
        let widget = GtkAccessibility.makeWidget(type: type, role: GTK_ACCESSIBLE_ROLE_WINDOW)
        if let application {
            gtk_window_set_application(focuskit_as_window(UnsafeMutableRawPointer(widget)), application)
        }
        return widget
    }

    /// Makes `window` modal over `parent`: transient for it (the window manager keeps it
    /// above and centred on it), modal (the parent takes no input meanwhile), and destroyed
    /// with it. It gets no header bar menu: the app's commands belong to scene windows.
    ///
    /// Decorated as GNOME's dialogs are, by GTK itself rather than the window manager: a
    /// sheet has a `GtkHeaderBar` with its title and only a close button (GTK shows no minimise
    /// or maximise for a modal, transient window), an alert no title bar at all (an
    /// `AdwWindow` has none; a GTK window an empty titlebar widget, as `GtkMessageDialog` has):
    /// its content shows the heading.
    func makePresented(
        _ window: UnsafeMutablePointer<GtkWindow>, over parent: UnsafeMutablePointer<GtkWindow>,
        style: WindowStyle
    ) {
        gtk_window_set_transient_for(window, parent)
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
        gtk_window_set_resizable(window, 0)
        let widget = focuskit_as_widget(UnsafeMutableRawPointer(window))
        if style == .alert {
            // libadwaita's windows have no title bar unless given one; GTK's get an empty one.
            if !GtkWindowChrome.isAdwaita(window) {
                GtkWindowChrome.setTitlebar(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0), on: window)
            }
            gtk_widget_add_css_class(widget, "message")
        } else {
            GtkWindowChrome.setTitlebar(gtk_header_bar_new(), on: window)
        }
        gtk_widget_add_css_class(widget, "dialog")
    }
}
