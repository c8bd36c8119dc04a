import CGtk
import FocusKit

/// Where a host is with announcing again the focus of the windows GTK showed before its
/// accessibility registration was complete (``AccessibilityRegistration``).
enum Reannouncement: Equatable {
    /// No window tracked yet: the watch is not asked for.
    case notAsked
    /// Asked; GTK's registration is not complete.
    case waitingForRegistration
    /// Registered while a screen reader listens; these windows were shown before, none of
    /// them is active yet: the first of them to become active has its focus sent again.
    case waitingForActivation(of: Set<FocusWindowID>)
    /// Done, or nothing to do (no screen reader, or a window was already shown).
    case finished
}

extension GtkFocusHost {
    /// Asks for the watch when the host tracks its first window, unless a window is already
    /// shown: a window shown before the host existed was shown before the watch could start.
    func askForReannouncementIfFirst() {
        guard reannouncement == .notAsked else { return }
        guard !Self.isAnyWindowMapped else {
            reannouncement = .finished
            return
        }
        reannouncement = .waitingForRegistration
        AccessibilityRegistration.shared.whenScreenReaderMissedTheFirstWindow { [weak self] in
            self?.registrationDidComplete()
        }
    }

    /// GTK's registration is complete while a screen reader listens: the windows shown so far
    /// had their focus and activation announced too early. The active one has its focus sent
    /// again now; if none of them is active yet, the first to become active has, right after
    /// GTK's own activation events (which say its title, not its focus).
    func registrationDidComplete() {
        guard reannouncement == .waitingForRegistration else { return }
        let shown = windowByID.values.filter { gtk_widget_get_mapped($0.window.widget) != 0 }
        if let active = shown.first(where: { gtk_window_is_active($0.window) != 0 }) {
            reannouncement = .finished
            reannounceFocus(in: active.id)
        } else {
            reannouncement = shown.isEmpty ? .finished : .waitingForActivation(of: Set(shown.map(\.id)))
        }
    }

    /// A window became active (`notify::is-active`, after GTK's activation events): if it is one
    /// shown before GTK's registration, its focus is sent again.
    func windowDidBecomeActiveForReannouncement(_ id: FocusWindowID) {
        guard case .waitingForActivation(let windows) = reannouncement, windows.contains(id) else { return }
        reannouncement = .finished
        reannounceFocus(in: id)
    }

    /// A window closed: it no longer waits to have its focus sent again.
    func windowDidCloseForReannouncement(_ id: FocusWindowID) {
        guard case .waitingForActivation(var windows) = reannouncement else { return }
        windows.remove(id)
        reannouncement = windows.isEmpty ? .finished : .waitingForActivation(of: windows)
    }

    /// A screen reader that was already running when the app started dropped the focus and
    /// activation events of the windows GTK showed before its accessibility registration was
    /// complete, and GTK sends no focus event when a window becomes active with a focus widget
    /// it already had. The window's focus widget is unset and set again in the tracker's
    /// `reannouncingFocus` phase: GTK announces it (`object:state-changed:focused` and `focus:`
    /// on the accessibility bus) and the coordinator never sees it.
    private func reannounceFocus(in id: FocusWindowID) {
        guard let tracked = windowByID[id], let focus = gtk_window_get_focus(tracked.window),
            tracked.reannounce(focus)
        else { return }
        GLibLog.focusKit.debug(
            "focus window=\(id.rawValue) sent again for a screen reader (GTK's registration is complete)")
        // A focus handler of the app's may have moved focus meanwhile, or asked for a grab
        // (postponed inside the crossings): report and finish them as usual.
        if gtk_window_get_focus(tracked.window) != focus { focusWidgetDidChange(tracked.id) }
        finishPendingGrab(tracked.id)
    }

    /// Whether any GTK window of the process is shown.
    private static var isAnyWindowMapped: Bool {
        guard let toplevels = gtk_window_get_toplevels() else { return false }
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            defer { g_object_unref(item) }
            if gtk_widget_get_mapped(focuskit_as_widget(item)) != 0 { return true }
        }
        return false
    }
}
