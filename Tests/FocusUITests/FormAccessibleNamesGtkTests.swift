import CGtk
import FocusKitGTK
import FocusUITesting
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI

/// What screen readers call a grouped form's parts that have no title of their own: a text
/// editor is named by its section's title (GTK 4.8 named it "GtkTextView", which Orca said),
/// `.accessibilityLabel` before it, and the row is titled the same (the `Settings` search finds
/// it); an untitled section's list has an empty name (Orca said "GtkListBox"), a titled one's
/// is libadwaita's (its title). As the twin names the editors
/// (`FormAccessibleNamesHeadlessTests`).
final class FormAccessibleNamesGtkTests: XCTestCase {
    func testATextEditorIsNamedByItsSectionAndAnUntitledListByNothing() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(SectionedNotesForm(), defaultSize: (480, 480))
            defer { form.close() }
            let editors = form.allWidgets.filter { focuskit_is_text_view(UnsafeMutableRawPointer($0)) != 0 }
            XCTAssertEqual(editors.count, 2)
            XCTAssertNotEqual(focuskit_accessible_label_equals(editors[0], "Notes"), 0)
            XCTAssertNotEqual(focuskit_accessible_label_equals(editors[1], "Journal entry"), 0)
            let row = try XCTUnwrap(
                form.allWidgets.first {
                    focuskit_is_adw_preferences_row(UnsafeMutableRawPointer($0)) != 0
                        && gtk_widget_is_ancestor(editors[0], $0) != 0
                })
            XCTAssertEqual(
                String(cString: adw_preferences_row_get_title(focuskit_as_adw_preferences_row(row))), "Notes")
            let lists = form.allWidgets.filter { focuskit_is_list_box(UnsafeMutableRawPointer($0)) != 0 }
            XCTAssertEqual(lists.count, 3, "the switch's untitled group, Notes and Journal")
            XCTAssertNotEqual(focuskit_accessible_label_equals(lists[0], ""), 0)
            for titled in lists.dropFirst() {
                XCTAssertEqual(
                    gtk_test_accessible_has_property(
                        OpaquePointer(UnsafeMutableRawPointer(titled)), GTK_ACCESSIBLE_PROPERTY_LABEL), 0,
                    "named by its group's title, as libadwaita does")
            }
        }
    }
}
