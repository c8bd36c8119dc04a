/// What a list's renderer does for the list's rows (GTK: the `GtkListView`'s; headless: the
/// twin's): the toolkit side of ``ListRows``.
@MainActor
package protocol ListRowsDriver: AnyObject {
    /// The window the list is in.
    var window: FocusWindowID? { get }
    /// Whether rows can take focus now: the list is in a window, mapped and sensitive.
    var canFocusRows: Bool { get }
    /// Scrolls the row at `position` into view (the toolkit makes its widget) and focuses it (a
    /// lazy stack's or grid's cell: its first control, unless focus is in the cell already),
    /// synchronously; returns whether focus is there.
    func focusRow(at position: Int) -> Bool
    /// Scrolls so that the row at `position` is shown, at `anchor` of the viewport when given
    /// (top, centre, bottom), else by the least scrolling; focus stays where it is.
    func scrollToRow(at position: Int, anchor: UnitPoint?)
    /// A virtual focus node for a row.
    func makeRowNode(_ behaviour: any VirtualFocusNode) -> FocusNodeID
    /// Forgets a row's virtual node.
    func removeRowNode(_ node: FocusNodeID)
    /// The slot's row widget stands for the node now (or, with `nil`, nothing does).
    func setStandIn(_ slot: ListRowSlot?, for node: FocusNodeID)
    /// Runs `move`, which moves focus from a row that went to the one that takes its place,
    /// reported as a replacement (contract rule 11, the list case).
    func replaceFocus(_ move: () -> Void)
    /// Focuses the list itself, which shows no row to focus (GTK: the `GtkListView`, which
    /// holds focus when it has no item); returns whether focus is there.
    func focusListItself() -> Bool
    /// Whether the slot's row is on screen (in the list's viewport), where a render of the
    /// host shows at once; rows bound off screen render when they scroll into view.
    func isShowing(_ slot: ListRowSlot) -> Bool
    /// The slot's row was rendered (bound, or rendered again because what it shows changed):
    /// the row widget shows the row's name and position to screen readers.
    func didRender(_ slot: ListRowSlot, at position: Int)
    /// Whether the row the toolkit binds at `position` now stays off screen in the frame to
    /// come, so that it may render when the main loop is idle (GTK binds about 200 rows around
    /// a row it scrolls to, of which a screenful shows).
    func defersRender(at position: Int) -> Bool
    /// Runs `work` once the toolkit has drawn its next frame of the list's window: rows left
    /// for later start rendering after the frame that shows the rows rendered now.
    func afterNextFrame(_ work: @escaping @MainActor () -> Void)
}

extension ListRowsDriver {
    /// Every row renders when it is bound.
    package func defersRender(at position: Int) -> Bool { false }

    /// Now: a driver that defers no row draws no frame to wait for.
    package func afterNextFrame(_ work: @escaping @MainActor () -> Void) { work() }
}

/// What a list's rows need from the view host that renders the list: an evaluation for a
/// row, reconciliation into a row's slot, and the host's scheduling.
@MainActor
protocol ListRowsHost: AnyObject {
    /// The coordinator the rows' fields are registered with.
    var rowsCoordinator: FocusCoordinator { get }
    /// An evaluation for one row, whose state is kept in `properties`.
    func makeRowEvaluation(properties: PropertyStore) -> Evaluation
    /// Makes the slot's views match `specs`.
    func reconcileRow(_ specs: [RenderSpec], in slot: ListRowSlot)
    /// Removes the slot's views (its widget is going away).
    func tearDownRow(_ slot: ListRowSlot)
    /// Rows were rendered outside a render of the host (the toolkit bound them while
    /// scrolling): the focused values they publish are resolved again.
    func rowsDidRender()
    /// The slot's views stay as they are, but their fields and focused values end: the slot
    /// shows another row now, rendered later (``ListRowsDriver/defersRender(at:)``).
    func suspendRow(_ slot: ListRowSlot)
    /// Asks for a render of the whole host.
    func invalidateRows()
    /// Runs `work` before the toolkit's next event, outside the current call.
    func scheduleRowWork(_ work: @escaping @MainActor () -> Void)
    /// Runs `work` when the toolkit has nothing else to do (after events and frames).
    func scheduleIdleRowWork(_ work: @escaping @MainActor () -> Void)
}
