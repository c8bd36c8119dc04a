import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// A row's `.contextMenu` on GTK with real keys: the Menu key and Shift+F10 open it with focus
/// in it, Return runs the focused item's action, and focus is back on the row.
final class ListContextMenuGtkTests: XCTestCase {
    @MainActor private static func typeName(_ widget: UnsafeMutablePointer<GtkWidget>?) -> String {
        widget.map { String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0))) } ?? "none"
    }

    func testChoosingAnItemByKeyboardRunsItsActionAndFocusReturnsToTheRow() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(ContextMenuList(), defaultSize: (400, 400))
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            gtk_widget_grab_focus(try XCTUnwrap(form.button("Before")))
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    Self.typeName(gtk_window_get_focus(form.window)) == "GtkListItemWidget"
                })
            let row = gtk_window_get_focus(form.window)
            for (keys, expected) in [(["Menu"], "marked [Ada]"), (["shift+F10", "Down"], "marked []")] {
                XCTAssertTrue(InputTool.key(keys[0]))
                XCTAssertTrue(
                    MainContextPump.run(timeout: 5) {
                        Self.typeName(gtk_window_get_focus(form.window)) == "GtkModelButton"
                    }, "focus in the menu")
                for key in keys.dropFirst() { XCTAssertTrue(InputTool.key(key)) }
                XCTAssertTrue(InputTool.key("Return"))
                XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label(expected) != nil }, expected)
                XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_get_focus(form.window) == row })
            }
        }
    }
}
