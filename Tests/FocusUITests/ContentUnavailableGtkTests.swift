import CGtk
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `ContentUnavailableView` on GTK (libadwaita's `AdwStatusPage`) is not a Tab stop of its
/// own: Tab goes from the view before it to its actions, then on, as in the twin
/// (`ContentUnavailableHeadlessTests`). libadwaita's page scrolls its content in a
/// `GtkScrolledWindow`, which GTK focuses itself when nothing inside it takes focus: an
/// unnamed "scroll pane" with no focus ring.
final class ContentUnavailableGtkTests: XCTestCase {
    func testTabGoesFromTheViewBeforeToTheActionsAndOnWithoutAStopOnThePage() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(
                VStack {
                    Button("Before") {}
                    ContentUnavailableView("No Book Selected", systemImage: "book")
                    ContentUnavailableView {
                        Label("No Results", systemImage: "magnifyingglass")
                    } actions: {
                        Button("Clear Search") {}
                    }
                    Button("After") {}
                })
            defer { form.close() }
            let before = try XCTUnwrap(form.button("Before"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            XCTAssertNotEqual(gtk_widget_grab_focus(before), 0)
            XCTAssertTrue(InputTool.key("Tab"))
            let clear = try XCTUnwrap(form.button("Clear Search"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_get_focus(form.window) == clear })
            XCTAssertTrue(InputTool.key("Tab"))
            let after = try XCTUnwrap(form.button("After"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_get_focus(form.window) == after })
        }
    }
}
