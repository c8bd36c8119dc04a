import CGtk
import FocusKit

/// One window as the host follows it: a small state machine over GTK's own focus phases in
/// `gtkwindow.c`, the focus widget GTK last announced, and a grab waiting for a crossing to
/// end. It answers two questions: where a focus change came from (``origin(of:)``) and whether
/// a focus crossing is under way (``isInFocusCrossing(focus:)``). It also owns the window's signal
/// handlers and a reference to the focus widget last announced. Owned by ``GtkFocusHost``; its
/// handlers die with it.
@MainActor
final class WindowFocusTracker {
    /// What GTK is doing in the window, as far as it decides the origin of a focus change.
    /// The phases never overlap: GTK does not show a window or move focus with the keyboard
    /// while its frame clock paints (events are paused from `flush-events` to `resume-events`),
    /// and `gtk_window_show` moves focus itself, without the `move-focus` signal.
    enum Phase: Equatable {
        /// Nothing of the below: a focus change is the user's (click, Tab handled, mnemonic)
        /// or application code's.
        case idle
        /// `gtk_window_show`: from the window's `map` to the end of `show`, where GTK calls
        /// `gtk_window_move_focus (widget, GTK_DIR_TAB_FORWARD)` when it has no focus widget:
        /// the first Tab stop (origin `windowShow`, rule 13).
        case showing
        /// GTK's keyboard focus movement, the `move-focus` signal (Tab, Shift+Tab):
        /// `gtk_window_move_focus` runs `gtk_widget_child_focus` and, when focus cannot move on,
        /// `gtk_window_set_focus (window, NULL)` before it starts again from the first Tab stop.
        /// That unset is held (`heldUnset`, its origin) and committed only if the movement ends
        /// with no focus (rule 3: a wrap from field A to field B is one change A → B).
        case movingFocus(heldUnset: FocusChangeOrigin?)
        /// The frame clock between `layout` and `after-paint`: GTK's `after_paint` runs
        /// `maybe_unset_focus_and_default`, which moves focus to a parent or the first Tab
        /// stop after the focus widget was removed or hidden (origin `toolkitFallback`,
        /// rule 11). Also left at `flush-events`, the start of every frame, so that a frame
        /// without after-paint (a frozen clock) cannot leave it set and misread a user move.
        case framePaint
        /// The host unsets GTK's focus widget and sets it again, so that GTK sends the focus
        /// events a screen reader dropped before GTK's accessibility registration was complete
        /// (`GtkFocusHost+Reannouncement`), or so that focus stays where it was while the view
        /// layer takes widgets out of the window and puts them back
        /// (``GtkFocusHost/keepingFocus(in:_:)``). Neither change is a focus change of the
        /// app's: nothing is reported.
        case reannouncingFocus
    }

    let id: FocusWindowID
    let window: WindowPointer
    private(set) var phase: Phase = .idle
    /// Inside `gtk_window_root_set_focus`'s crossing from no focus widget
    /// (`synthesize_focus_change_events (window, NULL, focus, …)`): seen by the window's
    /// `state-flags-changed` gaining `GTK_STATE_FLAG_FOCUS_WITHIN` while GTK's focus widget is
    /// NULL (``windowStateFlagsDidChange(previous:)``), ended by `notify::focus-widget` or an
    /// activation change (an activation crossing is not a focus move and never ends with that
    /// notification).
    private var isEnteringFromNoFocus = false
    /// Whether the focus widget last announced, or left by the host's own clear, is set:
    /// GTK's focus widget being NULL while this is true means a crossing is under way
    /// (`gtk_window_root_set_focus` sets it to NULL before the crossing and announces the new
    /// one with `notify::focus-widget` after it).
    private var announcedFocusIsSet = false {
        didSet { crossingFromNoFocus?.setOpen(!announcedFocusIsSet) }
    }
    /// The focus widget last announced by `notify::focus-widget`, with a reference of the
    /// tracker's: the focus chain while a crossing is under way, and the widget whose loss of
    /// sensitivity or mapping explains an unset GTK makes on its own. GTK holds its own
    /// reference to its focus widget until the crossing that replaces it, so this one keeps a
    /// widget alive only from that crossing to the notification that ends it (where it is
    /// released, before the change is reported); it costs no allocation, where a `GWeakRef`
    /// added a weak location to every newly focused widget (issue 25).
    private var announcedFocus: WidgetPointer?
    /// The window's `state-flags-changed` handler, open only while no focus widget is
    /// announced: a crossing from no focus widget can only start then, and a closed gate keeps
    /// GLib's fast path for the two emissions of every other focus move (``SignalGate``).
    private var crossingFromNoFocus: SignalGate?
    /// A grab requested during a crossing, done once it has ended (rule 5: never recursively
    /// inside GTK's crossing emission, whose end would overwrite it).
    var pendingGrab: PendingGrab?
    /// What its owner wants told about its life, once the host manages it
    /// (``GtkFocusHost/manage(_:role:closeRequested:destroyed:)``).
    var life: WindowLife?
    /// Inside ``GtkFocusHost/replaceFocus(in:_:)``: a container moves focus from an item it
    /// removed to the one that takes its place (origin `replacement`).
    var isReplacingRemovedItem = false

    /// The window's handlers (focus widget, activation, state flags, map, show, unmap,
    /// realize, move-focus).
    let signals = SignalBag()
    /// The frame clock's handlers; replaced when the window is realized again (a new clock).
    let frameSignals = SignalBag()
    var watcher: WeakObjectWatcher?
    private var isTornDown = false

    init(id: FocusWindowID, window: WindowPointer) {
        self.id = id
        self.window = window
    }

    // MARK: Phases

    /// The window's `map` (after its class handler mapped the children).
    func windowDidMap() { phase = .showing }
    /// The end of `gtk_window_show`, or the window's `unmap`.
    func windowDidFinishShowing() { if phase == .showing { phase = .idle } }
    /// `move-focus`, before GTK's handler.
    func keyboardMoveWillStart() { phase = .movingFocus(heldUnset: nil) }
    /// `move-focus`, after GTK's handler: the origin of a held unset that still stands (GTK
    /// found no Tab stop), to be reported now, or `nil`.
    func keyboardMoveDidEnd(focus: WidgetPointer?) -> FocusChangeOrigin? {
        guard case .movingFocus(let held) = phase else { return nil }
        phase = .idle
        return focus == nil ? held : nil
    }
    /// Whether GTK's keyboard focus movement (`move-focus`) is under way: a grab now would be
    /// overwritten by the rest of the movement.
    var isMovingFocus: Bool {
        if case .movingFocus = phase { return true }
        return false
    }
    /// The frame clock's `layout` or `paint`.
    func framePaintWillStart() { if phase == .idle { phase = .framePaint } }
    /// The frame clock's `after-paint` (after GTK's `after_paint`) or `flush-events`.
    func framePaintDidEnd() { if phase == .framePaint { phase = .idle } }

    /// Unsets GTK's focus widget `focus` and sets it again in the `reannouncingFocus` phase,
    /// so that GTK sends its focus events again; only when no other phase is under way and no
    /// grab waits. A text keeps its selection and caret (`gtk_text_grab_focus_without_selecting`:
    /// after an unset, GTK's own grab would select all of it). Returns whether it did.
    func reannounce(_ focus: WidgetPointer) -> Bool {
        guard phase == .idle, pendingGrab == nil else { return false }
        // GTK drops its reference to the focus widget at the unset.
        g_object_ref(UnsafeMutableRawPointer(focus))
        defer { g_object_unref(UnsafeMutableRawPointer(focus)) }
        phase = .reannouncingFocus
        gtk_window_set_focus(window, nil)
        let raw = UnsafeMutableRawPointer(focus)
        if focuskit_is_text(raw) != 0 {
            _ = gtk_text_grab_focus_without_selecting(focuskit_as_text(raw))
        } else {
            gtk_window_set_focus(window, focus)
        }
        phase = .idle
        return true
    }

    // MARK: Crossings

    /// Takes the window's `state-flags-changed` connection (which calls
    /// ``windowStateFlagsDidChange(previous:)``) and keeps it open only while no focus widget
    /// is announced.
    func watchCrossingsFromNoFocus(_ connection: SignalConnection) {
        crossingFromNoFocus = SignalGate(connection, open: !announcedFocusIsSet)
    }

    /// The window's `state-flags-changed`, `previous` its flags before. GTK's crossing from no
    /// focus widget sets `FOCUS_WITHIN` on every widget from the window down to the new focus
    /// widget while its focus widget is still NULL (`synthesize_focus_change_events`); the
    /// window has none before it, because the crossing that unset the last focus widget
    /// removed it up to the window. (A focus widget removed from the window leaves
    /// `FOCUS_WITHIN` on it, as it leaves a window focus controller's `contains-focus` set:
    /// GTK's unset at the next after-paint walks the removed widget's own parents only.)
    func windowStateFlagsDidChange(previous: UInt32) {
        let within = GTK_STATE_FLAG_FOCUS_WITHIN.rawValue
        guard previous & within == 0, gtk_widget_get_state_flags(window.widget).rawValue & within != 0,
            gtk_window_get_focus(window) == nil
        else { return }
        isEnteringFromNoFocus = true
    }
    /// `notify::is-active`.
    func activationDidChange() { isEnteringFromNoFocus = false }
    /// The host cleared the window's focus itself; its `notify::focus-widget` may come later
    /// (when nested in another focus notification).
    func hostDidClearFocus() { announcedFocusIsSet = false }

    /// Runs `body` in the `reannouncingFocus` phase, when no other phase is under way and no
    /// grab waits (else it just runs it): GTK's focus changes inside are not reported. Returns
    /// whether they were held.
    func holdingFocusChanges(_ body: () -> Void) -> Bool {
        guard phase == .idle, pendingGrab == nil else {
            body()
            return false
        }
        phase = .reannouncingFocus
        body()
        phase = .idle
        return true
    }

    /// Whether GTK is inside the leave/enter crossing of a focus move in this window: its
    /// focus widget is NULL and either a crossing from no focus has entered or GTK's focus
    /// went NULL without being announced yet. A grab now would be undone (rule 5).
    func isInFocusCrossing(focus: WidgetPointer?) -> Bool {
        focus == nil && (isEnteringFromNoFocus || announcedFocusIsSet)
    }

    /// The widget the focus chain starts from: GTK's focus widget, or during a crossing (when
    /// GTK's is NULL and the move is not done) the last announced one, which the tracker holds.
    func chainStart(focus: WidgetPointer?) -> WidgetPointer? {
        isInFocusCrossing(focus: focus) ? announcedFocus : focus
    }

    /// `notify::focus-widget`: GTK announces its new focus widget `focus`. Returns the origin
    /// of the change to report now, or `nil` when it is held until the keyboard movement ends.
    func focusWidgetDidChange(to focus: WidgetPointer?) -> FocusChangeOrigin? {
        isEnteringFromNoFocus = false
        let origin = origin(of: focus)
        announcedFocusIsSet = focus != nil
        announce(focus)
        if phase == .reannouncingFocus { return nil }
        if case .movingFocus(let held) = phase {
            if focus == nil {
                // Tab is about to start again from the first Tab stop: commit once, at its end.
                phase = .movingFocus(heldUnset: held ?? origin)
                return nil
            }
            phase = .movingFocus(heldUnset: nil)
        }
        return origin
    }

    /// Where a change to `focus` came from, by phase; outside the phases, an unset of a focus
    /// widget that is no longer sensitive or mapped is GTK's own (`gtk_widget_set_sensitive`
    /// and unmapping unset the focus widget), anything else the user's.
    func origin(of focus: WidgetPointer?) -> FocusChangeOrigin {
        if isReplacingRemovedItem, focus != nil { return .replacement }
        switch phase {
        case .showing: return .windowShow
        case .framePaint: return .toolkitFallback
        case .idle, .movingFocus, .reannouncingFocus: break
        }
        guard focus == nil, let widget = announcedFocus else { return .user }
        if gtk_widget_is_sensitive(widget) == 0 || gtk_widget_get_mapped(widget) == 0 {
            return .toolkitFallback
        }
        return .user
    }

    /// Holds `focus` as the announced focus widget and releases the one before (which may
    /// finalize it: a removed widget GTK no longer holds).
    private func announce(_ focus: WidgetPointer?) {
        guard focus != announcedFocus else { return }
        if let focus { g_object_ref(UnsafeMutableRawPointer(focus)) }
        let previous = announcedFocus
        announcedFocus = focus
        if let previous { g_object_unref(UnsafeMutableRawPointer(previous)) }
    }

    // MARK: Lifetime

    /// Disconnects everything and releases the announced focus widget. Idempotent.
    func tearDown() {
        guard !isTornDown else { return }
        isTornDown = true
        signals.disconnectAll()
        frameSignals.disconnectAll()
        crossingFromNoFocus = nil
        watcher?.cancel()
        watcher = nil
        announce(nil)
    }

    isolated deinit {
        // The host is going away while the window lives on: leave nothing of ours in it.
        tearDown()
    }
}

/// A grab a window does once its focus crossing has ended: a write's, or focus given back
/// (``GtkFocusHost/giveFocusBack(to:)``, which leaves a list's selection as it is).
struct PendingGrab {
    /// What takes focus.
    let node: FocusNodeID
    /// Whether focus is given back rather than written.
    let givesFocusBack: Bool
}
