import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `.onDeleteCommand` on GTK (issue 23) with real keys: the steps of
/// `DeleteCommandHeadlessTests` on the same view.
final class DeleteCommandGtkTests: XCTestCase {
    func testTheFieldTheListAndTheCommandEachTakeTheirKeys() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(DeleteCommandList(rowsDelete: true), defaultSize: (400, 500))
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            let focused = try XCTUnwrap(
                form.host.focusStates(named: "focused").first as? FocusStateStorage<String?>)
            let note = try XCTUnwrap(form.entry(placeholder: "Note"))
            let editable = focuskit_as_editable(UnsafeMutableRawPointer(note))
            gtk_widget_grab_focus(note)
            // Backspace in the field deletes text; the stack's command does not run.
            XCTAssertTrue(InputTool.key("End", "BackSpace"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { String(cString: gtk_editable_get_text(editable)) == "ab" })
            XCTAssertNotNil(form.label("deleted "))
            // Into the list, then Down: Banana focused and selected.
            XCTAssertTrue(InputTool.key("Tab", "Down"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == "Banana" })
            // Backspace: the list's command deletes the selected row.
            XCTAssertTrue(InputTool.key("BackSpace"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("deleted Banana") != nil })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == "Cherry" })
            // Delete: the rows' own .onDelete, the focused row (nothing is selected).
            XCTAssertTrue(InputTool.key("Delete"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("deleted Banana row Cherry") != nil })
            XCTAssertNotNil(form.label("fruit Apple Damson"))
        }
    }
}
