import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `ScrollViewReader` on GTK (issue 23): the proxy scrolls the `GtkListView` so that a row that
/// was never made is shown at the anchor. The same view as `ScrollViewReaderHeadlessTests`.
final class ScrollViewReaderGtkTests: XCTestCase {
    /// Where the row showing `text` is in the list: its top and bottom, and the list's height.
    @MainActor private static func place(of text: String, in form: GtkFormHarness<ScrollingList>) -> (
        top: Float, bottom: Float, height: Float
    )? {
        guard
            let list = form.allWidgets.first(where: {
                String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0))) == "GtkListView"
            }),
            let label = form.label(text), gtk_widget_get_child_visible(gtk_widget_get_parent(label)) != 0
        else { return nil }
        var row = label
        while let parent = gtk_widget_get_parent(row), parent != list { row = parent }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(row, list, &bounds) != 0 else { return nil }
        return (bounds.origin.y, bounds.origin.y + bounds.size.height, Float(gtk_widget_get_height(list)))
    }

    func testAnchorsPlaceTheRow() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(ScrollingList(), defaultSize: (600, 500))
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { Self.place(of: "Row 0", in: form) != nil })
            emitClicked(try XCTUnwrap(form.button("Top 5000")))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    guard let place = Self.place(of: "Row 5000", in: form) else { return false }
                    return abs(place.top) <= 2
                })
            emitClicked(try XCTUnwrap(form.button("Bottom 9999")))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    guard let place = Self.place(of: "Row 9999", in: form) else { return false }
                    return abs(place.bottom - place.height) <= 2
                })
            emitClicked(try XCTUnwrap(form.button("Centre 5000")))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    guard let place = Self.place(of: "Row 5000", in: form) else { return false }
                    return abs((place.top + place.bottom) / 2 - place.height / 2) <= 2
                })
            // Scrolling moves no focus.
            let focused = try XCTUnwrap(
                form.host.focusStates(named: "focused").first as? FocusStateStorage<Int?>)
            XCTAssertNil(focused.value)
        }
    }
}
