import Foundation
import Observation

/// The rows of one ``List`` (or lazy stack or grid) between renders: what its content
/// produced, how that changed, which rows the toolkit shows now, and their focus.
///
/// The view host keeps one per list position (`LazyContainerStore`). Each render of the host
/// hands it the list's content as runs of rows (``update(segments:context:selection:configuration:)``)
/// without building them; the list's renderer (the ``driver``) applies the changes to the
/// toolkit's list (GTK: `items-changed` on the list's model), and the toolkit asks for rows as
/// it shows them (``bind(_:at:)``), recycling their widgets (``unbind(_:)``).
///
/// Focus: each shown row has a virtual node (the driver's) that stands for the row whatever
/// widget shows it; the `.focused` fields of the row's outermost view, and the list's own state
/// telling which row has focus, are registered on it. For the rows that are not shown the list
/// is a ``FocusFieldSource``: a write to a row's value realizes the row's fields and the driver
/// scrolls the row into view and focuses it in the same write (contract rules 5 and 7).
@MainActor
package final class ListRows {
    /// One run of rows, with where it starts now.
    struct Segment {
        let key: ViewPath
        var source: any ListRowSource
        var start: Int
        var section: Int?
    }

    /// The list's position in its host.
    let path: ViewPath
    /// The host that renders rows.
    weak var host: (any ListRowsHost)?
    /// How many cells of a lazy stack or grid Tab passes over looking for one with a control
    /// (each is made to be looked at); past them focus leaves the stack.
    package static let cellSearchLimit = 32

    /// The cells Tab tries in turn from `position` (`backward`: towards the start), headings
    /// passed over, at most ``cellSearchLimit`` of them, as both backends walk them.
    package func cellCandidates(from position: Int, backward: Bool) -> [Int] {
        let step = backward ? -1 : 1
        let end = position + step * Self.cellSearchLimit
        return Array(stride(from: position, to: end, by: step)).filter {
            $0 >= 0 && $0 < count && !isHeading(at: $0)
        }
    }
    /// The list's renderer.
    package weak var driver: (any ListRowsDriver)?

    private(set) var segments: [Segment] = []
    private var segmentIndex: [ViewPath: Int] = [:]
    /// How many rows the list has.
    package private(set) var count = 0
    /// The environment and modifiers the rows are built with: the list's children's.
    private var rowContext = ExpansionContext(environment: EnvironmentValues())
    /// How the list selects, with the binding's value.
    private(set) var selection = ListSelection.none
    /// Whether the selection's binding changed other than by the list (a view wrote it): the
    /// host has to render the list again to show it.
    var isSelectionStale: Bool { selection.isStale }
    /// Whether a list inside one of its rows has a stale selection (``isSelectionStale``).
    var hasStaleRowSelection: Bool {
        rowContainers.contains { key, containers in slotsByKey[key] != nil && containers.hasStaleSelection }
    }
    /// What the list view asked for besides its rows.
    package private(set) var configuration = ListConfiguration()
    /// Changes the driver has not applied yet, in order.
    package private(set) var pendingChanges: [ListRangeChange] = []
    /// Whether the selection changed since the driver last refreshed it.
    package private(set) var selectionChanged = false
    /// Whether the app changed the selection in the last render (a write to the binding from
    /// outside the list), not the list itself.
    package private(set) var selectionChangedByApp = false
    /// Bumped by every render of the host: the list's renderer applies what changed.
    package private(set) var revision = 0
    /// Bumped by a render of the host in which what rows are made from may have changed (a
    /// state read outside the rows, an `@Observable`'s property, the environment): a row
    /// rendered in an older one is rendered again, as is a row a state it read changed since
    /// (``isCurrent(_:)``).
    private(set) var contentRevision = 0

    /// Which row has focus: the list's own state, with a field on each row's node. The list
    /// reads it with `unobservedValue`: its reads are no view's dependency (``StateReads``).
    let focus = FocusState<ListRowKey?>(label: "List rows", scope: .window(nil)).storage
    private var focusObservation: FocusObservation?
    /// The row focus was last in, where focus entering the list lands when nothing is selected.
    private(set) var lastFocusedKey: ListRowKey?
    /// The focused row that went with the last changes, and the row focus moves to: carried
    /// out by the driver once it applied the changes (``didApplyChanges()``).
    package private(set) var focusReplacement: (from: ListRowKey, to: ListRowKey?)?

    private var records: [ListRowKey: ListRowRecord] = [:]
    /// Rows that left their slots, whose records end when the main loop is idle
    /// (``retireWhenIdle(_:)``).
    private var leftRows: Set<ListRowKey> = []
    private var rowStores: [ListRowKey: PropertyStore] = [:]
    /// The lazy containers inside each row (a horizontal shelf in each row of a list), kept
    /// with the row's state: each row has its own, though every row's content has the same path.
    private var rowContainers: [ListRowKey: LazyContainerStore] = [:]
    private var slotsByKey: [ListRowKey: ListRowSlot] = [:]
    /// Whether a bound slot may show its row as rendered in an older content revision (the
    /// revision changed, or a row was left to render later): ``hasRowsToRender`` then looks at
    /// every slot, otherwise only at ``readingSlots``. Made exact by ``settleRowsBehind()``.
    private var mayHaveRowsBehind = true
    /// The slots whose row read a `@State` or `@FocusState` when it last rendered: while the
    /// content revision stays, only these can go stale (a key press writes states no row read).
    private var readingSlots: [ObjectIdentifier: ListRowSlot] = [:]
    /// States whose rows bind them with the row's id (`.focused($state, equals: row.id)`): a
    /// write of any id is a row's, found without building rows.
    private var statesBoundByID: [ObjectIdentifier: FocusFieldSourceRegistration] = [:]
    /// Rows seen binding a state with another value than their id.
    private var rowsByBinding: [FocusBindingSpec.Key: ListRowKey] = [:]
    private var otherSources: [ObjectIdentifier: FocusFieldSourceRegistration] = [:]
    private var isTornDown = false

    init(path: ViewPath, host: any ListRowsHost) {
        self.path = path
        self.host = host
        focusObservation = focus.observe { [weak self] old, new in self?.rowFocusDidChange(from: old, to: new)
        }
    }

    /// Makes `driver` the list's renderer. A new renderer (the list's node was made again)
    /// has its own nodes and slots: what the old one showed is forgotten.
    package func attach(_ driver: any ListRowsDriver) {
        guard self.driver !== driver else { return }
        forgetShownRows()
        self.driver = driver
        if case .window(nil) = focus.scope, let window = driver.window { focus.scope = .window(window) }
        if let (id, anchor) = pendingScroll {
            pendingScroll = nil
            _ = scroll(toRowID: id, anchor: anchor)
        }
    }

    /// The list's widget goes away (it is in a row of another list that left its widgets): the
    /// rows it showed end their fields, effects and nodes while its renderer can still remove
    /// them, as ``attach(_:)`` does for a new one; the rows' state stays for a widget made again
    /// (the row scrolled back).
    func detach() {
        for containers in rowContainers.values { containers.detachAll() }
        forgetShownRows()
        driver = nil
    }

    /// Ends the rows the renderer showed (their records, with their fields and nodes) and
    /// forgets its slots: the renderer goes, or another takes its place.
    private func forgetShownRows() {
        for key in Array(records.keys) { dropRecord(key, force: true) }
        slotsByKey = [:]
        readingSlots = [:]
        mayHaveRowsBehind = true
    }

    // MARK: Renders

    /// Takes the list's content of a new render: works out what changed since the last one
    /// (``pendingChanges``), which rows went, and where focus goes if the focused row went.
    func update(
        segments specs: [ListSegmentSpec], context: ExpansionContext, selection: ListSelection,
        configuration: ListConfiguration, contentMayHaveChanged: Bool = true
    ) {
        revision += 1
        if contentMayHaveChanged {
            tagsByKey = [:]
            missingTags = []
            contentRevision += 1
            mayHaveRowsBehind = true
        }
        rowContext = context
        if selection.mode != self.selection.mode || selection.selected != self.selection.selected {
            selectionChanged = true
        }
        if selection.selected != self.selection.selected { selectionChangedByApp = true }
        self.selection = selection
        self.configuration = configuration
        if case .window(nil) = focus.scope, let window = driver?.window { focus.scope = .window(window) }

        let oldSegments = segments
        var changes: [ListRangeChange] = []
        var removed: Set<ListRowKey> = []
        var removedSegments: Set<ViewPath> = []
        var next: [Segment] = []
        let newKeys = Set(specs.map(\.key))
        // The surviving runs must keep their order; otherwise every row is replaced.
        let survivingOld = oldSegments.filter { newKeys.contains($0.key) }.map(\.key)
        let survivingNew = specs.map(\.key).filter { segmentIndex[$0] != nil }
        if survivingOld != survivingNew {
            if count > 0 || specs.contains(where: { $0.source.count > 0 }) {
                changes = [
                    ListRangeChange(
                        position: 0, removed: count, added: specs.reduce(0) { $0 + $1.source.count })
                ]
            }
            removedSegments = Set(oldSegments.map(\.key))
            var start = 0
            for spec in specs {
                next.append(Segment(key: spec.key, source: spec.source, start: start, section: spec.section))
                start += spec.source.count
            }
        } else {
            // Runs that went, front to back.
            var position = 0
            for segment in oldSegments {
                if newKeys.contains(segment.key) {
                    position += segment.source.count
                } else {
                    if segment.source.count > 0 {
                        changes.append(
                            ListRangeChange(position: position, removed: segment.source.count, added: 0))
                    }
                    removedSegments.insert(segment.key)
                }
            }
            // Then in the new order: inserted runs, and what changed inside the others.
            position = 0
            for spec in specs {
                if let index = segmentIndex[spec.key] {
                    let old = oldSegments[index]
                    if let (inner, gone) = spec.source.changes(from: old.source) {
                        changes += inner.map {
                            ListRangeChange(
                                position: position + $0.position, removed: $0.removed, added: $0.added)
                        }
                        for id in gone { removed.insert(ListRowKey(segment: spec.key, id: id)) }
                    } else {
                        changes.append(
                            ListRangeChange(
                                position: position, removed: old.source.count, added: spec.source.count))
                        removedSegments.insert(spec.key)
                    }
                } else if spec.source.count > 0 {
                    changes.append(ListRangeChange(position: position, removed: 0, added: spec.source.count))
                }
                next.append(
                    Segment(key: spec.key, source: spec.source, start: position, section: spec.section))
                position += spec.source.count
            }
        }
        segments = next
        segmentIndex = [:]
        for (index, segment) in next.enumerated() where segmentIndex[segment.key] == nil {
            segmentIndex[segment.key] = index
        }
        count = next.last.map { $0.start + $0.source.count } ?? 0
        pendingChanges += changes

        // What went: its focus, its records and its state.
        func isGone(_ key: ListRowKey) -> Bool {
            if removed.contains(key) { return true }
            guard removedSegments.contains(key.segment) else { return false }
            // A run replaced as a whole may still hold the row.
            return position(of: key) == nil
        }
        if let focused = focus.unobservedValue, isGone(focused) {
            focusReplacement = (focused, neighbour(of: focused, in: oldSegments, isGone: isGone))
        }
        for key in Array(records.keys) where isGone(key) && key != focusReplacement?.from {
            dropRecord(key)
        }
        for key in Array(rowStores.keys) where isGone(key) { rowStores[key] = nil }
        for key in Array(rowContainers.keys) where isGone(key) {
            rowContainers.removeValue(forKey: key)?.tearDownAll()
        }
        for (binding, key) in rowsByBinding where isGone(key) { rowsByBinding[binding] = nil }
        if let last = lastFocusedKey, isGone(last) { lastFocusedKey = nil }
    }

    /// The row below `key` in the old rows that stays, else the nearest one above it.
    private func neighbour(
        of key: ListRowKey, in oldSegments: [Segment], isGone: (ListRowKey) -> Bool
    ) -> ListRowKey? {
        guard let segmentIndex = oldSegments.firstIndex(where: { $0.key == key.segment }) else { return nil }
        let oldSegment = oldSegments[segmentIndex]
        let hint = records[key].map { $0.lastPosition - oldSegment.start }
        guard let local = oldSegment.source.index(ofIdentity: key.id, near: hint) else { return nil }
        let oldStart = oldSegment.start + local
        let oldCount = oldSegments.last.map { $0.start + $0.source.count } ?? 0
        func oldKey(at position: Int) -> ListRowKey? {
            guard let segment = oldSegments.last(where: { $0.start <= position }),
                position < segment.start + segment.source.count
            else { return nil }
            let local = position - segment.start
            guard !segment.source.isHeading else { return nil }
            return ListRowKey(segment: segment.key, id: segment.source.identity(at: local))
        }
        for position in (oldStart + 1)..<max(oldStart + 1, oldCount) {
            if let candidate = oldKey(at: position), !isGone(candidate) { return candidate }
        }
        for position in stride(from: oldStart - 1, through: 0, by: -1) {
            if let candidate = oldKey(at: position), !isGone(candidate) { return candidate }
        }
        return nil
    }

    /// The driver applied ``pendingChanges`` (and refreshed the selection if it changed), then
    /// moved focus from a removed row as ``focusReplacement`` says: what went is dropped now.
    package func didApplyChanges() {
        pendingChanges = []
        selectionChanged = false
        selectionChangedByApp = false
        if let replacement = focusReplacement {
            focusReplacement = nil
            dropRecord(replacement.from)
        }
    }

    /// Moves focus from the removed focused row to its neighbour, as one change (contract
    /// rule 11, the list case), or, when no row is left, to the list itself, as SwiftUI's list
    /// keeps focus (a lazy stack's or grid's cells hold no focus themselves: rule 11 applies);
    /// called by the driver after it applied the changes.
    package func replaceRemovedFocus() {
        guard let replacement = focusReplacement, let driver else { return }
        // The app selected another row in the same render (an item replacing the one deleted):
        // focus goes there instead, still in one change.
        let selected = selectionChangedByApp ? selectedPositions()?.first : nil
        guard let position = selected ?? replacement.to.flatMap({ self.position(of: $0) }) else {
            if !configuration.isCells, driver.canFocusRows {
                driver.replaceFocus { _ = driver.focusListItself() }
            }
            return
        }
        driver.replaceFocus { _ = driver.focusRow(at: position) }
    }

    /// Where focus goes after the app selected rows while focus was on a row (itself, not a
    /// control in it) that is not selected: the first selected row, so that the row focus is on
    /// and the rows the selection acts on are the same (a new item selected after a sheet added
    /// it; Delete and the context menu act on the focused row). `nil` otherwise.
    package func rowFollowingAppSelection(focusedRow position: Int?) -> Int? {
        guard selectionChangedByApp, let position, !isSelected(at: position),
            let first = selectedPositions()?.first
        else { return nil }
        return first
    }

    /// Whether the slot shows its row as the row would render now: rendered in this content
    /// revision, and no state it read changed since.
    private func isCurrent(_ slot: ListRowSlot) -> Bool {
        slot.renderedRevision == contentRevision && !slot.reads.hasChanged
    }

    /// Whether a row the toolkit has bound waits to render again (off screen, until it scrolls
    /// in or the main loop is idle).
    package var hasRowsToRender: Bool {
        let waiting =
            mayHaveRowsBehind
            ? slotsByKey.values.contains { $0.isBound && !isCurrent($0) }
            : readingSlots.values.contains { $0.isBound && $0.reads.hasChanged }
        assert(
            waiting == slotsByKey.values.contains { $0.isBound && !isCurrent($0) },
            "a bound row's staleness was not tracked")
        return waiting
    }

    /// Finds out whether a bound slot shows a row rendered in an older content revision, after
    /// rows rendered: until the revision changes or a row is left for later, only the slots
    /// that read a state need looking at.
    private func settleRowsBehind() {
        guard mayHaveRowsBehind else { return }
        mayHaveRowsBehind = slotsByKey.values.contains {
            $0.isBound && $0.renderedRevision != contentRevision
        }
    }

    /// Renders again every shown row that is not current (``isCurrent(_:)``: rendered before
    /// this content revision, or a state it read changed); after a render of the host.
    ///
    /// Only the rows on screen render now (GTK binds about 200 rows, of which a dozen show);
    /// the others stay as they were until they scroll into view (``refreshRowsOnScreen()``) or
    /// the main loop is idle.
    func refreshRows() {
        refreshOwnRows()
        // The lists inside rows shown that did not render again may have rows of their own to
        // (those of rows not shown have no widgets: they render when their row is shown again).
        for (key, containers) in rowContainers where slotsByKey[key] != nil { containers.refreshRows() }
    }

    private func refreshOwnRows() {
        defer { settleRowsBehind() }
        // Usually none (a key press writes states no row read): looked for without a copy.
        guard hasRowsToRender else { return }
        var waiting = false
        for slot in Array(slotsByKey.values) where slot.isBound && !isCurrent(slot) {
            guard driver?.isShowing(slot) ?? true else {
                waiting = true
                continue
            }
            guard let key = slot.key, let position = position(of: key, hint: slot.position) else { continue }
            render(slot, key: key, at: position)
        }
        if waiting { scheduleRefreshWhenIdle() }
    }

    /// Renders the rows that wait (``refreshAllRows()``) once the main loop is idle after the
    /// toolkit's next frame (``ListRowsDriver/afterNextFrame(_:)``): GTK may be waiting for
    /// the time of its next frame, the one that shows the rows rendered now, when the main loop
    /// first looks idle.
    private func scheduleRefreshWhenIdle(afterFrame: Bool = true) {
        guard !isRefreshScheduled else { return }
        isRefreshScheduled = true
        whenIdle(afterFrame: afterFrame) { [weak self] in
            guard let self else { return }
            self.isRefreshScheduled = false
            self.refreshAllRows()
        }
    }

    /// Runs `work` in an idle turn of the main loop, after the driver's next frame when
    /// `afterFrame` (``ListRowsDriver/afterNextFrame(_:)``).
    private func whenIdle(afterFrame: Bool, _ work: @escaping @MainActor () -> Void) {
        let schedule: @MainActor () -> Void = { [weak self] in self?.host?.scheduleIdleRowWork(work) }
        if afterFrame, let driver { driver.afterNextFrame(schedule) } else { schedule() }
    }

    /// Renders the rows that scrolled into view since the last render of the host, if it
    /// changed them; the driver calls it when the list scrolls.
    package func refreshRowsOnScreen() {
        var rendered = false
        for slot in Array(slotsByKey.values) where slot.isBound && !isCurrent(slot) {
            guard driver?.isShowing(slot) ?? true, let key = slot.key,
                let position = position(of: key, hint: slot.position)
            else { continue }
            render(slot, key: key, at: position)
            rendered = true
        }
        settleRowsBehind()
        if rendered { host?.rowsDidRender() }
    }

    /// Renders the row at `position` now if the toolkit shows it but it waits to render (it
    /// was bound off screen, or a render of the host left it): the driver is about to focus it.
    package func renderIfWaiting(at position: Int) {
        guard let key = key(at: position), let slot = slotsByKey[key], slot.isBound, !isCurrent(slot) else {
            return
        }
        render(slot, key: key, at: position)
        host?.rowsDidRender()
    }

    /// Renders the rows bound to a slot that an earlier render of the host left as it was, a
    /// few milliseconds' worth at a time (``idleRenderBudget``), and asks to go on when the main
    /// loop is idle again: a far scroll leaves about 170 rows, and rendering them at once would
    /// hold back a frame due meanwhile (the one showing the row scrolled to, or the next).
    private func refreshAllRows() {
        guard !isTornDown else { return }
        var rendered = false
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: Self.idleRenderBudget)
        var isCut = false
        for slot in Array(slotsByKey.values) where slot.isBound && !isCurrent(slot) {
            guard clock.now < deadline else {
                isCut = true
                break
            }
            guard let key = slot.key, let position = position(of: key, hint: slot.position) else { continue }
            render(slot, key: key, at: position)
            rendered = true
        }
        settleRowsBehind()
        if rendered { host?.rowsDidRender() }
        if isCut { scheduleRefreshWhenIdle(afterFrame: false) }
    }

    /// How long one idle turn renders waiting rows (about 20 rows of text): a small part of a
    /// frame at 60 Hz, which GTK may be waiting to draw when the main loop looks idle.
    private static let idleRenderBudget = Duration.milliseconds(1)

    private var isRefreshScheduled = false

    /// Ends everything: the list left its host.
    func tearDown() {
        guard !isTornDown else { return }
        isTornDown = true
        for key in Array(records.keys) { dropRecord(key, force: true) }
        for token in statesBoundByID.values { token.cancel() }
        for token in otherSources.values { token.cancel() }
        statesBoundByID = [:]
        otherSources = [:]
        rowStores = [:]
        for containers in rowContainers.values { containers.tearDownAll() }
        rowContainers = [:]
        focusObservation?.cancel()
        focusObservation = nil
    }

    // MARK: Rows

    /// The run holding `position`, and the position inside it.
    func locate(_ position: Int) -> (segment: Segment, local: Int)? {
        guard position >= 0, position < count else { return nil }
        var low = 0
        var high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].start <= position { low = middle } else { high = middle - 1 }
        }
        // Empty runs share a start; take the last one that starts here and is not empty.
        var index = low
        while index > 0, segments[index].source.count == 0 || segments[index].start > position { index -= 1 }
        let segment = segments[index]
        guard position < segment.start + segment.source.count else { return nil }
        return (segment, position - segment.start)
    }

    /// The key of the row at `position`.
    package func key(at position: Int) -> ListRowKey? {
        guard let (segment, local) = locate(position) else { return nil }
        return ListRowKey(segment: segment.key, id: segment.source.identity(at: local))
    }

    /// Where the row is now, looking around `hint` (or where it was last seen) first.
    package func position(of key: ListRowKey, hint: Int? = nil) -> Int? {
        guard let index = segmentIndex[key.segment] else { return nil }
        let segment = segments[index]
        let around = (hint ?? records[key]?.lastPosition).map { $0 - segment.start }
        return segment.source.index(ofIdentity: key.id, near: around).map { segment.start + $0 }
    }

    /// Whether the row at `position` is a section heading (not selectable, not focusable).
    package func isHeading(at position: Int) -> Bool {
        locate(position)?.segment.source.isHeading ?? false
    }

    /// The section of the row at `position`.
    package func section(at position: Int) -> Int? { locate(position)?.segment.section }

    /// The selection value of the row at `position`: its id, or, when the id is not of the
    /// selection's type, the row's `.tag(_:)` (SwiftUI's `List(projects, selection: $project)
    /// { Label(…).tag($0) }` with an id of another type), learned when the row renders or, for
    /// a row not rendered since the list's content changed, by building it.
    func selectionValue(at position: Int) -> AnyHashable? {
        guard let (segment, local) = locate(position),
            let value = segment.source.selectionValue(at: local)
        else { return nil }
        guard isSelectedByTag(segment, id: value) else { return value }
        return explicitTag(segment: segment, local: local) ?? value
    }

    /// Whether the rows of `segment` are selected by their tags: lazy rows whose ids (`id`,
    /// one of them) are not of the selection's type.
    private func isSelectedByTag(_ segment: Segment, id: AnyHashable) -> Bool {
        segment.source.isLazy && !selection.accepts(id)
    }

    /// The tag a lazy row's views give it (`.tag(_:)`, else its id), built at most once while
    /// the list's content is the same. The build reads the row's state for nobody: the row
    /// renders again by its own reads.
    private func explicitTag(segment: Segment, local: Int) -> AnyHashable? {
        guard let key = key(at: segment.start + local) else { return nil }
        if let known = tagsByKey[key] { return known }
        let (specs, _, _) = StateReads.unrecorded {
            expand(segment: segment, local: local, key: key, keepingState: false)
        }
        let tag = specs.first?.tag
        tagsByKey[key] = .some(tag)
        return tag
    }

    /// The positions of the selected rows of segments selected by their tags, found once per
    /// render and selection: GTK asks each row it binds whether it is selected, which must not
    /// build it.
    private func positionsSelectedByTag() -> Set<Int> {
        if let cached = tagSelection, cached.revision == revision, cached.selected == selection.selected {
            return cached.positions
        }
        let positions = Set(selection.selected.compactMap { position(ofSelectionValue: $0) })
        tagSelection = (revision, selection.selected, positions)
        return positions
    }

    /// The row whose selection value is `value`, looking where it was last found first. Rows
    /// selected by their `.tag(_:)` (``selectionValue(at:)``) are built one by one until it is
    /// found.
    package func position(ofSelectionValue value: AnyHashable, hint: Int? = nil) -> Int? {
        let hint = hint ?? selectionValueHints[value]
        for segment in segments {
            let around = hint.map { $0 - segment.start }
            if let local = segment.source.index(ofSelectionValue: value, near: around) {
                rememberSelection(value, at: segment.start + local)
                return segment.start + local
            }
            let count = segment.source.count
            guard count > 0, let id = segment.source.selectionValue(at: 0), isSelectedByTag(segment, id: id),
                !missingTags.contains(value)
            else { continue }
            // From the hint outwards: a row that moved by a few is found after a few builds.
            if let local = NearestRow.index(
                in: count, from: around ?? 0, where: { explicitTag(segment: segment, local: $0) == value })
            {
                rememberSelection(value, at: segment.start + local)
                return segment.start + local
            }
            missingTags.insert(value)
        }
        return nil
    }

    /// The row of a `ForEach` whose element's id is `id`.
    package func position(ofRowID id: AnyHashable) -> Int? {
        for segment in segments where !segment.source.isHeading && !(segment.source is StaticRowSource) {
            if let local = segment.source.index(ofIdentity: id, near: nil) { return segment.start + local }
        }
        return nil
    }

    /// A scroll asked for before the list had a renderer: done when it has one.
    private var pendingScroll: (id: AnyHashable, anchor: UnitPoint?)?

    /// Scrolls to the row of a `ForEach` whose element's id is `id` (``ScrollViewProxy``);
    /// returns whether the list has that row.
    func scroll(toRowID id: AnyHashable, anchor: UnitPoint?) -> Bool {
        guard let position = position(ofRowID: id) else { return false }
        if let driver {
            driver.scrollToRow(at: position, anchor: anchor)
        } else {
            pendingScroll = (id, anchor)
        }
        return true
    }

    /// The warnings said about the rows' views (``warnOnce(_:)``).
    private var warned: Set<String> = []
    /// Where selection values were last found.
    private var selectionValueHints: [AnyHashable: Int] = [:]
    /// The tags of the rows selected by their `.tag(_:)` (``selectionValue(at:)``), learned
    /// while the list's content is the same: when a row renders, or built to read it.
    private var tagsByKey: [ListRowKey: AnyHashable?] = [:]
    /// Selection values no row's tag has while the list's content is the same.
    private var missingTags: Set<AnyHashable> = []
    /// ``positionsSelectedByTag()`` for a render and a selection.
    private var tagSelection: (revision: Int, selected: Set<AnyHashable>, positions: Set<Int>)?

    private func rememberSelection(_ value: AnyHashable, at position: Int) {
        if selectionValueHints.count > 256 { selectionValueHints = [:] }
        selectionValueHints[value] = position
    }

    /// What the row asked of the list in its last render.
    package func preferences(at position: Int) -> ListRowPreferences {
        guard let key = key(at: position) else { return ListRowPreferences() }
        return records[key]?.preferences ?? ListRowPreferences()
    }

    /// The row the slot shows now.
    package func slot(for key: ListRowKey) -> ListRowSlot? { slotsByKey[key] }

    /// The focus node of the row, if the row has one now.
    package func node(of key: ListRowKey) -> FocusNodeID? { records[key]?.node }

    // MARK: Binding rows to slots

    /// The toolkit shows the row at `position` in `slot` (GTK: the factory's `bind`): its
    /// views are rendered into the slot, reusing the widgets of the row it showed before when
    /// they have the same structure.
    ///
    /// GTK unbinds and binds a row again whenever anything about it changes (its position,
    /// its selection): binding a slot to the row it showed, still current, costs nothing.
    package func bind(_ slot: ListRowSlot, at position: Int) {
        guard !isTornDown, let key = key(at: position) else { return }
        if let old = slot.key, old != key { release(slot, from: old) }
        let isSameRow = slot.key == key && isCurrent(slot)
        slot.key = key
        slot.position = position
        slot.isBound = true
        slotsByKey[key] = slot
        if isSameRow, let record = records[key] {
            record.lastPosition = position
            if record.slot !== slot {
                record.slot = slot
                driver?.setStandIn(slot, for: record.node)
            }
            return
        }
        if let driver, driver.defersRender(at: position), focus.unobservedValue != key {
            // Off screen for now: it renders when the main loop is idle, or as it scrolls in. The
            // views of the row it showed stay (its size, for GTK's layout), without their fields.
            slot.renderedRevision = -1
            mayHaveRowsBehind = true
            host?.suspendRow(slot)
            scheduleRefreshWhenIdle()
            return
        }
        render(slot, key: key, at: position)
        host?.rowsDidRender()
    }

    /// The toolkit no longer shows anything in `slot` (GTK: `unbind`): the row's fields and
    /// effects end unless it has focus; its state is kept. Usually a `bind` follows at once
    /// (to another row, or to the same one): the row is let go only if none does before the
    /// main loop is idle, so that a rebind of the same row keeps everything.
    package func unbind(_ slot: ListRowSlot) {
        guard slot.key != nil else { return }
        slot.isBound = false
        host?.scheduleRowWork { [weak self, weak slot] in
            guard let self, let slot, !slot.isBound, let key = slot.key else { return }
            self.release(slot, from: key)
            slot.key = nil
        }
    }

    /// The slot's widget goes away (GTK: `teardown`): its views are removed.
    package func tearDown(_ slot: ListRowSlot) {
        if let key = slot.key { release(slot, from: key) }
        slot.key = nil
        slot.isBound = false
        host?.tearDownRow(slot)
    }

    private func release(_ slot: ListRowSlot, from key: ListRowKey) {
        if slotsByKey[key] === slot { slotsByKey[key] = nil }
        slot.reads = StateReads()
        readingSlots[ObjectIdentifier(slot)] = nil
        guard let record = records[key], record.slot === slot || record.slot == nil else { return }
        driver?.setStandIn(nil, for: record.node)
        record.slot = nil
        if focus.unobservedValue != key, focusReplacement?.from != key {
            releaseContainers(of: key)
            retireWhenIdle(key)
        }
    }

    /// Ends the record of a row that left its slot (its fields, node and effects) once the main
    /// loop is idle, unless the row is shown again first. A scroll to a far row rebinds about
    /// 200 slots, and ending as many rows' fields at once cost more than all the rows it
    /// renders; meanwhile the row is as a row without a widget (a write to it scrolls to it).
    private func retireWhenIdle(_ key: ListRowKey) {
        let isFirst = leftRows.isEmpty
        leftRows.insert(key)
        guard isFirst else { return }
        // After the frame, as the rows left for later (``scheduleRefreshWhenIdle(afterFrame:)``).
        whenIdle(afterFrame: true) { [weak self] in self?.retireLeftRows() }
    }

    /// Ends the records of the rows that left their slots (``retireWhenIdle(_:)``), but of those
    /// bound again since (rendered, or waiting to render), focused, or about to take focus
    /// from a removed row.
    private func retireLeftRows() {
        let keys = leftRows
        leftRows = []
        guard !isTornDown else { return }
        for key in keys where focus.unobservedValue != key && focusReplacement?.from != key {
            // A row shown again keeps its record: `dropRecord` leaves a record with a slot, and
            // a row bound again to render later has its slot once it renders.
            guard slotsByKey[key]?.isBound != true else { continue }
            dropRecord(key)
        }
    }

    /// The lists inside a row that left its widgets: they let go of theirs, and end unless a
    /// row of theirs keeps state (kept by id, as the row's own state), so that scrolling
    /// through a column of shelves keeps only what holds state.
    private func releaseContainers(of key: ListRowKey) {
        guard let containers = rowContainers[key] else { return }
        containers.detachAll()
        if !containers.holdsState {
            containers.tearDownAll()
            rowContainers[key] = nil
        }
    }

    /// Whether a row of the list, or of a list inside one, keeps `@State`.
    var holdsState: Bool {
        !rowStores.isEmpty || rowContainers.values.contains { $0.holdsState }
    }

    /// Renders the row into the slot: its views, their inner fields, the fields of its
    /// outermost view on the row's node, its lifecycle effects and preferences.
    private func render(_ slot: ListRowSlot, key: ListRowKey, at position: Int) {
        guard let host, let (segment, local) = locate(position) else { return }
        let record = ensureRecord(key, at: position)
        record.lastPosition = position
        slot.renderedRevision = contentRevision
        let reads = StateReads()
        slot.reads = reads
        let (specs, effects, preferences) = StateReads.recording(into: reads) {
            expand(segment: segment, local: local, key: key, slot: slot)
        }
        if let id = segment.source.selectionValue(at: local), isSelectedByTag(segment, id: id) {
            let tag = specs.first?.tag
            if selection.mode != .none, !(tag.map(selection.accepts) ?? false) {
                // SwiftUI's list is silent: its rows are never selected.
                warnOnce(
                    "List(selection:) of \(selection.valueType): its ForEach rows have ids of type "
                        + "\(type(of: id.base)) and no .tag(_:) of the selection's type; they cannot be selected "
                        + "(tag them, or give them ids of type \(selection.valueType))")
            }
            if tagsByKey[key] != .some(tag) {
                tagsByKey[key] = .some(tag)
                missingTags = []
                tagSelection = nil
            }
        }
        readingSlots[ObjectIdentifier(slot)] = reads.isEmpty ? nil : slot
        var rowSpecs = specs
        var bindings: [FocusBindingSpec] = []
        slot.rootElements = rowSpecs.map(\.element)
        for index in rowSpecs.indices {
            // The row node holds the outermost view's fields; a list opens a row's context menu
            // itself, a cell's stays on its view.
            bindings += rowSpecs[index].focusBindings
            rowSpecs[index].focusBindings = []
            if !configuration.isCells { rowSpecs[index].element.actions.contextMenu = [] }
        }
        configuration.cellStack?.align(&rowSpecs)
        record.preferences = preferences
        if let undrawn = preferences.undrawnBackground {
            warnOnce(
                ".listRowBackground(\(undrawn)) is not drawn: a list row's background can only be a Color")
        } else if configuration.isTable, preferences.background != nil {
            // As SwiftUI's tables on macOS: a table's rows draw their own background.
            warnOnce(
                ".listRowBackground in a Table is not drawn: a table's rows show the table's background, "
                    + "stripes and selection")
        }
        slot.cellTexts = slot.specsPerContainer(rowSpecs).map {
            Evaluation.spokenTexts(in: $0).joined(separator: " ")
        }
        // A table row is named by its cells, one after another as a screen reader reads a row.
        slot.text = slot.cellTexts.joined(separator: slot.containers.count > 1 ? ", " : " ")
        host.reconcileRow(rowSpecs, in: slot)
        record.slot = slot
        driver?.setStandIn(slot, for: record.node)
        register(bindings, on: record)
        // The fields inside the row (a field beside a label): how rows bind them is learned too,
        // so that a write finds a row that is not shown (``realizeField(of:equals:)``).
        for binding in Self.innerBindings(of: rowSpecs) { learn(binding, of: key) }
        driver?.didRender(slot, at: position)
        if let effects { record.lifecycle.commit(effects, coordinator: host.rowsCoordinator) }
    }

    /// Says a problem with the rows' views once (a `.listRowBackground` that is not drawn).
    private func warnOnce(_ message: String) {
        guard let host, warned.insert(message).inserted else { return }
        host.rowsCoordinator.logger.warning(message)
    }

    /// Builds the row's views: a lazy row in an evaluation of its own whose state is kept by
    /// row, a static row as the list built it.
    private func expand(
        segment: Segment, local: Int, key: ListRowKey, slot: ListRowSlot? = nil, keepingState: Bool = true
    ) -> (
        specs: [RenderSpec], effects: [(path: ViewPath, effect: LifecycleEffect)]?,
        preferences: ListRowPreferences
    ) {
        let box = ListRowPreferenceBox()
        var specs: [RenderSpec] = []
        guard segment.source.isLazy, let host else {
            // Built with the list, in its render.
            let built = segment.source as? StaticRowSource
            return (built?.specs ?? [], nil, built?.preferences ?? ListRowPreferences())
        }
        let store = rowStores[key] ?? PropertyStore()
        let evaluation = host.makeRowEvaluation(properties: store)
        // The row's own lazy containers; a lookup of the row's text (not keeping state) builds
        // an inner container's content whole instead.
        let containers = keepingState ? rowContainers[key] ?? LazyContainerStore(host: host) : nil
        evaluation.lazyContainers = containers
        var context = rowContext
        // Not a read of the row's: a row that reads `isFocused` reads its slot's focus changes.
        context.environment.isFocused = focus.unobservedValue == key
        context.environment.rowFocusChange = slot?.focusChange
        context.environment.listRowPreferenceBox = box
        context.node.tag = segment.source.selectionValue(at: local)
        let invalidate: @MainActor @Sendable () -> Void = { [weak self] in self?.host?.invalidateRows() }
        withObservationTracking {
            segment.source.expandRow(
                at: local, path: path.appending(.content), context: context, in: evaluation, into: &specs)
        } onChange: {
            MainQueueMarker.runOnMainActor(invalidate)
        }
        if evaluation.interactiveDismissDisabled {
            // A row is rendered when GTK shows it, after its window's views: its sheet would be
            // locked and unlocked as rows scroll in and out.
            warnOnce(
                ".interactiveDismissDisabled in a list row has no effect: put it on the sheet's content, "
                    + "outside the List")
        }
        if keepingState {
            store.retainOnly(evaluation.visitedViews)
            rowStores[key] = store.slotCount > 0 ? store : nil
        }
        if let containers {
            containers.finishRender()
            rowContainers[key] = containers.isEmpty ? nil : containers
        }
        return (specs, evaluation.effects, box.value)
    }

    // MARK: Records and fields

    private func ensureRecord(_ key: ListRowKey, at position: Int) -> ListRowRecord {
        if let record = records[key] { return record }
        let node = driver?.makeRowNode(ListRowFocusNode(rows: self, key: key)) ?? FocusNodeID(0)
        let record = ListRowRecord(key: key, node: node, position: position)
        records[key] = record
        return record
    }

    private func dropRecord(_ key: ListRowKey, force: Bool = false) {
        guard let record = records[key] else { return }
        if !force, record.slot != nil { return }
        records[key] = nil
        for registration in record.registrations { registration.token.cancel() }
        record.registrations = []
        if let host { record.lifecycle.commit([], coordinator: host.rowsCoordinator) }
        driver?.setStandIn(nil, for: record.node)
        driver?.removeRowNode(record.node)
    }

    /// Registers the row's fields on its node: those of its outermost view and the list's own.
    private func register(_ bindings: [FocusBindingSpec], on record: ListRowRecord) {
        guard let host, record.node != FocusNodeID(0) else { return }
        let all = bindings + [FocusBindingSpec(focus, equals: Optional(record.key))]
        if all.count == record.registrations.count,
            zip(all, record.registrations).allSatisfy({ $0.key == $1.key })
        {
            return
        }
        var remaining = record.registrations
        var next: [(key: FocusBindingSpec.Key, token: FocusRegistration)] = []
        for binding in all {
            if let index = remaining.firstIndex(where: { $0.key == binding.key }) {
                next.append(remaining.remove(at: index))
            } else {
                next.append((binding.key, binding.register(host.rowsCoordinator, record.node)))
            }
            learn(binding, of: record.key)
        }
        record.registrations = next
        for registration in remaining { registration.token.cancel() }
    }

    /// Remembers how rows bind a state, so that a write can find a row that is not shown: by
    /// its id (any row of the run), or by the value it was seen with.
    private func learn(_ binding: FocusBindingSpec, of key: ListRowKey) {
        guard binding.key.state != ObjectIdentifier(focus), let host else { return }
        if binding.key.value == key.id {
            if statesBoundByID[binding.key.state] == nil {
                statesBoundByID[binding.key.state] = host.rowsCoordinator.addFieldSource(
                    self, for: binding.state)
            }
        } else {
            rowsByBinding[binding.key] = key
            if statesBoundByID[binding.key.state] == nil, otherSources[binding.key.state] == nil {
                otherSources[binding.key.state] = host.rowsCoordinator.addFieldSource(
                    self, for: binding.state)
            }
        }
    }

    /// The row holding the field of `state` with `value`, if the list has one.
    private func row(forFieldOf state: AnyFocusState, equals value: AnyHashable) -> ListRowKey? {
        let id = ObjectIdentifier(state)
        if let key = rowsByBinding[FocusBindingSpec.Key(state: id, value: value)], position(of: key) != nil {
            return key
        }
        guard statesBoundByID[id] != nil else { return nil }
        for segment in segments where !segment.source.isHeading {
            if let local = segment.source.index(ofIdentity: value, near: nil) {
                return ListRowKey(segment: segment.key, id: segment.source.identity(at: local))
            }
        }
        return nil
    }

    // MARK: Focus

    /// Whether the row can take focus now: the list can, and the row is still in it.
    func canFocusRow(_ key: ListRowKey) -> Bool {
        guard let driver, driver.canFocusRows, let position = position(of: key) else { return false }
        return !isHeading(at: position)
    }

    /// Focuses the row, scrolled into view, and leaves the selection as it is: focus given
    /// back to the row (``ListRowFocusNode/giveFocusBack()``), not written.
    func focusRowKeepingSelection(_ key: ListRowKey) -> FocusGrabResult {
        guard let driver, canFocusRow(key), let position = position(of: key) else { return .refused }
        return driver.focusRow(at: position) ? .moved : .refused
    }

    /// A program's write focuses the row: scrolled into view and focused, and selected as an
    /// arrow key would select it, unless it is selected already.
    func focusRowForWrite(_ key: ListRowKey) -> FocusGrabResult {
        guard let driver, canFocusRow(key), let position = position(of: key) else { return .refused }
        guard driver.focusRow(at: position) else { return .refused }
        if selection.mode != .none, let value = selectionValue(at: position),
            !selection.selected.contains(value)
        {
            rememberSelection(value, at: position)
            writeSelection([value])
        }
        return .moved
    }

    /// Focus moved between rows (or into or out of the list): the two rows render again if
    /// they read `isFocused`, before the next event.
    private func rowFocusDidChange(from old: ListRowKey?, to new: ListRowKey?) {
        if let new { lastFocusedKey = new }
        let keys = [old, new].compactMap { $0 }
        let staticRows = keys.contains { key in
            segmentIndex[key.segment].map { !segments[$0].source.isLazy } ?? false
        }
        if staticRows { host?.invalidateRows() }
        for key in keys { slotsByKey[key]?.focusChange.record() }
        host?.scheduleRowWork { [weak self] in
            guard let self, !self.isTornDown else { return }
            for key in keys {
                guard let slot = self.slotsByKey[key], !self.isCurrent(slot),
                    let position = self.position(of: key, hint: slot.position),
                    self.segmentIndex[key.segment].map({ self.segments[$0].source.isLazy }) == true
                else { continue }
                self.render(slot, key: key, at: position)
            }
            self.host?.rowsDidRender()
        }
    }

    /// Where focus entering the list lands: the selected row (the one focus was last in if it
    /// is selected), else the row focus was last in, else the first row that can take focus.
    package func entryPosition() -> Int? {
        guard count > 0 else { return nil }
        if !selection.selected.isEmpty {
            if let last = lastFocusedKey, let position = position(of: last),
                let value = selectionValue(at: position), selection.selected.contains(value)
            {
                return position
            }
            if selection.selected.count <= 64 {
                let positions = selection.selected.compactMap { position(ofSelectionValue: $0) }
                if let first = positions.min() { return first }
            } else if let first = (0..<count).first(where: { isSelected(at: $0) }) {
                return first
            }
        }
        if let last = lastFocusedKey, let position = position(of: last) { return position }
        return (0..<count).first { !isHeading(at: $0) }
    }

    // MARK: Selection

    /// The selection mode.
    package var selectionMode: ListSelection.Mode { selection.mode }

    /// Whether any row is selected.
    package var hasSelection: Bool { !selection.selected.isEmpty }

    /// Whether the row at `position` is selected.
    package func isSelected(at position: Int) -> Bool {
        guard !selection.selected.isEmpty, let (segment, local) = locate(position),
            let id = segment.source.selectionValue(at: local)
        else { return false }
        if isSelectedByTag(segment, id: id) { return positionsSelectedByTag().contains(position) }
        return selection.selected.contains(id)
    }

    /// The positions of the selected rows (in order), for the driver's refresh; `nil` when
    /// finding them would walk a long list (more than a few selected values).
    package func selectedPositions() -> [Int]? {
        guard selection.selected.count <= 64 else { return nil }
        return selection.selected.compactMap { position(ofSelectionValue: $0) }.sorted()
    }

    /// Selects `range` (and unselects the rest when `unselectingRest`), as the user did with a
    /// click, an arrow, Shift or Ctrl; returns whether the list's selection mode allows it.
    package func select(_ range: Range<Int>, unselectingRest: Bool) -> Bool {
        if range.count <= 64 {
            for position in range {
                if let value = selectionValue(at: position) { rememberSelection(value, at: position) }
            }
        }
        switch selection.mode {
        case .none:
            return false
        case .single:
            guard range.count == 1, let value = selectionValue(at: range.lowerBound) else { return false }
            writeSelection([value])
            return true
        case .multiple:
            let values = range.compactMap { selectionValue(at: $0) }
            writeSelection(unselectingRest ? Set(values) : selection.selected.union(values))
            return true
        }
    }

    /// Unselects `range`; a single selection cannot be emptied by the user (GTK's
    /// `GtkSingleSelection` without `can-unselect`).
    package func unselect(_ range: Range<Int>) -> Bool {
        guard selection.mode == .multiple else { return false }
        let values = range.compactMap { selectionValue(at: $0) }
        writeSelection(selection.selected.subtracting(values))
        return true
    }

    /// Selects every row (Ctrl+A) in a multiple selection.
    package func selectAll() -> Bool {
        guard selection.mode == .multiple else { return false }
        writeSelection(Set((0..<count).compactMap { selectionValue(at: $0) }))
        return true
    }

    /// Unselects every row (Ctrl+Shift+A) in a multiple selection.
    package func unselectAll() -> Bool {
        guard selection.mode == .multiple else { return false }
        writeSelection([])
        return true
    }

    /// Writes the binding and keeps the new value, so that the toolkit reads it at once; the
    /// list's own write does not make it stale (``isSelectionStale``).
    private func writeSelection(_ values: Set<AnyHashable>) {
        guard values != selection.selected else { return }
        selection = selection.showing(values)
        selectionChanged = true
        selection.write(values)
        selection.acceptOwnWrite()
    }

    // MARK: Actions

    /// The rows a command acts on: the selected ones, or the focused row when it is not
    /// selected (or nothing is).
    package func targetPositions(focused: Int?) -> [Int] {
        if let focused, isSelected(at: focused) || selection.selected.isEmpty {
            if isSelected(at: focused), let positions = selectedPositions(), positions.count > 1 {
                return positions
            }
            return [focused]
        }
        return selectedPositions() ?? focused.map { [$0] } ?? []
    }

    /// Whether `.onDelete` applies to any of the rows.
    package func canDelete(_ positions: [Int]) -> Bool {
        positions.contains { locate($0)?.segment.source.editing.delete != nil }
    }

    /// Runs the `.onDelete` of the rows' `ForEach`es with their offsets; returns whether one ran.
    @discardableResult
    package func delete(_ positions: [Int]) -> Bool {
        var offsets: [ViewPath: (IndexSet, (IndexSet) -> Void)] = [:]
        for position in positions {
            guard let (segment, local) = locate(position), let delete = segment.source.editing.delete else {
                continue
            }
            var entry = offsets[segment.key] ?? (IndexSet(), delete)
            entry.0.insert(local)
            offsets[segment.key] = entry
        }
        for (indexes, delete) in offsets.values { delete(indexes) }
        return !offsets.isEmpty
    }

    /// Whether the rows can move by `offset` (−1 up, +1 down) within their `ForEach`.
    package func canMove(_ positions: [Int], by offset: Int) -> Bool {
        guard let first = positions.first, let (segment, _) = locate(first),
            segment.source.editing.move != nil
        else {
            return false
        }
        let locals = positions.compactMap { position -> Int? in
            guard let (other, local) = locate(position), other.key == segment.key else { return nil }
            return local
        }
        guard locals.count == positions.count, let low = locals.min(), let high = locals.max() else {
            return false
        }
        return offset < 0 ? low > 0 : high < segment.source.count - 1
    }

    /// Runs the `.onMove` of the rows' `ForEach`, moving them one place up or down; returns
    /// whether it ran.
    @discardableResult
    package func move(_ positions: [Int], by offset: Int) -> Bool {
        guard canMove(positions, by: offset), let (segment, _) = locate(positions[0]),
            let move = segment.source.editing.move
        else { return false }
        let locals = IndexSet(positions.compactMap { locate($0)?.local })
        guard let low = locals.first, let high = locals.last else { return false }
        // SwiftUI's destination is an offset before the move: past the row below, or at the
        // row above.
        move(locals, offset < 0 ? low - 1 : high + 2)
        return true
    }

    /// The context menu of the rows at `positions` (a right click or the Menu key on one):
    /// the list's `.contextMenu(forSelectionType:)` items for them, the row's own
    /// `.contextMenu` and swipe actions, then Delete and Move Up/Down when `.onDelete` and
    /// `.onMove` allow.
    package func contextMenuItems(for positions: [Int], rowMenu: [MenuItem]) -> [MenuItem] {
        var items: [MenuItem] = []
        if let menu = configuration.contextMenu, let host {
            let values = Set(positions.compactMap { selectionValue(at: $0) })
            var specs: [RenderSpec] = []
            let evaluation = host.makeRowEvaluation(properties: PropertyStore())
            evaluation.expand(
                menu.items(values), at: path.appending(.index(-2)), context: rowContext, into: &specs)
            items += MenuItem.items(from: specs)
        }
        items += rowMenu
        if let first = positions.first { items += preferences(at: first).swipeActions }
        // SwiftUI code for phones offers an action both as a swipe and in the context menu:
        // the menu shows it once. The row's own delete ("Delete…", which may ask first) stands
        // for the list's.
        items = MenuItem.withoutRepeatedActions(items)
        let titles = Set(items.compactMap(MenuItem.actionTitleKey))
        var editing: [MenuItem] = []
        if canDelete(positions), !titles.contains("delete") {
            editing.append(
                MenuItem(kind: .action, title: "Delete", isDisabled: false) { [weak self] in
                    self?.delete(positions)
                })
        }
        if canMove(positions, by: -1) || canMove(positions, by: 1) {
            editing.append(
                MenuItem(kind: .action, title: "Move Up", isDisabled: !canMove(positions, by: -1)) {
                    [weak self] in
                    self?.move(positions, by: -1)
                })
            editing.append(
                MenuItem(kind: .action, title: "Move Down", isDisabled: !canMove(positions, by: 1)) {
                    [weak self] in
                    self?.move(positions, by: 1)
                })
        }
        if !items.isEmpty, !editing.isEmpty {
            items.append(MenuItem(kind: .divider, title: "", isDisabled: true))
        }
        return items + editing
    }

    /// The `.contextMenu(forSelectionType:)` primary action (double click, Return) for the rows;
    /// returns whether there is one.
    package func performPrimaryAction(for positions: [Int]) -> Bool {
        guard let action = configuration.contextMenu?.primaryAction else { return false }
        action(Set(positions.compactMap { selectionValue(at: $0) }))
        return true
    }

    /// The text type-ahead compares for the row at `position`: its heading, or the texts its
    /// views show (the row is built for this, not shown).
    package func typeAheadText(at position: Int) -> String {
        guard let (segment, local) = locate(position), let key = key(at: position) else { return "" }
        if let known = segment.source.knownText(at: local) { return known }
        if let slot = slotsByKey[key], isCurrent(slot) { return slot.text }
        let (specs, _, _) = StateReads.unrecorded {
            expand(segment: segment, local: local, key: key, keepingState: false)
        }
        return Evaluation.spokenTexts(in: specs).joined(separator: " ")
    }

    /// The focus bindings of the views inside `specs` (not their own), depth first.
    static func innerBindings(of specs: [RenderSpec]) -> [FocusBindingSpec] {
        specs.flatMap { spec in spec.children.flatMap { $0.focusBindings + innerBindings(of: [$0]) } }
    }

}

extension ListRows: FocusFieldSource {
    /// The list's window, when a row of the list has the field and the list can focus rows.
    package func windowOfRealizableField(of state: AnyFocusState, equals value: AnyHashable) -> FocusWindowID?
    {
        guard let driver, driver.canFocusRows, let key = row(forFieldOf: state, equals: value),
            canFocusRow(key)
        else { return nil }
        return driver.window
    }

    /// Builds the row (not shown yet) and registers its fields on its node; a field inside the
    /// row (not its outermost view's) is registered by its own view: the row is scrolled into
    /// view and rendered.
    package func realizeField(of state: AnyFocusState, equals value: AnyHashable) -> Bool {
        guard let key = row(forFieldOf: state, equals: value), let position = position(of: key),
            let (segment, local) = locate(position)
        else { return false }
        let record = ensureRecord(key, at: position)
        guard record.node != FocusNodeID(0) else { return false }
        let (specs, _, preferences) = expand(segment: segment, local: local, key: key)
        record.preferences = preferences
        register(specs.flatMap(\.focusBindings), on: record)
        let wanted = FocusBindingSpec.Key(state: ObjectIdentifier(state), value: value)
        if record.registrations.contains(where: { $0.key == wanted }) { return true }
        guard let driver, Self.innerBindings(of: specs).contains(where: { $0.key == wanted }) else {
            return false
        }
        driver.scrollToRow(at: position, anchor: nil)
        renderIfWaiting(at: position)
        return state.hasRegisteredField(equalTo: value)
    }
}

/// What a list view asks for besides its rows.
package struct ListConfiguration {
    /// The style.
    package var style: ListStyleKind = .automatic
    /// Whether the list draws its background (`.scrollContentBackground`).
    package var showsBackground = true
    /// The `.contextMenu(forSelectionType:menu:primaryAction:)` on the list.
    var contextMenu: ListContextMenu?
    /// The list's accessible name (`.accessibilityLabel` on the list).
    package var accessibilityLabel: String?
    /// What screen readers name the list: its `.accessibilityLabel`, else what it is, "Sidebar"
    /// for a sidebar (as VoiceOver names SwiftUI's), "Table" or "List" (a lazy stack's or
    /// grid's too: GTK would name it by its type, `GtkQuirk.typeNameForAnUnnamedAccessible`).
    package var accessibleName: String {
        accessibilityLabel ?? (isTable ? "Table" : style == .sidebar ? "Sidebar" : "List")
    }
    /// Whether the rows are the cells of a lazy stack or grid: nothing is selected, the list's
    /// keys and context menu are not there, and the controls in a cell take focus (and open
    /// their own context menus), not the cell.
    package var isCells = false
    /// Whether the rows are a ``Table``'s.
    package var isTable = false
    /// Whether a lazy stack or grid draws its scroll bar (its scroll view's `showsIndicators`
    /// and `.scrollIndicators`); it scrolls either way.
    package var showsScrollIndicators = true
    /// A lazy stack's: its cells' views are placed across it as the stack places its children
    /// (``StackComponent/align(_:)``).
    var cellStack: StackComponent?
    /// A table's sort order and what its headers write (`nil`: not a table, or not sortable).
    package var tableSorting: TableSorting?
    /// A table's style (`.tableStyle`).
    package var tableStyle: TableStyleKind = .automatic
    /// Whether a table shows its column headers (`.tableColumnHeaders`).
    package var showsColumnHeaders = true
    /// Whether the rows are striped whatever the style says (`.alternatingRowBackgrounds`;
    /// `nil`: as the style says).
    package var alternatesRowBackgrounds: Bool?

    package init() {}
}

/// A list's `.contextMenu(forSelectionType:menu:primaryAction:)`, with the selection values
/// type-erased.
struct ListContextMenu {
    /// The menu's items for these selection values.
    let items: @MainActor (Set<AnyHashable>) -> AnyView
    /// What a double click or Return on a row does with the selection values, if anything.
    let primaryAction: (@MainActor (Set<AnyHashable>) -> Void)?
}
