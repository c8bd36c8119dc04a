import CGtk
import FocusKit

extension GtkFocusHost {
    /// Starts tracking a window (idempotent) and returns its record. Called when a field is
    /// bound in the window or moves into it (`notify::root`), and by ``windowID(of:)``; never
    /// by a lookup.
    @discardableResult
    func track(_ window: WindowPointer) -> WindowFocusTracker {
        if let tracked = windows[window.key] { return tracked }
        // A FocusKitGTK-only app binds its fields before showing its first window; GTK picks
        // its renderer when that window is realized (see WaylandRendererChoice).
        WaylandRendererChoice.applyBeforeFirstWindow()
        askForReannouncementIfFirst()
        let tracked = WindowFocusTracker(id: makeWindowID(for: window), window: window)
        windows[window.key] = tracked
        windowByID[tracked.id] = tracked
        let id = tracked.id

        // The end of every focus move: `gtk_window_root_set_focus` notifies after its crossing.
        tracked.signals.connectNotify(window, property: "focus-widget") { [unowned self] _, _ in
            self.focusWidgetDidChange(id)
        }
        // A crossing from no focus widget, inside which a grab would be undone (rule 5): the
        // window gains FOCUS_WITHIN while GTK's focus widget is still NULL. Open only while no
        // focus widget is announced.
        tracked.watchCrossingsFromNoFocus(
            tracked.signals.connectWithUIntArgument(window, signal: "state-flags-changed") {
                [unowned self] _, previous in
                self.windowByID[id]?.windowStateFlagsDidChange(previous: previous)
            })
        // Tab and Shift+Tab: bracket GTK's keyboard focus movement (rule 3 on wrap-around).
        // `move-focus` is `void (*)(GtkWidget *, GtkDirectionType, gpointer)`.
        tracked.signals.connectWithUIntArgument(window, signal: "move-focus") { [unowned self] _, _ in
            self.windowByID[id]?.keyboardMoveWillStart()
        }
        tracked.signals.connectWithUIntArgument(window, signal: "move-focus", after: true) {
            [unowned self] _, _ in
            guard let tracked = self.windowByID[id] else { return }
            if let origin = tracked.keyboardMoveDidEnd(focus: gtk_window_get_focus(tracked.window)) {
                self.coordinator.focusDidChange(in: id, origin: origin)
            }
            self.finishPendingGrab(id)
        }
        tracked.signals.connectNotify(window, property: "is-active") { [unowned self] _, _ in
            guard let tracked = self.windowByID[id] else { return }
            tracked.activationDidChange()
            let isActive = gtk_window_is_active(tracked.window) != 0
            self.coordinator.windowDidChangeActivation(id, isActive: isActive)
            self.finishPendingGrab(id)
            if isActive { self.windowDidBecomeActiveForReannouncement(id) }
        }
        // The class handler has mapped the children; GTK's first-Tab-stop focus comes after.
        tracked.signals.connect(window, signal: "map", after: true) { [unowned self] _ in
            guard let tracked = self.windowByID[id] else { return }
            tracked.windowDidMap()
            self.coordinator.windowDidMap(id)
        }
        // "show" runs its class handler (map, then the first-Tab-stop focus) before this one.
        tracked.signals.connect(window, signal: "show", after: true) { [unowned self] _ in
            self.windowByID[id]?.windowDidFinishShowing()
        }
        tracked.signals.connect(window, signal: "unmap") { [unowned self] _ in
            self.windowByID[id]?.windowDidFinishShowing()
            self.windowByID[id]?.pendingGrab = nil  // the window closed: nothing to finish
            self.windowDidCloseForReannouncement(id)
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
            // Reported from the main loop, not from inside the call that started tracking
            // (a binding made by a view layer while the coordinator is at work), and before a
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
        let enter: SignalHandler = { [unowned self] _ in self.windowByID[id]?.framePaintWillStart() }
        tracked.frameSignals.connect(clock, signal: "layout", handler: enter)
        tracked.frameSignals.connect(clock, signal: "paint", handler: enter)
        let leave: SignalHandler = { [unowned self] _ in self.windowByID[id]?.framePaintDidEnd() }
        tracked.frameSignals.connect(clock, signal: "after-paint", after: true, handler: leave)
        // Also at the start of every frame, so that a frame without after-paint (a frozen
        // clock) cannot leave the phase set and misread later user moves.
        tracked.frameSignals.connect(clock, signal: "flush-events", handler: leave)
    }

    func focusWidgetDidChange(_ id: FocusWindowID) {
        guard let tracked = windowByID[id] else { return }
        guard let origin = tracked.focusWidgetDidChange(to: gtk_window_get_focus(tracked.window)) else {
            return
        }
        coordinator.focusDidChange(in: id, origin: origin)
        finishPendingGrab(id)
    }

    /// Does the grab asked for during a crossing once no crossing is under way, and reports it
    /// like any other of the coordinator's moves (cause `program`). A crossing ends with
    /// `notify::focus-widget`, or, for a keyboard movement that held an unset, with the end of
    /// `move-focus`, or with an activation change; each calls this, so a grab never waits for
    /// a later, unrelated focus change. An unmap drops it.
    func finishPendingGrab(_ id: FocusWindowID) {
        guard let tracked = windowByID[id], let pending = tracked.pendingGrab,
            !tracked.isInFocusCrossing(focus: gtk_window_get_focus(tracked.window)),
            !tracked.isMovingFocus
        else { return }
        tracked.pendingGrab = nil
        if canTakeFocus(pending.node) {
            coordinator.finishPostponedGrab(in: id) {
                pending.givesFocusBack
                    ? self.giveFocusBack(to: pending.node) : self.grabFocus(on: pending.node)
            }
        }
    }

    private func windowWasDisposed(_ id: FocusWindowID) {
        guard let tracked = windowByID[id] else { return }
        windowDidCloseForReannouncement(id)
        coordinator.windowDidClose(id)
        tracked.tearDown()
        windows[tracked.window.key] = nil
        windowByID[id] = nil
    }
}
