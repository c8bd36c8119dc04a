import Testing

@testable import FocusKit
@testable import FocusKitTestSupport

/// A lazy list as the core sees it: `count` rows, of which only a pool of `poolSize` row
/// nodes exists (recycled as the list "scrolls"), each row bound with
/// `.focused($row, equals: index)` through a field source and a virtual node per row.
@MainActor
final class VirtualRowsFixture: FocusFieldSource {
    let logger = RecordingLogger()
    let toolkit: FakeToolkit
    let window: FocusWindowID
    let list: FocusNodeID
    let button: FocusNodeID
    let focus = FocusState<Int?>(label: "row", scope: .window(nil))
    var count: Int
    /// Row node of the pool → the row it shows.
    var pool: [(node: FocusNodeID, row: Int?)] = []
    /// Realized rows: their virtual node and field.
    var rows: [Int: (node: FocusNodeID, token: FocusRegistration)] = [:]
    var sourceToken: FocusFieldSourceRegistration?
    var changes: [String] = []
    var observation: FocusObservation?
    var grabsOfUnrealizedRows = 0

    final class Row: VirtualFocusNode {
        unowned let fixture: VirtualRowsFixture
        let index: Int
        init(fixture: VirtualRowsFixture, index: Int) {
            self.fixture = fixture
            self.index = index
        }
        var window: FocusWindowID? { fixture.toolkit.window(containing: fixture.list) }
        var canTakeFocus: Bool { fixture.toolkit.canTakeFocus(fixture.pool[0].node) && index < fixture.count }
        func grabFocus() -> FocusGrabResult {
            guard canTakeFocus else { return .refused }
            let standIn = fixture.scroll(to: index)
            return fixture.toolkit.focus(standIn) ? .moved : .refused
        }
    }

    init(count: Int = 1_000, poolSize: Int = 5, show: Bool = true) {
        self.count = count
        toolkit = FakeToolkit(logger: logger)
        window = toolkit.makeWindow()
        // The button first: it is the first Tab stop, which GTK focuses when the window shows.
        button = toolkit.makeNode("button", in: window)
        list = toolkit.makeNode("list", in: window, focusable: false)
        for index in 0..<poolSize {
            pool.append((toolkit.makeNode("row\(index)", in: nil, parent: list), nil))
        }
        sourceToken = toolkit.coordinator.addFieldSource(self, for: focus.storage)
        for index in 0..<poolSize { bind(slot: index, to: index) }
        observation = focus.storage.observe { [unowned self] old, new in
            self.changes.append("\(old.map(String.init) ?? "nil") -> \(new.map(String.init) ?? "nil")")
        }
        if show {
            toolkit.show(window)
            toolkit.activate(window)
        }
    }

    var value: Int? { focus.wrappedValue }

    /// The pool slot showing `row`, binding the least useful slot to it if none does (the
    /// focused row's slot is never taken, as GTK keeps the focused row's widget).
    @discardableResult
    func scroll(to row: Int) -> FocusNodeID {
        if let slot = pool.firstIndex(where: { $0.row == row }) { return pool[slot].node }
        grabsOfUnrealizedRows += 1
        let focused = toolkit.windows[window]?.focus
        let slot = pool.firstIndex { $0.node != focused }!
        bind(slot: slot, to: row)
        return pool[slot].node
    }

    func bind(slot: Int, to row: Int) {
        if let old = pool[slot].row { unrealize(old) }
        pool[slot].row = row
        realize(row)
        toolkit.setStandIn(pool[slot].node, for: rows[row]!.node)
    }

    func realize(_ row: Int) {
        guard rows[row] == nil else { return }
        let node = toolkit.makeVirtualNode(Row(fixture: self, index: row))
        rows[row] = (node, toolkit.coordinator.register(node: node, state: focus.storage, equals: row))
    }

    func unrealize(_ row: Int) {
        guard let record = rows[row] else { return }
        // A row stays realized while it has focus (GTK keeps its widget).
        if focus.storage.value == row { return }
        record.token.cancel()
        toolkit.removeVirtualNode(record.node)
        rows[row] = nil
    }

    func windowOfRealizableField(of state: AnyFocusState, equals value: AnyHashable) -> FocusWindowID? {
        guard state === focus.storage, let index = value.base as? Int, index >= 0, index < count,
            toolkit.canTakeFocus(pool[0].node)
        else { return nil }
        return window
    }

    func realizeField(of state: AnyFocusState, equals value: AnyHashable) -> Bool {
        guard let index = value.base as? Int else { return false }
        realize(index)
        return true
    }
}

@MainActor
@Suite("Virtual fields: rows of a lazy list without widgets (rules 5, 7, 11, 13)")
struct VirtualFieldTests {
    @Test func aWriteToAnUnrealizedRowFocusesItInTheSameWrite() {
        let f = VirtualRowsFixture()
        f.focus.wrappedValue = 999
        #expect(f.value == 999)
        #expect(f.grabsOfUnrealizedRows == 1)
        #expect(f.changes == ["nil -> 999"])
        #expect(f.logger.traces.last == "focus window=1 state=row nil -> 999 cause=program")
    }

    @Test func aWriteOutOfRangeWaitsAndNothingMoves() {
        let f = VirtualRowsFixture(count: 10)
        f.focus.wrappedValue = 3
        f.focus.wrappedValue = 50
        #expect(f.value == 3)
        #expect(f.focus.storage.pendingValue?.base == AnyHashable(50))
        // The row appears: the write applies (rule 7).
        f.count = 100
        f.toolkit.coordinator.performUpdate {}
        #expect(f.value == 50)
        #expect(f.changes == ["nil -> 3", "3 -> 50"])
    }

    @Test func aWriteBeforeTheWindowShowsAppliesWhenItShows() {
        let f = VirtualRowsFixture(show: false)
        f.focus.wrappedValue = 700
        #expect(f.value == nil)
        f.toolkit.show(f.window)
        #expect(f.value == 700)
        #expect(f.changes == ["nil -> 700"])
    }

    @Test func defaultFocusReachesAnUnrealizedRow() {
        let f = VirtualRowsFixture(show: false)
        f.toolkit.coordinator.setDefaultFocus(f.focus.storage, 400)
        f.toolkit.show(f.window)
        #expect(f.value == 400)
        let focusName = f.toolkit.name(f.toolkit.windows[f.window]?.focus)
        #expect(focusName.hasPrefix("row"))
    }

    @Test func scrollingTheFocusedRowAwayKeepsTheState() {
        let f = VirtualRowsFixture()
        f.focus.wrappedValue = 2
        for row in 100..<120 { f.scroll(to: row) }
        #expect(f.value == 2)
        #expect(f.changes == ["nil -> 2"])
        // The user moves on: the row leaves focus and the state with it.
        f.toolkit.click(f.button)
        #expect(f.value == nil)
    }

    @Test func removingTheFocusedRowMovesFocusToTheNextRowInOneChange() {
        let f = VirtualRowsFixture()
        f.focus.wrappedValue = 3
        f.changes.removeAll()
        // Row 3 goes: the rows below move up; the list focuses the row now at 3 (was 4).
        f.toolkit.coordinator.performUpdate {
            f.toolkit.replaceFocus {
                let next = f.scroll(to: 4)
                f.toolkit.focus(next)
            }
        }
        #expect(f.value == 4)
        #expect(f.changes == ["3 -> 4"])
        #expect(f.logger.traces.last == "focus window=1 state=row 3 -> 4 cause=removal")
    }

    @Test func aPendingWriteStaysThroughAReplacement() {
        let f = VirtualRowsFixture(count: 10)
        f.focus.wrappedValue = 3
        f.focus.wrappedValue = 50
        f.toolkit.replaceFocus { f.toolkit.focus(f.scroll(to: 4)) }
        #expect(f.value == 4)
        #expect(f.focus.storage.pendingValue?.base == AnyHashable(50))
    }

    @Test func hidingTheListClearsTheFocusedRowsState() {
        let f = VirtualRowsFixture()
        f.focus.wrappedValue = 1
        f.toolkit.hide(f.list)
        #expect(f.value == nil)
        f.toolkit.runFrame()
        #expect(f.value == nil)
    }

    @Test func endingTheSourceLeavesWritesToUnrealizedRowsPending() {
        let f = VirtualRowsFixture()
        f.sourceToken?.cancel()
        f.focus.wrappedValue = 900
        #expect(f.value == nil)
        f.focus.wrappedValue = 1
        #expect(f.value == 1)
    }
}
