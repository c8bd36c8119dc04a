import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// 2,000 rows; those from 1,000 on ask for insets of 9 points.
private struct InsetRows: View {
    @FocusState private var focused: Int?

    var body: some View {
        VStack {
            List {
                ForEach(0..<2_000, id: \.self) { row in
                    Text("Row \(row)").focused($focused, equals: row)
                        .listRowInsets(
                            row >= 1_000 ? EdgeInsets(top: 9, leading: 9, bottom: 9, trailing: 9) : nil)
                }
            }
            Button("Focus Last") { focused = 1_999 }
        }
    }
}

/// A list's rows render again only when what they read changed, on GTK: the same views and
/// steps as `ListRowRendersHeadlessTests`, with real keys. GTK binds the rows whose selection
/// changed again; a bind of a row that is current renders nothing.
final class ListRowRendersGtkTests: XCTestCase {
    @MainActor private static func harness<Content: View>(_ view: Content) throws -> GtkFormHarness<Content>?
    {
        guard try requireDisplay() else { return nil }
        let form = GtkFormHarness(view, defaultSize: (400, 500))
        XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
        return form
    }

    /// Focuses the first row, then waits until every row GTK bound is rendered as it is now;
    /// returns the rows' focus state (`focused`).
    @discardableResult
    @MainActor private static func focusFirst<Content: View>(
        _ form: GtkFormHarness<Content>
    ) throws -> FocusStateStorage<Int?> {
        let focused = try XCTUnwrap(form.host.focusStates(named: "focused").first as? FocusStateStorage<Int?>)
        emitClicked(try XCTUnwrap(form.button("Focus First")))
        XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 0 })
        XCTAssertTrue(MainContextPump.run(timeout: 5) { !Self.rows(form).hasRowsToRender })
        return focused
    }

    /// The list's renderer once GTK laid the list out (it has a height, its first rows widgets).
    @MainActor private static func laidOutRenderer<Content: View>(
        _ form: GtkFormHarness<Content>
    ) throws -> ListGtkRenderer {
        let renderer = try XCTUnwrap(rows(form).driver as? ListGtkRenderer)
        XCTAssertTrue(MainContextPump.run(timeout: 5) { renderer.rowWidget(at: 5) != nil })
        let list = try XCTUnwrap(gtk_widget_get_parent(try XCTUnwrap(renderer.rowWidget(at: 0))))
        XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_get_height(list) > 0 })
        MainContextPump.drainPending()
        return renderer
    }

    @MainActor private static func rows<Content: View>(_ form: GtkFormHarness<Content>) -> ListRows {
        form.host.lazyContainers.all[0]
    }

    func testAMoveRendersOnlyTheRowsWhoseFocusChanged() throws {
        try MainActor.assumeIsolated {
            let log = RowRenderLog()
            guard let form = try Self.harness(RenderCountingRows(log: log)) else { return }
            defer { form.close() }
            let focused = try Self.focusFirst(form)
            log.rendered = []
            XCTAssertTrue(InputTool.key("Down"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 1 })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !Self.rows(form).hasRowsToRender })
            MainContextPump.drainPending()
            XCTAssertEqual(log.rendered, [])
        }
    }

    /// Whether GTK shows the row at `position` selected (its row widget's state).
    @MainActor private static func showsSelected<Content: View>(
        _ form: GtkFormHarness<Content>, _ position: Int
    ) -> Bool {
        guard let renderer = rows(form).driver as? ListGtkRenderer, let row = renderer.rowWidget(at: position)
        else {
            return false
        }
        return gtk_widget_get_state_flags(row).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0
    }

    /// The selection and the focus state only the list reads: a move does not render the window.
    func testAMoveDoesNotRenderTheWindow() throws {
        try MainActor.assumeIsolated {
            let log = RowRenderLog()
            guard let form = try Self.harness(RenderCountingRows(log: log)) else { return }
            defer { form.close() }
            let focused = try Self.focusFirst(form)
            MainContextPump.drainPending()
            let renders = form.host.renderCount
            XCTAssertTrue(InputTool.key("Down"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 1 })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { Self.showsSelected(form, 1) })
            MainContextPump.drainPending()
            XCTAssertFalse(Self.showsSelected(form, 0))
            XCTAssertEqual(form.host.renderCount, renders)
        }
    }

    /// A selection the app writes, which no view reads, is shown all the same.
    func testASelectionTheAppWritesIsShown() throws {
        try MainActor.assumeIsolated {
            let log = RowRenderLog()
            guard let form = try Self.harness(RenderCountingRows(log: log)) else { return }
            defer { form.close() }
            try Self.focusFirst(form)
            XCTAssertTrue(InputTool.key("Down"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { Self.showsSelected(form, 1) })
            emitClicked(try XCTUnwrap(form.button("Select Five")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { Self.showsSelected(form, 5) })
            XCTAssertFalse(Self.showsSelected(form, 1))
        }
    }

    /// The text a row's widget shows.
    @MainActor private static func shownText(of slot: ListRowSlot) -> String? {
        guard let box = (slot.container as? GtkWidgetHandle)?.outerWidget else { return nil }
        var pending = [box]
        while let widget = pending.popLast() {
            let raw = UnsafeMutableRawPointer(widget)
            if focuskit_is_label(raw) != 0 {
                return String(cString: gtk_label_get_text(focuskit_as_label(raw)))
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                pending.append(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        return nil
    }

    /// A write to a row far away: GTK binds about 200 rows around it; the row and a screenful
    /// around it render in the write, the others once the main loop is idle, and no row the
    /// frame shows is left showing the row its widget showed before.
    func testAFarWriteRendersAScreenfulAtOnceAndTheRestWhenIdle() throws {
        try MainActor.assumeIsolated {
            let log = RowRenderLog()
            guard let form = try Self.harness(RenderCountingRows(log: log, count: 2_000)) else { return }
            defer { form.close() }
            let focused = try Self.focusFirst(form)
            let rows = Self.rows(form)
            let renderer = try XCTUnwrap(rows.driver as? ListGtkRenderer)
            let list = try XCTUnwrap(gtk_widget_get_parent(try XCTUnwrap(renderer.rowWidget(at: 0))))
            // The window is laid out: the list and its rows have their sizes.
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_get_height(list) > 0 })
            // At each paint: every row GTK shows shows its own text.
            var paints = 0
            var stale: [String] = []
            // The rows rendered by the first paint after the write.
            var renderedByFirstPaint: [Int]?
            let clock = try XCTUnwrap(gtk_widget_get_frame_clock(list))
            let paint = SignalConnection.connect(
                UnsafeMutableRawPointer(clock).assumingMemoryBound(to: GObject.self), signal: "paint"
            ) { _ in
                paints += 1
                if renderedByFirstPaint == nil, !log.rendered.isEmpty { renderedByFirstPaint = log.rendered }
                for position in 1_700..<2_000 {
                    guard let key = rows.key(at: position), let slot = rows.slot(for: key), slot.isBound,
                        slot.position == position, renderer.isShowing(slot)
                    else { continue }
                    let text = Self.shownText(of: slot)
                    if text != "Rows \(position)" { stale.append("\(position): \(text ?? "nil")") }
                }
            }
            defer { paint.disconnect() }
            log.rendered = []
            emitClicked(try XCTUnwrap(form.button("Focus Last")))
            XCTAssertEqual(focused.value, 1_999)
            let atOnce = Set(log.rendered)
            XCTAssertTrue(atOnce.contains(1_999))
            XCTAssertTrue(atOnce.allSatisfy { $0 > 1_900 }, "\(atOnce.sorted())")
            XCTAssertLessThan(atOnce.count, 100, "a screenful, not every row GTK bound")
            XCTAssertTrue(rows.hasRowsToRender)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !rows.hasRowsToRender })
            XCTAssertGreaterThan(Set(log.rendered).count, atOnce.count + 50)
            XCTAssertGreaterThan(paints, 0)
            XCTAssertEqual(stale, [])
            // The frame showing the row came before the rows left for later (which render when
            // idle after it), and no row rendered twice for it, none by where GTK placed the rows
            // before the scroll (the row scrolled to may: GTK binds it first for the scroll's
            // anchor, then again with the rows around it).
            let byFirstPaint = try XCTUnwrap(renderedByFirstPaint)
            XCTAssertTrue(byFirstPaint.allSatisfy { $0 > 1_960 }, "\(byFirstPaint)")
            let twice = Set(byFirstPaint.filter { row in byFirstPaint.count { $0 == row } > 1 })
            XCTAssertTrue(twice.isSubset(of: [1_999]), "\(byFirstPaint)")
            // The list stays on the row (the scroll to the first row, done again after the
            // list's first allocation, is older).
            MainContextPump.drainPending()
            let last = try XCTUnwrap(rows.key(at: 1_999).flatMap { rows.slot(for: $0) })
            XCTAssertTrue(renderer.isShowing(last))
            XCTAssertEqual(focused.value, 1_999)
        }
    }

    /// A row that left its widget keeps its record, and its `.focused` field, until the main loop
    /// is idle after the list's next frame (`ListRows.retireWhenIdle`); a write to it in that
    /// while scrolls back to it and focuses it, in the write, and it keeps its record after.
    func testAWriteToARowThatLeftItsWidgetBeforeItsRecordEndsFocusesIt() throws {
        try MainActor.assumeIsolated {
            let log = RowRenderLog()
            guard let form = try Self.harness(RenderCountingRows(log: log, count: 2_000)) else { return }
            defer { form.close() }
            let focused = try Self.focusFirst(form)
            let rows = Self.rows(form)
            let renderer = try XCTUnwrap(rows.driver as? ListGtkRenderer)
            let first = try XCTUnwrap(rows.key(at: 0))
            let firstField = FocusValue(AnyHashable(Optional(0)))
            emitClicked(try XCTUnwrap(form.button("Focus Last")))
            XCTAssertEqual(focused.value, 1_999)
            // One turn of the main loop at a time until row 0 has let its widget go: that work
            // runs before GTK's next event, its record's end after the next frame.
            var turns = 0
            while rows.slot(for: first)?.key == first, turns < 100 {
                g_main_context_iteration(nil, 0)
                turns += 1
            }
            XCTAssertNotEqual(rows.slot(for: first)?.key, first, "row 0 still has its widget")
            XCTAssertTrue(focused.hasField(withValue: firstField), "row 0's record ended already")

            emitClicked(try XCTUnwrap(form.button("Focus First")))
            XCTAssertEqual(focused.value, 0)
            let row = try XCTUnwrap(renderer.rowWidget(at: 0))
            XCTAssertTrue(form.hasFocus(inside: row))

            // After the frame and the idle turn that end the records of the rows that left.
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !rows.hasRowsToRender })
            MainContextPump.drainPending()
            XCTAssertEqual(focused.value, 0)
            XCTAssertTrue(focused.hasField(withValue: firstField))
            XCTAssertTrue(form.hasFocus(inside: try XCTUnwrap(renderer.rowWidget(at: 0))))
            let slot = try XCTUnwrap(rows.slot(for: first))
            XCTAssertTrue(slot.isBound)
            XCTAssertEqual(Self.shownText(of: slot), "Rows 0")
        }
    }

    /// A row widget GTK binds to another row off screen keeps its views until it renders, but
    /// not their fields: a write to the field of the row it showed focuses that row's field.
    func testARowWaitingToRenderHoldsNoFieldOfTheRowItShowedBefore() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(NoteRows(count: 2_000)) else { return }
            defer { form.close() }
            let rows = Self.rows(form)
            let renderer = try Self.laidOutRenderer(form)
            // GTK binds the widgets of rows 0 to about 200 to rows before the last; most wait.
            emitClicked(try XCTUnwrap(form.button("Last Row")))
            XCTAssertTrue(rows.hasRowsToRender)
            // Before they render: row 5 is not shown, and no widget holds its field.
            let field = try XCTUnwrap(form.host.focusStates(named: "field").first)
            XCTAssertFalse(field.hasField(withValue: FocusValue(AnyHashable(Optional(5)))))
            XCTAssertTrue(field.hasField(withValue: FocusValue(AnyHashable(Optional(1_999)))))
            // A write to it scrolls back to row 5 and focuses its own field.
            emitClicked(try XCTUnwrap(form.button("Field Five")))
            let fieldFocus = try XCTUnwrap(field as? FocusStateStorage<Int?>)
            XCTAssertEqual(fieldFocus.value, 5)
            let row = try XCTUnwrap(renderer.rowWidget(at: 5))
            XCTAssertTrue(form.hasFocus(inside: row))
        }
    }

    /// A field inside a row (beside its label) is a field whether or not the row is shown: a
    /// write scrolls to the row and focuses the field, in the write.
    func testAWriteToTheFieldOfARowOffScreenFocusesTheField() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(NoteRows(count: 2_000)) else { return }
            defer { form.close() }
            let renderer = try Self.laidOutRenderer(form)
            XCTAssertNil(renderer.rowWidget(at: 1_999))
            emitClicked(try XCTUnwrap(form.button("Field Last")))
            let field = try XCTUnwrap(form.host.focusStates(named: "field").first as? FocusStateStorage<Int?>)
            XCTAssertEqual(field.value, 1_999)
            let row = try XCTUnwrap(renderer.rowWidget(at: 1_999))
            XCTAssertTrue(form.hasFocus(inside: row))
            let focus = try XCTUnwrap(gtk_window_get_focus(form.window))
            XCTAssertNotEqual(focus, row, "the field, not the row")
        }
    }

    func testAWriteToTheFieldOfARowShownFocusesTheField() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(NoteRows(count: 2_000)) else { return }
            defer { form.close() }
            _ = try Self.laidOutRenderer(form)
            emitClicked(try XCTUnwrap(form.button("Field Five")))
            let field = try XCTUnwrap(form.host.focusStates(named: "field").first as? FocusStateStorage<Int?>)
            XCTAssertEqual(field.value, 5)
            let entry = try XCTUnwrap(form.entry(placeholder: "Note 5"))
            XCTAssertTrue(form.hasFocus(inside: entry))
        }
    }

    /// A row bound off screen that renders later takes its own insets (GTK's bind applied
    /// those of the row its widget showed before).
    func testARowRenderedAfterItsBindTakesItsInsets() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(InsetRows()) else { return }
            defer { form.close() }
            let rows = Self.rows(form)
            _ = try Self.laidOutRenderer(form)
            emitClicked(try XCTUnwrap(form.button("Focus Last")))
            XCTAssertTrue(rows.hasRowsToRender)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !rows.hasRowsToRender })
            var checked = 0
            for position in 1_800..<2_000 {
                guard let key = rows.key(at: position), let slot = rows.slot(for: key), slot.isBound,
                    let box = (slot.container as? GtkWidgetHandle)?.outerWidget
                else { continue }
                checked += 1
                XCTAssertEqual(gtk_widget_get_margin_top(box), 9, "row \(position)")
            }
            XCTAssertGreaterThan(checked, 100)
        }
    }

    /// The one case not in the same write (the contract's list section): a field inside a row
    /// GTK shows in a recycled widget it places at its next layout waits (rule 7) and takes focus
    /// then; the write is not lost.
    func testAWriteToTheFieldOfARowInARecycledWidgetAppliesAtTheNextLayout() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(NoteRows(count: 2_000)) else { return }
            defer { form.close() }
            let rows = Self.rows(form)
            let renderer = try Self.laidOutRenderer(form)
            emitClicked(try XCTUnwrap(form.button("Last Row")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !rows.hasRowsToRender })
            MainContextPump.drainPending()
            XCTAssertNil(renderer.rowWidget(at: 5))
            emitClicked(try XCTUnwrap(form.button("Field Five")))
            let field = try XCTUnwrap(form.host.focusStates(named: "field").first as? FocusStateStorage<Int?>)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { field.value == 5 })
            let row = try XCTUnwrap(renderer.rowWidget(at: 5))
            XCTAssertTrue(form.hasFocus(inside: row))
            XCTAssertNotEqual(gtk_window_get_focus(form.window), row, "the field, not the row")
        }
    }

    func testAMoveRendersTheTwoRowsThatReadTheirFocus() throws {
        try MainActor.assumeIsolated {
            let log = RowRenderLog()
            guard let form = try Self.harness(RenderCountingRows(log: log, title: "Row", reading: .focus))
            else { return }
            defer { form.close() }
            try Self.focusFirst(form)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("▸ Row 0") != nil })
            log.rendered = []
            XCTAssertTrue(InputTool.key("Down"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("▸ Row 1") != nil })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !Self.rows(form).hasRowsToRender })
            MainContextPump.drainPending()
            XCTAssertNotNil(form.label("Row 0"))
            XCTAssertEqual(log.rendered.sorted(), [0, 1])
        }
    }

    func testAStateTheViewReadsRendersTheRowsAgain() throws {
        try MainActor.assumeIsolated {
            let log = RowRenderLog()
            guard let form = try Self.harness(RenderCountingRows(log: log)) else { return }
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("Rows 3") != nil })
            emitClicked(try XCTUnwrap(form.button("Rename")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("Items 3") != nil })
            XCTAssertNil(form.label("Rows 3"))
        }
    }

    func testARowThatReadsTheSelectionRendersAgainWhenItChanges() throws {
        try MainActor.assumeIsolated {
            let log = RowRenderLog()
            guard let form = try Self.harness(RenderCountingRows(log: log, title: "Row", reading: .selection))
            else { return }
            defer { form.close() }
            try Self.focusFirst(form)
            XCTAssertTrue(InputTool.key("Down"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("▶ Row 1") != nil })
            XCTAssertTrue(InputTool.key("Down"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("▶ Row 2") != nil })
            XCTAssertNil(form.label("▶ Row 1"))
            XCTAssertNotNil(form.label("Row 1"))
        }
    }
}
