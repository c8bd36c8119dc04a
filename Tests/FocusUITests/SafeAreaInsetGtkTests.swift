import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `.safeAreaInset` on GTK: the count above the list, the New Note button under it at the
/// leading edge, the Tools button beside it; the list takes the rest of the room.
final class SafeAreaInsetGtkTests: XCTestCase {
    func testTheInsetsSitAtTheirEdgesAndTheListTakesTheRest() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(InsetNotesView(), defaultSize: (500, 400))
            defer { form.close() }
            let root = form.windowWidget
            let list = try XCTUnwrap(
                form.allWidgets.first {
                    String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0))) == "GtkListView"
                })
            func bounds(_ widget: UnsafeMutablePointer<GtkWidget>) -> graphene_rect_t {
                var rect = graphene_rect_t()
                XCTAssertNotEqual(gtk_widget_compute_bounds(widget, root, &rect), 0)
                return rect
            }
            let count = try XCTUnwrap(form.label("2 notes"))
            let newNote = try XCTUnwrap(form.button("New Note"))
            let tools = try XCTUnwrap(form.button("Tools"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { bounds(list).size.height > 100 })
            let listRect = bounds(list)
            let countRect = bounds(count)
            let newRect = bounds(newNote)
            let toolsRect = bounds(tools)
            // The count above the list, the button below it, at the leading edge.
            XCTAssertLessThanOrEqual(countRect.origin.y + countRect.size.height, listRect.origin.y + 1)
            XCTAssertGreaterThanOrEqual(newRect.origin.y, listRect.origin.y + listRect.size.height - 1)
            XCTAssertLessThan(newRect.origin.x, 20)
            // A stack with a spacer fills the inset: its text leads.
            XCTAssertLessThan(countRect.origin.x, 20)
            // Tools beside the list, 4 points after it.
            XCTAssertGreaterThanOrEqual(toolsRect.origin.x, listRect.origin.x + listRect.size.width + 3)
            // The list takes the height the insets leave.
            XCTAssertGreaterThan(Double(listRect.size.height), 250)
        }
    }
}
