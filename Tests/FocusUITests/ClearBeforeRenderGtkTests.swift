import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// Text bindings are two-way (issue 4): a state set back to the value of the last render
/// still reaches the widget when the user typed in between and no re-render ran yet.
final class ClearBeforeRenderGtkTests: XCTestCase {
    func testClearingRightAfterTypingEmptiesTheEntry() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(ClearingForm())
            defer { form.close() }
            let entry = try XCTUnwrap(form.entry(placeholder: "Message"))
            let send = try XCTUnwrap(form.button("Send"))
            let editable = focuskit_as_editable(UnsafeMutableRawPointer(entry))
            // Typing updates the state at once; the re-render waits for the main loop.
            gtk_editable_set_text(editable, "hello")
            // The action runs before that re-render: the state goes back to "" (its last
            // rendered value).
            emitClicked(send)
            let renders = form.host.renderCount
            form.waitForRender(after: renders)
            XCTAssertEqual(String(cString: gtk_editable_get_text(editable)), "")
        }
    }
}
