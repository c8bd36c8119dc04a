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
    /// A grab requested during the crossing, applied once it has ended (rule 5: never
    /// recursively inside GTK's crossing emission, whose end would overwrite it).
    var grabAfterCrossing: FocusNodeID?
    /// The previous focus widget, weakly (GWeakRef), to tell GTK's own unsetting of focus on an
    /// insensitive or unmapped widget from a user move.
    var previousFocus = GWeakRef()

    init(id: FocusWindowID, window: WindowPointer) {
        self.id = id
        self.window = window
        controller = gtk_event_controller_focus_new()
        gtk_widget_add_controller(window.widget, controller)
        g_weak_ref_init(&previousFocus, nil)
    }

    func tearDown() {
        signals.disconnectAll()
        frameSignals.disconnectAll()
        watcher?.cancel()
        watcher = nil
        g_weak_ref_clear(&previousFocus)
    }
}
