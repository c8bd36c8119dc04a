import CGtk
import FocusKit

/// What the host knows about one window: its id and the handlers that report its focus
/// widget, activation and mapping to the coordinator, plus GTK-behaviour flags.
@MainActor
final class TrackedWindow {
    let id: FocusWindowID
    let window: WindowPointer
    let signals = SignalBag()
    /// Frame-clock handlers; replaced when the window is realized again.
    let frameSignals = SignalBag()
    var watcher: WeakObjectWatcher?
    /// Between the frame clock's layout/paint and after-paint phases, where GTK runs its focus
    /// fallback after the focus widget was removed or hidden.
    var isInFramePaint = false
    /// Between the window's `map` and the end of `gtk_window_show`, where GTK focuses the
    /// first Tab stop.
    var isShowing = false
    /// A focus controller on the window itself: its `enter` starts a crossing from no focus.
    let controller: OpaquePointer
    /// Inside GTK's enter crossing from no focus widget, until `notify::focus-widget` ends it.
    var isEnteringFromNoFocus = false
    /// Whether the focus widget last announced (`notify::focus-widget`) or left by the host's
    /// own calls is set: GTK's being NULL while this is true means a crossing is under way.
    var knownFocusIsSet = false
    /// Inside GTK's keyboard focus movement (`move-focus`: Tab, Shift+Tab). When focus cannot
    /// move on from the focus widget, GTK unsets it and starts again from the first Tab stop;
    /// that unset is not committed on its own (rule 3: a wrap from field A to field B is one
    /// change A → B), only if the movement ends with no focus.
    var isMovingFocus = false
    /// An unset seen inside the keyboard focus movement, not yet reported.
    var heldUnset: FocusChangeOrigin?
    /// A grab requested during the crossing, applied once it has ended (rule 5: never
    /// recursively inside GTK's crossing emission, whose end would overwrite it).
    var grabAfterCrossing: FocusNodeID?
    /// The previous focus widget, weakly, to tell GTK's own unsetting of focus on an
    /// insensitive or unmapped widget from a user move. A `GWeakRef` must stay at one address
    /// for GLib, so it lives in its own allocation, cleared and freed exactly once.
    let previousFocus: UnsafeMutablePointer<GWeakRef>
    private var isTornDown = false

    init(id: FocusWindowID, window: WindowPointer) {
        self.id = id
        self.window = window
        controller = gtk_event_controller_focus_new()
        gtk_widget_add_controller(window.widget, controller)
        previousFocus = .allocate(capacity: 1)
        previousFocus.initialize(to: GWeakRef())
        g_weak_ref_init(previousFocus, nil)
    }

    /// Disconnects everything and releases the weak reference; `windowAlive` says whether the
    /// window still exists, so that its controller can be removed too. Idempotent.
    func tearDown(windowAlive: Bool) {
        guard !isTornDown else { return }
        isTornDown = true
        signals.disconnectAll()
        frameSignals.disconnectAll()
        watcher?.cancel()
        watcher = nil
        if windowAlive { gtk_widget_remove_controller(window.widget, controller) }
        g_weak_ref_clear(previousFocus)
        previousFocus.deinitialize(count: 1)
        previousFocus.deallocate()
    }

    isolated deinit {
        // The host is going away while the window lives on: leave nothing of ours in it.
        tearDown(windowAlive: watcher?.isWatching ?? false)
    }
}
