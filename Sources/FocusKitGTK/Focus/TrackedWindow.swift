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
    /// The previous focus widget, weakly (GWeakRef), to tell GTK's own unsetting of focus on an
    /// insensitive or unmapped widget from a user move.
    var previousFocus = GWeakRef()

    init(id: FocusWindowID, window: WindowPointer) {
        self.id = id
        self.window = window
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
