import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `openWindow(value:)` on GTK: one window per value, and opening the value again activates its
/// window (with the activation token on Wayland, as every present of the app).
final class WindowValuesGtkTests: XCTestCase {
    func testOpeningAValueAgainActivatesItsWindow() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(NoteValuesApp(), id: "windowvalues")
            defer { app.close() }
            let open = try XCTUnwrap(app.button("Open Note 7"))
            emitClicked(open)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { app.host.openWindows.count == 2 })
            let note = app.host.openWindows[1]
            let noteWindow = try XCTUnwrap(app.backend.gtkWindow(note.id))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(noteWindow) != 0 })
            gtk_window_set_title(app.gtkWindow, "Notes list")
            MainContextPump.drainPending()
            XCTAssertTrue(InputTool.activate(windowTitled: "Notes list"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(app.gtkWindow) != 0 })
            // The user presses the button again (a real key: on Wayland the compositor honours
            // the activation token of a window presented in answer to input).
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_get_focus(app.gtkWindow) == open })
            XCTAssertTrue(InputTool.key("space"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(noteWindow) != 0 })
            XCTAssertEqual(app.host.openWindows.count, 2, "no second window for the same value")
        }
    }
}
