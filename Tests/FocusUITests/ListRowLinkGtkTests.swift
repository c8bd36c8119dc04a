import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// A `NavigationLink` that is a `List`'s row on GTK, as in the twin (`ListRowLinkHeadlessTests`):
/// the row shows the link's label and a chevron, no button; Return on the focused row (a real
/// key) pushes its page. A newcomer's podcast list could only be opened with the mouse.
final class ListRowLinkGtkTests: XCTestCase {
    func testReturnOnTheFocusedRowPushesItsPage() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(ShowsStack(), defaultSize: (480, 360))
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            XCTAssertNil(form.button("Serial"), "the row is the link, not a button in it")
            form.waitForRowsRendered()
            XCTAssertTrue(
                form.allWidgets.contains {
                    focuskit_is_image(UnsafeMutableRawPointer($0)) != 0
                        && gtk_image_get_icon_name(focuskit_as_image(UnsafeMutableRawPointer($0))).map {
                            String(cString: $0)
                        } == "go-next-symbolic"
                })
            // The badge's count before the chevron, at the row's trailing end.
            let count = try XCTUnwrap(form.label("12"))
            let row = try XCTUnwrap(gtk_widget_get_parent(count))
            let chevron = try XCTUnwrap(gtk_widget_get_next_sibling(count))
            XCTAssertNotEqual(focuskit_is_image(UnsafeMutableRawPointer(chevron)), 0)
            XCTAssertEqual(gtk_widget_get_parent(chevron), row)
            let list = try XCTUnwrap(form.listViews.first)
            if !form.hasFocus(inside: list) {
                XCTAssertTrue(InputTool.key(["Tab"]))
                MainContextPump.run(timeout: 5) { form.hasFocus(inside: list) }
            }
            XCTAssertTrue(form.hasFocus(inside: list))
            XCTAssertTrue(InputTool.key(["Down"]))
            gdk_display_sync(gtk_widget_get_display(form.windowWidget))
            MainContextPump.drainPending()
            let renders = form.host.renderCount
            XCTAssertTrue(InputTool.key(["Return"]))
            form.waitForRender(after: renders)
            let notes = try XCTUnwrap(form.entry(placeholder: "Serial notes"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.hasFocus(inside: notes) }, "the pushed page")
        }
    }
}
