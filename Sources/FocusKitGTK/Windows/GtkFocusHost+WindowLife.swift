import CGtk
import FocusKit

/// The life of a window the host manages: what its owner wants told, kept on the window's
/// tracker.
@MainActor
struct WindowLife {
    let role: GtkWindowRole
    /// The user asked to close it (its close button, Alt+F4); `nil` when something else closes
    /// it (an alert's responses).
    let closeRequested: (@MainActor (FocusWindowID) -> Void)?
    /// GTK destroyed it.
    let destroyed: @MainActor (FocusWindowID) -> Void
}

extension GtkFocusHost {
    /// Takes charge of a window's life, as its one owner: the host connects its signals (focus,
    /// activation, mapping, `close-request`, `destroy`), makes it modal over its presenter (a
    /// ``GtkWindowRole/modal(over:)`` window), presents it (``present(_:)``, with an
    /// activation token on Wayland), closes and retires it (``close(_:)``), and tells the
    /// window's owner what happens to it. Returns the window's id (``windowID(of:)``).
    ///
    /// When the user closes the window (its close button, Alt+F4), `closeRequested` runs, then
    /// the window closes as ``close(_:)`` closes it: a ``GtkWindowRole/main`` window is retired
    /// while another window of the app is shown, so that a screen reader hears where focus went
    /// and GTK's crash with a hidden last window (`GtkQuirk.hiddenToplevelAnsweredPastTheEnd`)
    /// cannot happen; otherwise GTK destroys it. Pass `nil` for a window that something else
    /// closes (an alert closes through its responses). `destroyed` runs when GTK destroys it.
    /// While the program keeps the window not deletable (`gtk_window_set_deletable`), a close
    /// request is refused: the window stays and `closeRequested` does not run.
    ///
    /// A program built on FocusKitGTK alone gets the same protection as FocusUI's windows by
    /// managing its windows here and closing them with ``close(_:)``.
    @discardableResult
    public func manage(
        _ window: UnsafeMutablePointer<GtkWindow>, role: GtkWindowRole,
        closeRequested: (@MainActor (FocusWindowID) -> Void)?,
        destroyed: @escaping @MainActor (FocusWindowID) -> Void
    ) -> FocusWindowID {
        let tracked = track(window)
        let id = tracked.id
        guard tracked.life == nil else { return id }
        switch role {
        case .main:
            // A window group of its own: GTK's modality is a grab in the window's group
            // (`gtk_grab_add` in `gtk_window_show`), which in the one default group blocked every
            // window of the app, so that keys typed in the Settings window opened over a sheet
            // went to the sheet. A sheet, alert or dialog joins its presenter's group and blocks
            // that window only, as SwiftUI's sheets are window-modal.
            let group = gtk_window_group_new()!
            gtk_window_group_add_window(group, window)
            g_object_unref(UnsafeMutableRawPointer(group))
        case .modal(let presenter):
            if let parent = windowByID[presenter]?.window {
                GtkTransientWindows.keep(window, above: parent)
                gtk_window_set_modal(window, 1)
                gtk_window_set_destroy_with_parent(window, 1)
            }
        }
        tracked.life = WindowLife(role: role, closeRequested: closeRequested, destroyed: destroyed)
        if closeRequested != nil {
            tracked.signals.connectBoolean(window, signal: "close-request") { [unowned self] _ in
                // A window the program made not deletable stays: X11 window managers offer no
                // Close for it, but a Wayland compositor may still ask.
                if gtk_window_get_deletable(window) == 0 { return true }
                guard let life = self.windowByID[id]?.life else { return false }
                life.closeRequested?(id)
                // Retired, the window stays; otherwise GTK destroys it.
                return self.retire(id, afterDeactivation: false)
            }
        }
        tracked.signals.connect(window, signal: "destroy") { [unowned self] _ in
            self.windowByID[id]?.life?.destroyed(id)
        }
        return id
    }

    /// Closes a window, for a program's `dismiss()`: a ``GtkWindowRole/main`` window is retired
    /// while another window of the app is shown (after the window a focus write just presented
    /// is activated, when it is no longer the key window); a modal window, or the last shown
    /// window, is destroyed (`gtk_window_destroy`), with every retired one in the last case.
    public func close(_ id: FocusWindowID) {
        guard let tracked = windowByID[id] else { return }
        // A write that just presented another window (rule 6) makes it the key window before
        // the window manager activates it: hide this one after that activation.
        let handsOff = coordinator.keyWindow.map { $0 != id } ?? false
        if !retire(id, afterDeactivation: handsOff) {
            gtk_window_destroy(tracked.window)
        }
    }

    /// Retires a closing main window while another window is shown; as the last shown window it
    /// destroys every retired one instead. Returns whether the window was retired.
    private func retire(_ id: FocusWindowID, afterDeactivation: Bool) -> Bool {
        guard let tracked = windowByID[id], tracked.life?.role.isModal == false else { return false }
        let anotherIsShown = windowByID.contains { other, record in
            other != id && record.life != nil && gtk_widget_get_mapped(record.window.widget) != 0
        }
        guard anotherIsShown else {
            retiredWindows.destroyAll()
            return false
        }
        retiredWindows.retire(tracked.window, afterDeactivation: afterDeactivation)
        return true
    }
}
