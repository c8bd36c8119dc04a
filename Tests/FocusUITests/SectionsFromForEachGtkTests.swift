import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// A `ForEach` that makes a list's sections makes GTK list rows for the headings and the
/// dishes, each its own list item, selectable; as `SectionsFromForEachHeadlessTests` in the twin.
final class SectionsFromForEachGtkTests: XCTestCase {
    func testAForEachOfSectionsMakesHeadingsAndSelectableRows() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(CourseMenu(), defaultSize: (400, 600))
            defer { form.close() }
            let list = try XCTUnwrap(
                form.allWidgets.first {
                    String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0))) == "GtkListView"
                })
            let model = try XCTUnwrap(
                gtk_list_view_get_model(OpaquePointer(UnsafeMutableRawPointer(list))))
            XCTAssertEqual(g_list_model_get_n_items(model), 9, "three headings and six dishes")
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { form.label("Lasagne") != nil && form.label("Mains") != nil }
            )
            XCTAssertTrue(
                form.allWidgets.contains {
                    focuskit_accessible_label_equals(UnsafeMutableRawPointer($0), "Lasagne, 3 of 6") != 0
                }, "a dish is a list item of its own")

            let selection = try XCTUnwrap(
                form.host.properties.storages(named: "_selection").first as? StateBox<String?>)
            let renders = form.host.renderCount
            selection.value = "Lasagne"
            form.waitForRender(after: renders)
            XCTAssertNotEqual(gtk_selection_model_is_selected(model, 4), 0)
            XCTAssertEqual(gtk_selection_model_is_selected(model, 3), 0, "not the heading")
            XCTAssertNotNil(form.label("Chosen: Lasagne"))
        }
    }
}
