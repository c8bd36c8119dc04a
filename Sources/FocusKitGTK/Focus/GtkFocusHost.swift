import CGtk
import FocusKit

/// Coordinates `@FocusState` with real GTK 4 windows: the `FocusHost` of the GTK backend.
///
/// Bind widgets with ``bind(_:to:equals:)`` (or ``bind(_:to:)`` for a `Bool` state). Each bound
/// widget gets availability handlers (`map`, `unmap`, `notify::sensitive`, `notify::root`) and
/// a `state-flags-changed` handler open while a write waits (its `INSENSITIVE` flag:
/// sensitivity changed through an ancestor, which emits no `notify::sensitive`, rule 7); each window it lands in is tracked by a `WindowFocusTracker`
/// (GTK's focus phases) through `notify::focus-widget` (the end of GTK's leave/enter crossing,
/// so a move A → B is committed once, rule 3), `move-focus` before and after GTK's handler (a
/// Tab movement), its `state-flags-changed` gaining `FOCUS_WITHIN` while no focus widget is
/// set (a crossing from no focus widget),
/// `notify::is-active` (rule 4), `map` (pending writes and `defaultFocus` before GTK's
/// first-Tab-stop focus, rules 7 and 13) and its frame clock (GTK's after-paint focus fallback,
/// rule 11). A widget or window that is destroyed is forgotten: nothing keeps a dangling
/// pointer.
///
/// Main thread only (rule 15); create it after `gtk_init`.
@MainActor
public final class GtkFocusHost: FocusHost {
    /// The coordinator this host serves; it holds every rule of the contract.
    public let coordinator: FocusCoordinator

    var fields: [FocusNodeID: TrackedField] = [:]
    /// What fields reported inside ``keepingFocus(in:_:)``, reported at its end if it still
    /// stands; `nil` outside it.
    var heldFieldReports: HeldFieldReports?
    var nodeByWidget: [UInt: FocusNodeID] = [:]
    var windows: [UInt: WindowFocusTracker] = [:]
    var windowByID: [FocusWindowID: WindowFocusTracker] = [:]
    /// Whether a write waits for a field, so that fields watch their ancestors' sensitivity
    /// (``writesWaitingDidChange(_:)``).
    private(set) var watchesAncestorSensitivity = false
    /// Nodes without a widget of their own (rows of lazy lists), and the widgets standing for
    /// them now (see `GtkFocusHost+VirtualNodes.swift`).
    var virtualNodes: [FocusNodeID: any VirtualFocusNode] = [:]
    var virtualNodeByWidget: [UInt: FocusNodeID] = [:]
    var standInByNode: [FocusNodeID: WidgetPointer] = [:]
    private var nextNode: UInt = 1
    /// Closed windows kept hidden for a screen reader while another window is shown
    /// (``close(_:)``).
    public var retiredWindows = RetiredWindows()
    /// Announcing again the focus a screen reader missed at start (`GtkFocusHost+Reannouncement`).
    var reannouncement: Reannouncement = .notAsked
    /// Ids for windows that are not `GtkApplicationWindow`s: above any application window id,
    /// which is a 32-bit `guint`, so the two can never collide.
    private var nextPlainWindowID: UInt = 1 << 32

    /// Creates a host and its coordinator, logging through GLib (rule 16).
    public init(logger: (any FocusLogger)? = nil) {
        coordinator = FocusCoordinator(logger: logger ?? GLibFocusLogger())
        coordinator.host = self
    }

    /// Leaves nothing of the host in widgets and windows that outlive it.
    isolated deinit {
        for field in fields.values { field.tearDown() }
        for tracked in windows.values { tracked.tearDown() }
    }

    /// The number of widgets currently tracked (for leak tests).
    package var trackedWidgetCount: Int { fields.count }

    /// The number of windows currently tracked (for leak tests).
    package var trackedWindowCount: Int { windows.count }

    /// The id the host uses for a window: `gtk_application_window_get_id` for application
    /// windows, otherwise a number above 2³². Tracks the window if needed.
    public func windowID(of window: UnsafeMutablePointer<GtkWindow>) -> FocusWindowID {
        track(window).id
    }

    // MARK: FocusHost

    /// `gtk_widget_grab_focus`. A text field then selects its text as GTK does when focus
    /// arrives by keyboard (the `gtk-entry-select-on-focus` setting, on by default), except a
    /// field the user has edited since the program last set its text: focus coming back to it
    /// (a correction after an error) keeps the caret and selection where the user left them.
    /// Inside GTK's focus crossing or Tab movement in the field's window (a GTK focus handler
    /// wrote the state), the grab is postponed until the crossing ends (`notify::focus-widget`)
    /// and the movement ends (`move-focus`, after GTK's handler).
    public func grabFocus(on node: FocusNodeID) -> FocusGrabResult {
        if let virtual = virtualNodes[node] { return grabFocus(onVirtual: node, virtual) }
        guard let field = fields[node] else { return .refused }
        if let window = field.widget.window, let tracked = windows[window.key],
            tracked.isInFocusCrossing(focus: gtk_window_get_focus(window))
        {
            // Grabbing now would be undone by the end of GTK's crossing; do it right after.
            guard canTakeFocus(node) else { return .refused }
            tracked.pendingGrab = PendingGrab(node: node, givesFocusBack: false)
            return .postponed
        }
        return grab(field.widget, keepingCaret: field.wasEditedByUser) ? .moved : .refused
    }

    /// Focuses the node again, as ``grabFocus(on:)`` does, for focus given back rather than
    /// written (a search field's Escape): a virtual node through
    /// ``VirtualFocusNode/giveFocusBack()`` (a list's row keeps the selection), also when a
    /// focus crossing postpones it.
    package func giveFocusBack(to node: FocusNodeID) -> FocusGrabResult {
        guard let virtual = virtualNodes[node] else { return grabFocus(on: node) }
        return grabFocus(onVirtual: node, virtual, givingFocusBack: true)
    }

    /// A virtual node grabs through its behaviour, postponed like any grab inside a crossing.
    private func grabFocus(
        onVirtual node: FocusNodeID, _ virtual: any VirtualFocusNode, givingFocusBack: Bool = false
    ) -> FocusGrabResult {
        if let id = virtual.window, let tracked = windowByID[id],
            tracked.isInFocusCrossing(focus: gtk_window_get_focus(tracked.window))
        {
            guard virtual.canTakeFocus else { return .refused }
            tracked.pendingGrab = PendingGrab(node: node, givesFocusBack: givingFocusBack)
            return .postponed
        }
        return givingFocusBack ? virtual.giveFocusBack() : virtual.grabFocus()
    }

    /// Focuses the widget, or, for a container field (nested fields, rule 1) that is not
    /// focusable itself, its first descendant that can take focus. A text field keeps its
    /// caret and selection when `keepingCaret`; otherwise GTK's own grab selects its text or
    /// not, by the `gtk-entry-select-on-focus` setting.
    private func grab(_ widget: UnsafeMutablePointer<GtkWidget>, keepingCaret: Bool = false) -> Bool {
        let raw = UnsafeMutableRawPointer(widget)
        if keepingCaret {
            if focuskit_is_entry(raw) != 0 {
                return gtk_entry_grab_focus_without_selecting(focuskit_as_entry(raw)) != 0
            }
            if focuskit_is_text(raw) != 0 {
                return gtk_text_grab_focus_without_selecting(focuskit_as_text(raw)) != 0
            }
            if focuskit_is_password_entry(raw) != 0, let text = firstText(in: widget) {
                return gtk_text_grab_focus_without_selecting(focuskit_as_text(UnsafeMutableRawPointer(text)))
                    != 0
            }
        }
        if gtk_widget_grab_focus(widget) != 0 { return true }
        guard gtk_widget_get_focusable(widget) == 0 else { return false }
        // Children in order, depth first, wherever focus is now: `gtk_widget_child_focus` would
        // move on from a focused descendant instead and fail at the container's last one (found
        // by the differential test, issue 15).
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if gtk_widget_get_mapped(current) != 0, gtk_widget_is_sensitive(current) != 0, grab(current) {
                return true
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return false
    }

    /// Opens or closes every field's watch of its ancestors' sensitivity (its
    /// `state-flags-changed` handler): open only while a write waits for a field (rule 7).
    public func writesWaitingDidChange(_ waiting: Bool) {
        guard waiting != watchesAncestorSensitivity else { return }
        watchesAncestorSensitivity = waiting
        for field in fields.values { field.ancestorSensitivity?.setOpen(waiting) }
    }

    /// `gtk_window_set_focus(window, NULL)`.
    public func clearFocus(in window: FocusWindowID) {
        guard let tracked = windowByID[window] else { return }
        gtk_window_set_focus(tracked.window, nil)
        tracked.hostDidClearFocus()
    }

    /// `gtk_window_present` (rule 6). On X11 the window manager activates the window. A
    /// Wayland compositor raises an already mapped window only for an xdg-activation token
    /// from a recent user event of the window that has keyboard focus. GTK's own request
    /// is refused by wlroots compositors ("surface doesn't have keyboard focus"), so the host
    /// asks for the token itself through the display's launch context (which ties it to the
    /// serial of the last input event, the key press or click that led to this write, and to
    /// the focused surface) and gives it to the display for the present. A compositor may
    /// still decline (no recent user event, or its policy). The coordinator has already made
    /// the window the key window, so states read the written value either way; a refusal is
    /// traced: after a round trip to the compositor, which has then sent any keyboard focus it
    /// gives, and the dispatch of those events, a window that is still inactive was declined.
    /// A window that was not mapped yet is activated by the compositor's policy for new
    /// windows and is not checked.
    public func present(_ window: FocusWindowID) {
        guard let tracked = windowByID[window] else { return }
        let widget = tracked.window.widget
        let wasMapped = gtk_widget_get_mapped(widget) != 0
        guard wasMapped, gtk_window_is_active(tracked.window) == 0,
            let display = gtk_widget_get_display(widget),
            focuskit_is_wayland_display(display) != 0
        else {
            gtk_window_present(tracked.window)
            return
        }
        if let token = activationToken(on: display) {
            gdk_wayland_display_set_startup_notification_id(display, token)
            g_free(token)
        }
        gtk_window_present(tracked.window)
        gdk_display_sync(display)
        afterCurrentEvents { [weak self] in
            guard let self, let tracked = self.windowByID[window], gtk_window_is_active(tracked.window) == 0,
                gtk_widget_get_mapped(tracked.window.widget) != 0, self.coordinator.logger.isTraceEnabled
            else { return }
            self.coordinator.logger.trace(
                "focus window=\(window.rawValue) present declined by the compositor (no activation); "
                    + "it stays the key window of the app")
        }
    }

    /// An xdg-activation token from GDK's Wayland launch context, as for launching another
    /// application: GLib asks for an app info, so a command-line one stands in (it is never
    /// launched). Free the result with `g_free`.
    private func activationToken(on display: OpaquePointer) -> UnsafeMutablePointer<CChar>? {
        guard let context = gdk_display_get_app_launch_context(display) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let info = g_app_info_create_from_commandline("true", "FocusKit present", G_APP_INFO_CREATE_NONE, nil)
        guard let info else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(info)) }
        let launch = UnsafeMutableRawPointer(context).assumingMemoryBound(to: GAppLaunchContext.self)
        return g_app_launch_context_get_startup_notify_id(launch, info, nil)
    }

    /// An idle source at ``MainLoopIdle/afterEventsPriority``: after GDK has dispatched the
    /// events that have arrived (X11's focus-out and focus-in, Wayland's keyboard leave and
    /// enter), before the next frame (rule 17).
    public func afterCurrentEvents(_ work: @escaping @MainActor () -> Void) {
        MainLoopIdle.once(priority: MainLoopIdle.afterEventsPriority, work)
    }

    /// In a window, mapped, sensitive and able to focus (itself or a descendant).
    public func canTakeFocus(_ node: FocusNodeID) -> Bool {
        if let virtual = virtualNodes[node] { return virtual.canTakeFocus }
        guard let widget = fields[node]?.widget, widget.window != nil else { return false }
        return gtk_widget_get_mapped(widget) != 0 && gtk_widget_is_sensitive(widget) != 0
            && gtk_widget_get_can_focus(widget) != 0
    }

    /// The tracked window the widget is in. A lookup: it starts tracking nothing (a bound
    /// widget's window is tracked when the widget is bound or moves into it).
    public func window(containing node: FocusNodeID) -> FocusWindowID? {
        if let virtual = virtualNodes[node] { return virtual.window }
        guard let window = fields[node]?.widget.window else { return nil }
        return windows[window.key]?.id
    }

    /// The bound widgets containing `gtk_window_get_focus`, innermost first.
    public func focusChain(in window: FocusWindowID) -> [FocusNodeID] {
        var chain: [FocusNodeID] = []
        focusChain(in: window, into: &chain)
        return chain
    }

    /// ``focusChain(in:)`` written into a buffer the coordinator reuses (nothing allocated).
    public func focusChain(in window: FocusWindowID, into chain: inout [FocusNodeID]) {
        chain.removeAll(keepingCapacity: true)
        guard let tracked = windowByID[window],
            let focus = tracked.chainStart(focus: gtk_window_get_focus(tracked.window))
        else { return }
        // GTK keeps a removed focus widget as the window's focus until its after-paint
        // fallback; it no longer contains anything in the window (rule 11).
        guard focus.window == tracked.window else { return }
        // One walk to the root; the stand-ins of virtual nodes (rows of lazy lists) only looked
        // up when there are any (a lookup hashes its key even in an empty table).
        let hasVirtualNodes = !virtualNodeByWidget.isEmpty
        var current: WidgetPointer? = focus
        while let widget = current {
            if let node = nodeByWidget[widget.key] { chain.append(node) }
            if hasVirtualNodes, let node = virtualNodeByWidget[widget.key] { chain.append(node) }
            current = gtk_widget_get_parent(widget)
        }
    }

    // MARK: Helpers

    private func firstText(in widget: WidgetPointer) -> WidgetPointer? {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if focuskit_is_text(UnsafeMutableRawPointer(current)) != 0 { return current }
            if let found = firstText(in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    func makeNodeID() -> FocusNodeID {
        defer { nextNode += 1 }
        return FocusNodeID(nextNode)
    }

    func makeWindowID(for window: WindowPointer) -> FocusWindowID {
        let raw = UnsafeMutableRawPointer(window)
        if focuskit_is_application_window(raw) != 0 {
            let id = gtk_application_window_get_id(focuskit_as_application_window(raw))
            if id != 0 { return FocusWindowID(UInt(id)) }
        }
        defer { nextPlainWindowID += 1 }
        return FocusWindowID(nextPlainWindowID)
    }
}
