import CGtk
import FocusUICore

/// Windows of sheets, alerts and confirmation dialogs (``WindowRequest/presenter``).
extension GtkViewBackend {
    /// A window for presented content, in the application when there is one: an alert's or
    /// confirmation dialog's is libadwaita's `AdwMessageDialog` (its heading, body and
    /// responses, ``GtkAlertDialog``), a sheet's an `AdwApplicationWindow` (`AdwWindow` without
    /// an application) with a header bar, which Tab reaches after its content.
    ///
    /// Each gets its accessible role at construction, where GTK takes it: a window made after
    /// another modal window was shown (an alert presented from a sheet that is up) gets the
    /// generic role `WIDGET` (AT-SPI `filler`) instead of its class's
    /// (`GtkQuirk.windowMadeUnderModalLosesItsRole`). The role set is the one the class has
    /// anyway, so it is set on every GTK, with or without the quirk. A sheet's is
    /// `WINDOW`: GTK's AT-SPI bridge reports the `ACTIVE` state and the `window:activate`
    /// event only for that role (`gtkatspicontext.c`), which screen readers follow. An alert's
    /// is libadwaita's `DIALOG`: Orca 43 says a dialog's name, role and description (the
    /// message) when focus enters it, whether or not it is reported active, and says a `WINDOW`'s
    /// name alone.
    func makePresentedWindow(style: WindowStyle) -> UnsafeMutablePointer<GtkWidget> {
        let widget: UnsafeMutablePointer<GtkWidget>
        if style == .alert {
            widget = GtkAccessibility.makeWidget(
                type: adw_message_dialog_get_type(), role: GTK_ACCESSIBLE_ROLE_DIALOG)
        } else {
            let type = application == nil ? adw_window_get_type() : adw_application_window_get_type()
            widget = GtkAccessibility.makeWidget(type: type, role: GTK_ACCESSIBLE_ROLE_WINDOW)
        }
        if let application {
            gtk_window_set_application(focuskit_as_window(UnsafeMutableRawPointer(widget)), application)
        }
        return widget
    }

    /// Decorates a sheet, alert or dialog, which the focus host made modal over its presenter
    /// (transient for it, so the window manager keeps it above and centred on it; modal, so the
    /// presenter takes no input meanwhile; destroyed with it: ``GtkWindowRole/modal(over:)``).
    /// It gets no header bar menu: the app's commands belong to scene windows.
    ///
    /// Decorated as GNOME's dialogs are, by GTK itself rather than the window manager: a
    /// sheet has an `AdwHeaderBar` with its title and only a close button (GTK shows no
    /// minimise or maximise for a modal, transient window), and none once its toolbar has a
    /// Cancel or confirming action (``GtkDialogTitleButtons``); an alert no title bar at all
    /// (`AdwMessageDialog` has none): it shows its heading.
    func decoratePresented(_ window: UnsafeMutablePointer<GtkWindow>, id: FocusWindowID, style: WindowStyle) {
        gtk_window_set_resizable(window, 0)
        let widget = focuskit_as_widget(UnsafeMutableRawPointer(window))
        if style == .alert { return }
        GtkDialogTitleButtons.markDialogHeaderBar(GtkWindowChrome.addHeaderBar(to: window))
        gtk_widget_add_css_class(widget, "dialog")
        closeOnEscape(widget, id: id)
    }

    /// Escape that no view in the sheet handled does what the core says
    /// (``setEscapeAction(_:of:)``: the sheet's Cancel button, else dismissal unless the user
    /// may not): the sheet's content handles Escape so (`.onExitCommand`), but focus may be in
    /// its header bar (its Cancel, the first Tab stop of a sheet showing only text) or nowhere.
    /// A `GtkShortcutController` (local scope, bubble phase) on the window runs it; the window
    /// owns the controller, and the controller the callback's box.
    private func closeOnEscape(_ window: UnsafeMutablePointer<GtkWidget>, id: FocusWindowID) {
        guard let trigger = gtk_shortcut_trigger_parse_string("Escape"),
            let controller = gtk_shortcut_controller_new()
        else { return }
        let box = Unmanaged.passRetained(
            EscapeActionBox { [weak self] in
                guard let action = self?.escapeActions[id] else { return false }
                action()
                return true
            }
        ).toOpaque()
        let action = gtk_callback_action_new(
            { _, _, data in
                guard let data else { return 0 }
                let box = Unmanaged<EscapeActionBox>.fromOpaque(data).takeUnretainedValue()
                return MainActor.assumeIsolated { box.run() } ? 1 : 0
            }, box,
            { data in
                guard let data else { return }
                Unmanaged<EscapeActionBox>.fromOpaque(data).release()
            })
        gtk_shortcut_controller_add_shortcut(
            OpaquePointer(UnsafeMutableRawPointer(controller)), gtk_shortcut_new(trigger, action))
        gtk_widget_add_controller(window, controller)
    }

    /// Keeps the sheet's Escape action (``setEscapeAction(_:of:)``) until the window goes.
    public func setEscapeAction(_ action: @escaping @MainActor () -> Void, of window: WindowContext) {
        escapeActions[window.id] = action
    }
}

/// The callback of a sheet's Escape shortcut, owned by the shortcut's action.
private final class EscapeActionBox {
    let run: @MainActor () -> Bool

    init(_ run: @escaping @MainActor () -> Bool) {
        self.run = run
    }
}
