import CGtk
import FocusKit

extension GtkFocusHost {
    /// Starts tracking a window (idempotent) and returns its record.
    @discardableResult
    func track(_ window: WindowPointer) -> TrackedWindow {
        if let tracked = windows[window.key] { return tracked }
        let tracked = TrackedWindow(id: makeWindowID(for: window), window: window)
        windows[window.key] = tracked
        windowByID[tracked.id] = tracked
        let id = tracked.id

        tracked.signals.connectNotify(window, property: "focus-widget") { [unowned self] _, _ in
            self.focusWidgetDidChange(id)
        }
        // The window's own focus controller sees a crossing from no focus start (rule 5).
        tracked.signals.connect(tracked.controller, signal: "enter") { [unowned self] _ in
            guard let tracked = self.windowByID[id] else { return }
            if gtk_window_get_focus(tracked.window) == nil { tracked.isEnteringFromNoFocus = true }
        }
        // Tab and Shift+Tab: bracket GTK's keyboard focus movement (rule 3 on wrap-around).
        // `move-focus` is `void (*)(GtkWidget *, GtkDirectionType, gpointer)`.
        tracked.signals.connectWithUIntArgument(window, signal: "move-focus") { [unowned self] _, _ in
            self.windowByID[id]?.isMovingFocus = true
        }
        tracked.signals.connectWithUIntArgument(window, signal: "move-focus", after: true) {
            [unowned self] _, _ in
            guard let tracked = self.windowByID[id] else { return }
            tracked.isMovingFocus = false
            if let origin = tracked.heldUnset {
                tracked.heldUnset = nil
                if gtk_window_get_focus(tracked.window) == nil {
                    self.coordinator.focusDidChange(in: id, origin: origin)
                }
            }
        }
        tracked.signals.connectNotify(window, property: "is-active") { [unowned self] _, _ in
            guard let tracked = self.windowByID[id] else { return }
            // An activation crossing is not a focus move; it never ends with notify::focus-widget.
            tracked.isEnteringFromNoFocus = false
            self.coordinator.windowDidChangeActivation(
                id, isActive: gtk_window_is_active(tracked.window) != 0)
        }
        // The class handler has mapped the children; GTK's first-Tab-stop focus comes after.
        tracked.signals.connect(window, signal: "map", after: true) { [unowned self] _ in
            guard let tracked = self.windowByID[id] else { return }
            tracked.isShowing = true
            self.coordinator.windowDidMap(id)
        }
        // "show" runs its class handler (map, then the first-Tab-stop focus) before this one.
        tracked.signals.connect(window, signal: "show", after: true) { [unowned self] _ in
            self.windowByID[id]?.isShowing = false
        }
        tracked.signals.connect(window, signal: "unmap") { [unowned self] _ in
            self.windowByID[id]?.isShowing = false
            self.coordinator.windowDidClose(id)
        }
        tracked.signals.connect(window, signal: "realize", after: true) { [unowned self] _ in
            self.watchFrameClock(id)
        }
        tracked.watcher = WeakObjectWatcher(window) { [unowned self] in
            self.windowWasDisposed(id)
        }
        if gtk_widget_get_realized(window.widget) != 0 { watchFrameClock(id) }
        if gtk_window_is_active(window) != 0 {
            // Reported from the main loop, not from inside the lookup that started tracking
            // (which may be running in the middle of the coordinator's own work), and before a
            // deactivation waiting for the end of the burst, so that a window tracked while
            // activation moves to it is one change for app-scoped states (rule 17).
            MainLoopIdle.once(priority: MainLoopIdle.afterEventsPriority - 1) { [weak self] in
                guard let self, let tracked = self.windowByID[id] else { return }
                self.coordinator.windowDidChangeActivation(
                    id, isActive: gtk_window_is_active(tracked.window) != 0)
            }
        }
        return tracked
    }

    /// Rule 11: GTK moves focus after removal in the frame clock's after-paint phase; mark
    /// that phase so such a move is reported as the toolkit's, not the user's.
    private func watchFrameClock(_ id: FocusWindowID) {
        guard let tracked = windowByID[id] else { return }
        tracked.frameSignals.disconnectAll()
        guard let clock = gtk_widget_get_frame_clock(tracked.window.widget) else { return }
        let enter: SignalHandler = { [unowned self] _ in self.windowByID[id]?.isInFramePaint = true }
        tracked.frameSignals.connect(clock, signal: "layout", handler: enter)
        tracked.frameSignals.connect(clock, signal: "paint", handler: enter)
        let leave: SignalHandler = { [unowned self] _ in self.windowByID[id]?.isInFramePaint = false }
        tracked.frameSignals.connect(clock, signal: "after-paint", after: true, handler: leave)
        // Also at the start of every frame, so that a frame without after-paint (a frozen
        // clock) cannot leave the flag set and misread later user moves.
        tracked.frameSignals.connect(clock, signal: "flush-events", handler: leave)
    }

    private func focusWidgetDidChange(_ id: FocusWindowID) {
        guard let tracked = windowByID[id] else { return }
        tracked.isEnteringFromNoFocus = false
        let focus = gtk_window_get_focus(tracked.window)
        var origin: FocusChangeOrigin = .user
        if tracked.isShowing {
            origin = .windowShow
        } else if tracked.isInFramePaint {
            origin = .toolkitFallback
        } else if focus == nil, let previous = g_weak_ref_get(tracked.previousFocus) {
            // GTK unsets focus itself when the focus widget becomes insensitive.
            let widget = focuskit_as_widget(previous)
            if gtk_widget_is_sensitive(widget) == 0 || gtk_widget_get_mapped(widget) == 0 {
                origin = .toolkitFallback
            }
            g_object_unref(previous)
        }
        g_weak_ref_set(tracked.previousFocus, focus.map { UnsafeMutableRawPointer($0) })
        tracked.knownFocusIsSet = focus != nil
        if tracked.isMovingFocus, focus == nil, origin != .windowShow {
            // Tab is about to start again from the first Tab stop: commit once, at its end.
            if tracked.heldUnset == nil { tracked.heldUnset = origin }
            return
        }
        if focus != nil { tracked.heldUnset = nil }
        coordinator.focusDidChange(in: id, origin: origin)
        // The crossing is over: apply a grab that a GTK focus handler asked for during it.
        if let node = tracked.grabAfterCrossing {
            tracked.grabAfterCrossing = nil
            if canTakeFocus(node) {
                coordinator.performPostponedMove(in: id) { _ = self.grabFocus(on: node) }
            }
        }
    }

    /// Whether GTK is inside the leave/enter crossing of a focus move in this window. GTK 4
    /// sets its focus widget to NULL for the crossing and announces the new one with
    /// `notify::focus-widget` at its end; grabbing focus in between would be undone (rule 5).
    func isInFocusCrossing(_ tracked: TrackedWindow) -> Bool {
        guard gtk_window_get_focus(tracked.window) == nil else { return false }
        // Entering from no focus, or GTK's focus went NULL without being announced yet.
        return tracked.isEnteringFromNoFocus || tracked.knownFocusIsSet
    }

    private func windowWasDisposed(_ id: FocusWindowID) {
        guard let tracked = windowByID[id] else { return }
        coordinator.windowDidClose(id)
        tracked.tearDown(windowAlive: false)
        windows[tracked.window.key] = nil
        windowByID[id] = nil
    }
}
