import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `LazyVGrid` on GTK (issue 24): a `GtkGridView` of cells. The same view and steps as
/// `LazyGridHeadlessTests`.
final class LazyGridGtkTests: XCTestCase {
    @MainActor private static func harness(count: Int) throws -> GtkFormHarness<LazyPhotoGrid>? {
        guard try requireDisplay() else { return nil }
        let form = GtkFormHarness(LazyPhotoGrid(count: count), defaultSize: (420, 500))
        XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
        return form
    }

    @MainActor private static func waitForFocus(_ form: GtkFormHarness<LazyPhotoGrid>, on title: String)
        -> Bool
    {
        MainContextPump.run(timeout: 5) { form.button(title).map(form.hasFocus(inside:)) == true }
    }

    func testALazyGridMakesOnlyTheCellsOnScreenInColumnsAndTabGoesCellByCell() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(count: 10_000) else { return }
            defer { form.close() }
            let focused = try XCTUnwrap(
                form.host.focusStates(named: "focused").first as? FocusStateStorage<Int?>)
            let grid = try XCTUnwrap(
                form.allWidgets.first {
                    String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0))) == "GtkGridView"
                })
            XCTAssertNil(form.button("Open 9999"))
            // Cells at least 120 wide, several to a row: Open 1 is beside Open 0.
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_get_width(grid) > 0 })
            MainContextPump.drainPending()
            var first = graphene_rect_t()
            var second = graphene_rect_t()
            XCTAssertNotEqual(
                gtk_widget_compute_bounds(try XCTUnwrap(form.button("Open 0")), grid, &first), 0)
            XCTAssertNotEqual(
                gtk_widget_compute_bounds(try XCTUnwrap(form.button("Open 1")), grid, &second), 0)
            XCTAssertEqual(first.origin.y, second.origin.y, accuracy: 1)
            XCTAssertGreaterThanOrEqual(second.origin.x - first.origin.x, 120)
            gtk_widget_grab_focus(try XCTUnwrap(form.button("Open 0")))
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(Self.waitForFocus(form, on: "Open 1"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 1 })
        }
    }

    func testAWriteToACellFarAwayFocusesItsControlInTheSameWrite() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(count: 10_000) else { return }
            defer { form.close() }
            let focused = try XCTUnwrap(
                form.host.focusStates(named: "focused").first as? FocusStateStorage<Int?>)
            emitClicked(try XCTUnwrap(form.button("Focus Last")))
            XCTAssertEqual(focused.value, 9_999)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("read 9999") != nil })
            XCTAssertTrue(Self.waitForFocus(form, on: "Open 9999"))
        }
    }
}

/// `LazyHStack` in a horizontal scroll view on GTK: a horizontal `GtkListView` of cells.
final class LazyHStackGtkTests: XCTestCase {
    func testALazyHStackMakesOnlyTheCellsOnScreenSideBySideAndTabGoesCellByCell() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(LazyShelf(), defaultSize: (420, 300))
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            let focused = try XCTUnwrap(
                form.host.focusStates(named: "focused").first as? FocusStateStorage<Int?>)
            let list = try XCTUnwrap(
                form.allWidgets.first {
                    String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0))) == "GtkListView"
                })
            XCTAssertEqual(
                gtk_orientable_get_orientation(focuskit_as_orientable(UnsafeMutableRawPointer(list))),
                GTK_ORIENTATION_HORIZONTAL)
            XCTAssertNil(form.button("Item 999"))
            MainContextPump.drainPending()
            var first = graphene_rect_t()
            var second = graphene_rect_t()
            XCTAssertNotEqual(
                gtk_widget_compute_bounds(try XCTUnwrap(form.button("Item 0")), list, &first), 0)
            XCTAssertNotEqual(
                gtk_widget_compute_bounds(try XCTUnwrap(form.button("Item 1")), list, &second), 0)
            XCTAssertEqual(first.origin.y, second.origin.y, accuracy: 1)
            XCTAssertGreaterThan(second.origin.x, first.origin.x)
            gtk_widget_grab_focus(try XCTUnwrap(form.button("Item 0")))
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 1 })
            emitClicked(try XCTUnwrap(form.button("Focus Last")))
            XCTAssertEqual(focused.value, 999)
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    form.button("Item 999").map(form.hasFocus(inside:)) == true
                })
        }
    }
}
