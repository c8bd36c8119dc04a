import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// A list's rows render again only when what they read changed, on GTK: the same views and
/// steps as `ListRowRendersHeadlessTests`, with real keys. GTK binds the rows whose selection
/// changed again; a bind of a row that is current renders nothing.
final class ListRowRendersGtkTests: XCTestCase {
    @MainActor private static func harness<Content: View>(_ view: Content) throws -> GtkFormHarness<Content>?
    {
        guard try requireDisplay() else { return nil }
        let form = GtkFormHarness(view)
        gtk_window_set_default_size(form.window, 400, 500)
        XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
        return form
    }

    /// Focuses the first row, then waits until every row GTK bound is rendered as it is now.
    @MainActor private static func focusFirst<Content: View>(_ form: GtkFormHarness<Content>) throws {
        let focused = try XCTUnwrap(form.host.focusStates(named: "focused").first as? FocusStateStorage<Int?>)
        emitClicked(try XCTUnwrap(form.button("Focus First")))
        XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 0 })
        XCTAssertTrue(MainContextPump.run(timeout: 5) { !Self.rows(form).hasRowsToRender })
    }

    @MainActor private static func rows<Content: View>(_ form: GtkFormHarness<Content>) -> ListRows {
        form.host.lazyContainers.all[0]
    }

    func testAMoveRendersOnlyTheRowsWhoseFocusChanged() throws {
        try MainActor.assumeIsolated {
            let log = RowRenderLog()
            guard let form = try Self.harness(RenderCountingRows(log: log)) else { return }
            defer { form.close() }
            try Self.focusFirst(form)
            let focused = try XCTUnwrap(
                form.host.focusStates(named: "focused").first as? FocusStateStorage<Int?>)
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
            try Self.focusFirst(form)
            let focused = try XCTUnwrap(
                form.host.focusStates(named: "focused").first as? FocusStateStorage<Int?>)
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
