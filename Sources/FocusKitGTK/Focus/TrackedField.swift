import CGtk
import FocusKit

/// What the host knows about one widget bound with `.focused`: its node id, its
/// `GtkEventControllerFocus`, and the signal handlers that report availability to the
/// coordinator. Owned by ``GtkFocusHost``; its handlers die with it.
@MainActor
final class TrackedField {
    let node: FocusNodeID
    let widget: WidgetPointer
    let signals = SignalBag()
    /// The focus controller added to the widget (enter/leave with contains-focus).
    let controller: OpaquePointer
    var watcher: WeakObjectWatcher?
    /// Registrations on this widget, held weakly: the caller's token owns each binding.
    var registrations: [WeakRegistration] = []

    init(node: FocusNodeID, widget: WidgetPointer) {
        self.node = node
        self.widget = widget
        controller = gtk_event_controller_focus_new()
        gtk_widget_add_controller(widget, controller)
    }

    private var isTornDown = false

    /// Disconnects everything and removes the controller (unless the widget is already gone).
    /// Idempotent.
    func tearDown(widgetAlive: Bool) {
        guard !isTornDown else { return }
        isTornDown = true
        signals.disconnectAll()
        watcher?.cancel()
        watcher = nil
        if widgetAlive { gtk_widget_remove_controller(widget, controller) }
    }

    isolated deinit {
        // The host is going away while the widget lives on: leave nothing of ours in it.
        tearDown(widgetAlive: watcher?.isWatching ?? false)
    }
}

/// A weak reference to a registration token, so the host can end it when the widget dies.
struct WeakRegistration {
    weak var token: FocusRegistration?
}
