/// The toolkit side of focus coordination: what the coordinator asks of a backend.
///
/// The core never knows GTK. The GTK backend implements this protocol with
/// `gtk_widget_grab_focus`, `gtk_window_set_focus(window, NULL)`, `gtk_window_present` and
/// `gtk_window_get_focus`; the tests implement it with a fake toolkit that behaves like GTK 4.
///
/// Calls may re-enter the coordinator synchronously (GTK emits its crossing events and
/// `notify::focus-widget` inside `gtk_widget_grab_focus`); the coordinator is written for that.
///
/// Reconciliation: after each call the coordinator makes to its host (``grabFocus(on:)``,
/// ``clearFocus(in:)``, ``present(_:)``), it re-reads ``focusChain(in:)`` exactly once for the
/// window it acted on and for every window the host reported through
/// ``FocusCoordinator/focusDidChange(in:origin:)`` during the call, and commits what changed
/// with the call's cause. A report made during the call is collected, not committed on its own,
/// so a host may report a move synchronously, later, or not at all: the result is the same
/// single commit (rule 3).
@MainActor
public protocol FocusHost: AnyObject {
    /// Moves the focus widget of the node's window to the node, as `gtk_widget_grab_focus`
    /// does, and says what happened: ``FocusGrabResult/moved``, ``FocusGrabResult/refused``
    /// when the node cannot take focus (contract rule 7), or ``FocusGrabResult/postponed`` when
    /// the toolkit is inside a focus crossing in that window; the host then grabs as soon as
    /// the crossing has ended, on its own, and reports the move (rule 5).
    func grabFocus(on node: FocusNodeID) -> FocusGrabResult

    /// Unsets the window's focus widget (`gtk_window_set_focus(window, NULL)`), reporting the
    /// change before returning (contract rules 8 and 11).
    func clearFocus(in window: FocusWindowID)

    /// Raises and activates the window (`gtk_window_present`); activation may arrive later,
    /// through ``FocusCoordinator/windowDidChangeActivation(_:isActive:)`` (contract rule 6).
    func present(_ window: FocusWindowID)

    /// Whether the node could take focus now: in a window, mapped, visible, sensitive and
    /// focusable (contract rule 7).
    func canTakeFocus(_ node: FocusNodeID) -> Bool

    /// The window the node is in, or `nil` when it is not in one.
    func window(containing node: FocusNodeID) -> FocusWindowID?

    /// Runs `work` once, after the toolkit has handled the events that have already arrived
    /// (the current burst) and before it draws the next frame: event driven, never a timer.
    /// GTK's backend uses an idle source whose priority is below GDK's event dispatch and above
    /// its redraw. The coordinator commits a window's deactivation there, so that the
    /// activation of another window in the same burst replaces it (contract rule 17).
    func afterCurrentEvents(_ work: @escaping @MainActor () -> Void)

    /// The nodes that contain the window's focus widget, innermost first: the focus widget
    /// itself if it is a node, then its ancestors that are nodes (contract rule 1). Empty
    /// when the window has no focus widget.
    func focusChain(in window: FocusWindowID) -> [FocusNodeID]

    /// ``focusChain(in:)`` written into `chain`, whose contents it replaces: the coordinator
    /// calls this on every focus event with one buffer it reuses, so a host that fills it in
    /// place makes a focus event allocate nothing. The default calls ``focusChain(in:)``.
    func focusChain(in window: FocusWindowID, into chain: inout [FocusNodeID])

    /// Whether a write waits for a field that cannot take focus yet (contract rule 7): `true`
    /// when the first such write starts waiting, `false` when none is left.
    ///
    /// A host reports a field that holds focus and can no longer take it
    /// (``FocusCoordinator/nodeAvailabilityDidChange(_:canTakeFocus:)``, or the toolkit's own
    /// unset through ``FocusCoordinator/focusDidChange(in:origin:)``) at all times; a change
    /// that only matters to a waiting write may be watched only while this is `true`. GTK's
    /// host watches a field's sensitivity through its ancestors, which only the field's state
    /// flags show and which GTK changes on every focus move, only then. The default does
    /// nothing: a host that watches everything all the time needs no hint.
    func writesWaitingDidChange(_ waiting: Bool)
}

extension FocusHost {
    /// Does nothing: the host watches every change of availability at all times.
    public func writesWaitingDidChange(_ waiting: Bool) {}

    /// Replaces `chain`'s contents with ``focusChain(in:)``.
    public func focusChain(in window: FocusWindowID, into chain: inout [FocusNodeID]) {
        chain.removeAll(keepingCapacity: true)
        chain.append(contentsOf: focusChain(in: window))
    }
}
