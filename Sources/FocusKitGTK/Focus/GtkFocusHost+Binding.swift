import CGtk
import FocusKit

extension GtkFocusHost {
    /// Binds a GTK widget's focus to a focus state and a value: `focused(_:equals:)` for a
    /// widget you made yourself, as swift-navigation's `bind(focus:equals:)` is for UIKit.
    ///
    /// ```swift
    /// let host = GtkFocusHost()
    /// let focus = FocusState<Field?>(label: "focus", scope: .window(nil))
    /// let tokens = [
    ///     host.bind(usernameEntry, to: focus.storage, equals: .username),
    ///     host.bind(passwordEntry, to: focus.storage, equals: .password),
    /// ]
    /// focus.wrappedValue = .username   // applied as soon as the entry is on screen
    /// ```
    ///
    /// Works for `GtkEntry`, `GtkPasswordEntry`, `GtkText`, buttons, or any focusable widget.
    ///
    /// - **Focus in:** when GTK's focus enters the widget or a descendant (an entry focuses its
    ///   inner `GtkText`), the state becomes `value` within the same signal emission; a move
    ///   from another bound widget is one change (contract rules 1–3).
    /// - **Focus out:** when focus moves to a widget not bound to the state, or this widget is
    ///   hidden, made insensitive, removed or destroyed while focused, the state becomes `nil`
    ///   and the window's focus is cleared, whatever GTK's fallback would pick (rule 11). An
    ///   inactive window keeps its value (rule 4).
    /// - **Write:** assigning `value` focuses this widget with `gtk_widget_grab_focus` (an entry
    ///   keeps its caret, its text is not selected), so reading right after gives `value`; if
    ///   the widget cannot take focus yet, the write waits until it can (rules 5 and 7).
    ///   Assigning `nil` while it has focus clears the window's focus (rule 8).
    ///
    /// The binding lasts until the returned token is cancelled or released, or the widget is
    /// destroyed, whichever comes first: keep the token.
    ///
    /// - Parameters:
    ///   - widget: The widget to bind.
    ///   - state: The state's storage (`focus.storage`, or a binding's `storage`).
    ///   - value: The value the state reads while the widget has focus.
    /// - Returns: The registration; the binding ends when it is cancelled or released.
    public func bind<Value: Hashable>(
        _ widget: UnsafeMutablePointer<GtkWidget>, to state: FocusStateStorage<Value>, equals value: Value
    ) -> FocusRegistration {
        let field = trackField(widget)
        let token = coordinator.register(node: field.node, state: state, equals: value)
        field.registrations.removeAll { $0.token == nil || $0.token?.isActive == false }
        field.registrations.append(WeakRegistration(token: token))
        return token
    }

    /// Binds a GTK widget's focus to a `Bool` focus state: `focused(_:)` for a widget you made
    /// yourself (contract rule 12).
    ///
    /// ```swift
    /// let isSearchFocused = FocusState<Bool>(label: "isSearchFocused", scope: .window(nil))
    /// let token = host.bind(searchEntry, to: isSearchFocused.storage)
    /// ```
    ///
    /// - **Focus in:** the state becomes `true` when focus enters the widget.
    /// - **Focus out:** it becomes `false` when focus leaves it or the widget goes away.
    /// - **Write:** `true` focuses the widget (now, or once it can take focus); `false` while it
    ///   has focus clears the window's focus.
    ///
    /// - Parameters:
    ///   - widget: The widget to bind.
    ///   - state: The state's storage.
    /// - Returns: The registration; the binding ends when it is cancelled or released.
    public func bind(_ widget: UnsafeMutablePointer<GtkWidget>, to state: FocusStateStorage<Bool>)
        -> FocusRegistration
    {
        bind(widget, to: state, equals: true)
    }

    /// Starts tracking a widget: its node and availability handlers, and its window.
    func trackField(_ widget: WidgetPointer) -> TrackedField {
        if let node = nodeByWidget[widget.key], let field = fields[node] { return field }
        let field = TrackedField(node: makeNodeID(), widget: widget)
        fields[field.node] = field
        nodeByWidget[widget.key] = field.node
        let node = field.node

        field.signals.connect(widget, signal: "map", after: true) { [unowned self] _ in
            self.coordinator.nodeAvailabilityDidChange(node, canTakeFocus: true)
        }
        field.signals.connect(widget, signal: "unmap") { [unowned self] _ in
            guard let field = self.fields[node] else { return }
            // A window being hidden unmaps everything in it; that is a window change, handled
            // by the window's own unmap, not a field removal.
            if let window = field.widget.window, gtk_widget_get_visible(window.widget) == 0 { return }
            // Taken out and put back (`keepingFocus(in:_:)`): reported at its end if it stays out.
            if self.heldFieldReports != nil {
                self.heldFieldReports?.unmapped.insert(node)
                return
            }
            if let popover = Self.closingPopover(around: field.widget) {
                self.reportUnavailability(of: field, when: popover)
                return
            }
            if let stack = Self.switchingViewStack(around: field.widget) {
                self.reportUnavailability(of: field, whenSwitched: stack)
                return
            }
            self.coordinator.nodeAvailabilityDidChange(node, canTakeFocus: false)
        }
        field.signals.connectNotify(widget, property: "sensitive") { [unowned self] _, _ in
            guard let field = self.fields[node] else { return }
            let sensitive = gtk_widget_is_sensitive(field.widget) != 0
            self.coordinator.nodeAvailabilityDidChange(
                node, canTakeFocus: sensitive && self.canTakeFocus(node))
        }
        // Sensitivity also changes through an ancestor (a form disabled as a whole), which
        // emits no notify::sensitive on the field: watch its INSENSITIVE state flag instead,
        // only while a write waits for a field (rule 7). A focused field needs no watching:
        // GTK unsets a focus widget that becomes insensitive itself
        // (`gtk_widget_propagate_state`), and the unset is reported as GTK's (rule 11).
        let flags = field.signals.connectWithUIntArgument(widget, signal: "state-flags-changed") {
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
        field.ancestorSensitivity = SignalGate(flags, open: watchesAncestorSensitivity)
        if focuskit_is_editable(UnsafeMutableRawPointer(widget)) != 0 {
            // Who changed the text: the user while focus is in the field, the program
            // otherwise (see `TrackedField.wasEditedByUser`).
            field.signals.connect(widget, signal: "changed") { [unowned self] _ in
                guard let field = self.fields[node] else { return }
                field.wasEditedByUser = Self.containsWindowFocus(field.widget)
            }
        }
        field.signals.connectNotify(widget, property: "root") { [unowned self] _, _ in
            guard let field = self.fields[node] else { return }
            if self.heldFieldReports != nil {
                self.heldFieldReports?.rerooted.insert(node)
                return
            }
            if let window = field.widget.window { self.track(window) }
            self.coordinator.nodeDidChangeWindow(node)
        }
        field.watcher = WeakObjectWatcher(widget) { [unowned self] in
            self.widgetWasDisposed(node)
        }
        if let window = widget.window { track(window) }
        return field
    }

    /// Whether the widget's window's focus widget is the widget or inside it.
    static func containsWindowFocus(_ widget: WidgetPointer) -> Bool {
        guard let window = widget.window, let focus = gtk_window_get_focus(window) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// Rule 11: a destroyed field is unregistered and its focus, if any, cleared.
    private func widgetWasDisposed(_ node: FocusNodeID) {
        guard let field = fields[node] else { return }
        // Every field on the node ends, also ones registered directly with the coordinator.
        coordinator.nodeWasDestroyed(node)
        for registration in field.registrations { registration.token?.cancel() }
        field.tearDown()
        fields[node] = nil
        nodeByWidget[field.widget.key] = nil
    }
}
