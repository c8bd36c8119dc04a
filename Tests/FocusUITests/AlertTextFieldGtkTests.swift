import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// An alert with a text field starts with focus in the field, as in SwiftUI and in the twin
/// (`AlertTextFieldHeadlessTests`): typed text goes into it, and Return runs Add (a newcomer's
/// typing was lost on the Add button).
final class AlertTextFieldGtkTests: XCTestCase {
    func testFocusStartsInTheFieldAndReturnRunsTheDefaultButton() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(NewBookAlert())
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            emitClicked(try XCTUnwrap(form.button("New Book")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !form.host.presentations.hosts.isEmpty })
            let host = try XCTUnwrap(form.host.presentations.hosts.first)
            let dialog = try XCTUnwrap(form.backend.gtkWindow(host.window.id))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(dialog) != 0 })
            let focus = try XCTUnwrap(gtk_window_get_focus(dialog))
            let entry = try XCTUnwrap(
                gtk_widget_get_ancestor(focus, gtk_entry_get_type()), "focus is in an entry")
            XCTAssertEqual(
                String(
                    cString: gtk_entry_get_placeholder_text(focuskit_as_entry(UnsafeMutableRawPointer(entry)))
                ),
                "Title")
            XCTAssertTrue(InputTool.key("d", "u", "n", "e", "Return"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("books: dune") != nil })
        }
    }
}
