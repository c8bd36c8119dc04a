import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// A sidebar's row labels are one line, ellipsized at the end, as GNOME's navigation sidebars;
/// a row's own `.lineLimit` wins; a list in the detail wraps. As `SidebarRowsHeadlessTests`.
final class SidebarRowsGtkTests: XCTestCase {
    func testASidebarsRowsAreOneLineUnlessTheyAskOtherwise() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(SidebarNotes(), defaultSize: (800, 500))
            defer { form.close() }
            let texts = [
                "Groceries for the long weekend at the lake house",
                "Ideas for the garden, the kitchen and the attic",
                "Detail: Groceries for the long weekend at the lake house",
            ]
            XCTAssertTrue(MainContextPump.run(timeout: 5) { texts.allSatisfy { form.label($0) != nil } })
            let labels = try texts.map {
                focuskit_as_label(UnsafeMutableRawPointer(try XCTUnwrap(form.label($0))))
            }
            XCTAssertEqual(labels.map { gtk_label_get_lines($0) }, [1, 2, -1])
            XCTAssertEqual(
                labels.map { gtk_label_get_ellipsize($0) },
                [PANGO_ELLIPSIZE_END, PANGO_ELLIPSIZE_END, PANGO_ELLIPSIZE_NONE])
            // The sidebar keeps its width: its long title is cut, not wrapped onto more lines.
            let sidebarRow = try XCTUnwrap(form.label(texts[0]))
            XCTAssertLessThanOrEqual(gtk_widget_get_width(sidebarRow), 400)
            // An unnamed sidebar is named "Sidebar" for screen readers, another list "List".
            let lists = form.allWidgets.filter {
                String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0))) == "GtkListView"
            }
            XCTAssertEqual(
                lists.map { focuskit_accessible_label_equals(UnsafeMutableRawPointer($0), "Sidebar") != 0 },
                [true, false])
            XCTAssertNotEqual(focuskit_accessible_label_equals(UnsafeMutableRawPointer(lists[1]), "List"), 0)
        }
    }
}

extension SidebarRowsGtkTests {
    /// A badge's count in a one-line sidebar row is narrower than "…": GTK warned at every
    /// layout that its natural width was below its minimum
    /// (`GtkQuirk.ellipsizedWrappingLabelMinimumAboveNatural`).
    func testABadgeInASidebarRowMakesGtkWarnNothing() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            var form: GtkFormHarness<BadgedConversations>?
            let messages = GLibMessageRecorder.record {
                form = GtkFormHarness(BadgedConversations(), defaultSize: (800, 500))
                // Laid out: the warning came from measuring the rows.
                _ = MainContextPump.run(timeout: 5) {
                    form?.label("5").map { gtk_widget_get_width($0) > 0 } ?? false
                }
                MainContextPump.drainPending()
            }
            defer { form?.close() }
            let count = try XCTUnwrap(form?.label("5"))
            let label = focuskit_as_label(UnsafeMutableRawPointer(count))
            XCTAssertEqual(gtk_label_get_lines(label), 1)
            // One line, not wrapping: GTK measures it as a label that does not wrap, which clamps
            // the ellipsis's width to the text's. (The warning showed in a messages app's
            // sidebar at its first layout; this harness's layout does not measure the row for a
            // height, so the label's wrapping is what is checked.)
            XCTAssertEqual(gtk_label_get_wrap(label), 0)
            XCTAssertEqual(gtk_label_get_ellipsize(label), PANGO_ELLIPSIZE_END)
            XCTAssertEqual(messages, [])
        }
    }
}
