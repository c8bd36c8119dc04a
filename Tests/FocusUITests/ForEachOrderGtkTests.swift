import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import FocusUI
@testable import FocusUICore

private struct OrderedRows: View {
    @State var ids = [1, 2, 3]
    @FocusState var focused: Int?

    var body: some View {
        VStack {
            ForEach(ids, id: \.self) { id in
                TextField("Row \(id)", text: .constant(""))
                    .focused($focused, equals: id)
            }
        }
    }
}

/// `ForEach` inserts and moves on GTK: each is one `gtk_box_insert_child_after` or
/// `gtk_box_reorder_child_after` after the sibling the reconciler names, so the box's order is
/// the views' order and a moved focused row keeps focus.
final class ForEachOrderGtkTests: XCTestCase {
    func testInsertsAndMovesKeepTheBoxInTheViewsOrder() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(OrderedRows())
            defer { form.close() }
            let ids = try XCTUnwrap(form.host.properties.storages(named: "_ids").first as? StateBox<[Int]>)
            let focused = try XCTUnwrap(
                form.host.focusStates(named: "focused").first as? FocusStateStorage<Int?>)
            @MainActor func order() -> [String] {
                form.allWidgets.compactMap { widget in
                    let raw = UnsafeMutableRawPointer(widget)
                    guard focuskit_is_entry(raw) != 0,
                        let text = gtk_entry_get_placeholder_text(focuskit_as_entry(raw))
                    else { return nil }
                    return String(cString: text)
                }
            }
            let row3 = try XCTUnwrap(form.entry(placeholder: "Row 3"))
            gtk_widget_grab_focus(row3)
            XCTAssertEqual(focused.value, 3)
            for (change, expected) in [
                ([0, 1, 2, 3], ["Row 0", "Row 1", "Row 2", "Row 3"]),
                ([0, 3, 1, 2], ["Row 0", "Row 3", "Row 1", "Row 2"]),
                ([3, 1, 2, 4], ["Row 3", "Row 1", "Row 2", "Row 4"]),
                ([1, 5, 2, 4, 3], ["Row 1", "Row 5", "Row 2", "Row 4", "Row 3"]),
            ] {
                let count = form.host.renderCount
                ids.value = change
                form.waitForRender(after: count)
                XCTAssertEqual(order(), expected)
                // Moved, never removed and re-inserted: the focused row keeps focus.
                XCTAssertTrue(form.hasFocus(inside: row3))
                XCTAssertEqual(focused.value, 3)
            }
        }
    }
}
