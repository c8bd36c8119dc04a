import CGtk
import FocusKit

/// What the host knows about one widget bound with `.focused`: its node id and the signal
/// handlers that report availability to the coordinator. Owned by ``GtkFocusHost``; its
/// handlers die with it. It adds no `GtkEventControllerFocus` to the widget: every focus move
/// ends with the window's `notify::focus-widget`, which reports the whole chain (rule 1), and
/// a crossing from no focus is seen by the window's state flags (``WindowFocusTracker``).
@MainActor
final class TrackedField {
    let node: FocusNodeID
    let widget: WidgetPointer
    let signals = SignalBag()
    var watcher: WeakObjectWatcher?
    /// Registrations on this widget, held weakly: the caller's token owns each binding.
    var registrations: [WeakRegistration] = []
    /// For a text field (a `GtkEditable`): whether its text last changed while focus was in
    /// it, that is, the user edited it (typing, pasting, deleting) rather than the program
    /// setting it while focus was elsewhere. A program's write that focuses it again keeps the
    /// caret and selection the user left (a correction after an error) instead of selecting
    /// the text as GTK does when focus arrives (`gtk-entry-select-on-focus`).
    var wasEditedByUser = false
    /// The `state-flags-changed` handler that reports a change of sensitivity through an
    /// ancestor; open only while a write waits for a field
    /// (``GtkFocusHost/writesWaitingDidChange(_:)``).
    var ancestorSensitivity: SignalGate?
    /// While a closing popover or a view stack showing another page unmapped the widget: the
    /// one-shot handler (the popover's `closed`, the stack's `notify::visible-child`) that
    /// reports it unavailable (`GtkFocusHost+Popovers.swift`, `GtkFocusHost+StackPages.swift`).
    var deferredUnmap: SignalConnection?

    init(node: FocusNodeID, widget: WidgetPointer) {
        self.node = node
        self.widget = widget
    }

    private var isTornDown = false

    /// Disconnects everything. Idempotent.
    func tearDown() {
        guard !isTornDown else { return }
        isTornDown = true
        signals.disconnectAll()
        ancestorSensitivity = nil
        deferredUnmap?.disconnect()
        deferredUnmap = nil
        watcher?.cancel()
        watcher = nil
    }

    isolated deinit {
        // The host is going away while the widget lives on: leave nothing of ours in it.
        tearDown()
    }
}

/// A weak reference to a registration token, so the host can end it when the widget dies.
struct WeakRegistration {
    weak var token: FocusRegistration?
}
