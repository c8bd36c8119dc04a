import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `List(selection:)` on GTK with real keys: Tab into the rows, arrows move focus and
/// selection together, the selected row is marked.
final class ListSelectionGtkTests: XCTestCase {
    func testArrowsMoveFocusAndSelection() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(ContactsList(names: ["Contact 1", "Contact 2", "Contact 3"]))
            defer { form.close() }
            let focused = try XCTUnwrap(
                form.host.focusStates(named: "focusedContact").first as? FocusStateStorage<Int?>)
            let selection = try XCTUnwrap(
                form.host.properties.storages(named: "_selection").first as? StateBox<Int?>)
            let search = try XCTUnwrap(form.entry(placeholder: "Search"))
            gtk_widget_grab_focus(search)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 1 && selection.value == 1 })
            XCTAssertTrue(InputTool.key("Down", "Down"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 3 && selection.value == 3 })
            // The focused row's label and its selected mark (the selection follows focus in a
            // second render, before the next event and before anything is drawn).
            @MainActor func selectedRow(labelled text: String) -> UnsafeMutablePointer<GtkWidget>? {
                form.label(text).flatMap { label in
                    form.allWidgets.first {
                        gtk_widget_has_css_class($0, "focusui-selected") != 0
                            && gtk_widget_is_ancestor(label, $0) != 0
                    }
                }
            }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { selectedRow(labelled: "▸ Contact 3") != nil })
            let row3 = try XCTUnwrap(selectedRow(labelled: "▸ Contact 3"))
            XCTAssertEqual(gtk_window_get_focus(form.window), row3)
            XCTAssertTrue(InputTool.key("Up"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 2 && selection.value == 2 })
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { gtk_widget_has_css_class(row3, "focusui-selected") == 0 })
        }
    }
}
