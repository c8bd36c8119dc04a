import CGtk
import FocusKit

extension GtkFocusHost {
    /// Binds a widget to a focus state and a match value: `.focused($state, equals: value)`
    /// for an imperative GTK widget (as swift-navigation's `bind(focus:equals:)` does for
    /// UIKit).
    ///
    /// Works for `GtkEntry`, `GtkPasswordEntry`, `GtkText`, buttons, or any focusable widget;
    /// focus on a descendant (an entry's inner `GtkText`) counts (rule 1). The binding lasts
    /// until the returned token is cancelled or released, or the widget is destroyed, whichever
    /// comes first: keep the token.
    public func bind<Value: Hashable>(
        _ widget: UnsafeMutablePointer<GtkWidget>, to state: FocusStateStorage<Value>, equals value: Value
    ) -> FocusRegistration {
        let field = trackField(widget)
        let token = coordinator.register(node: field.node, state: state, equals: value)
        field.registrations.removeAll { $0.token == nil || $0.token?.isActive == false }
        field.registrations.append(WeakRegistration(token: token))
        return token
    }

    /// Binds a widget to a `Bool` focus state: `.focused($isFocused)` (rule 12).
    public func bind(_ widget: UnsafeMutablePointer<GtkWidget>, to state: FocusStateStorage<Bool>)
        -> FocusRegistration
    {
        bind(widget, to: state, equals: true)
    }

    /// Starts tracking a widget: its node, focus controller and availability handlers.
    func trackField(_ widget: WidgetPointer) -> TrackedField {
        if let node = nodeByWidget[widget.key], let field = fields[node] { return field }
        let field = TrackedField(node: makeNodeID(), widget: widget)
        fields[field.node] = field
        nodeByWidget[widget.key] = field.node
        let node = field.node

        // enter/leave arrive before the window's focus widget is updated; the move is
        // committed from notify::focus-widget. A crossing in a window the host has not seen
        // yet makes it tracked, so its focus-widget changes are reported from now on.
        field.signals.connect(field.controller, signal: "enter") { [unowned self] _ in
            if let window = self.fields[node]?.widget.window { self.track(window) }
        }
        field.signals.connect(widget, signal: "map", after: true) { [unowned self] _ in
            self.coordinator.nodeAvailabilityDidChange(node, canTakeFocus: true)
        }
        field.signals.connect(widget, signal: "unmap") { [unowned self] _ in
            guard let field = self.fields[node] else { return }
            // A window being hidden unmaps everything in it; that is a window change, handled
            // by the window's own unmap, not a field removal.
            if let window = field.widget.window, gtk_widget_get_visible(window.widget) == 0 { return }
            self.coordinator.nodeAvailabilityDidChange(node, canTakeFocus: false)
        }
        field.signals.connectNotify(widget, property: "sensitive") { [unowned self] _, _ in
            guard let field = self.fields[node] else { return }
            let sensitive = gtk_widget_is_sensitive(field.widget) != 0
            self.coordinator.nodeAvailabilityDidChange(
                node, canTakeFocus: sensitive && self.canTakeFocus(node))
        }
        // Sensitivity also changes through an ancestor (a form disabled as a whole), which
        // emits no notify::sensitive on the field: watch its INSENSITIVE state flag instead.
        field.signals.connectWithUIntArgument(widget, signal: "state-flags-changed") {
            [unowned self] _, previous in
            guard let field = self.fields[node] else { return }
            let insensitive = GTK_STATE_FLAG_INSENSITIVE.rawValue
            let wasInsensitive = previous & insensitive != 0
            let isInsensitive = gtk_widget_get_state_flags(field.widget).rawValue & insensitive != 0
            guard wasInsensitive != isInsensitive else { return }
            if isInsensitive {
                self.coordinator.nodeAvailabilityDidChange(node, canTakeFocus: false)
            } else {
                // GTK updates the flags parent first: the entry's inner text is still
                // insensitive now. Report once the propagation is over.
                MainLoopIdle.once { [weak self] in
                    guard let self, self.fields[node] != nil, self.canTakeFocus(node) else { return }
                    self.coordinator.nodeAvailabilityDidChange(node, canTakeFocus: true)
                }
            }
        }
        field.signals.connectNotify(widget, property: "root") { [unowned self] _, _ in
            guard let field = self.fields[node] else { return }
            if let window = field.widget.window { self.track(window) }
            self.coordinator.nodeDidChangeWindow(node)
        }
        field.watcher = WeakObjectWatcher(widget) { [unowned self] in
            self.widgetWasDisposed(node)
        }
        if let window = widget.window { track(window) }
        return field
    }

    /// Rule 11: a destroyed field is unregistered and its focus, if any, cleared.
    private func widgetWasDisposed(_ node: FocusNodeID) {
        guard let field = fields[node] else { return }
        // Every field on the node ends, also ones registered directly with the coordinator.
        coordinator.nodeWasDestroyed(node)
        for registration in field.registrations { registration.token?.cancel() }
        field.tearDown(widgetAlive: false)
        fields[node] = nil
        nodeByWidget[field.widget.key] = nil
    }
}
