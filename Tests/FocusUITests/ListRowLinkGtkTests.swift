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
            form.settle()
            let renders = form.host.renderCount
            XCTAssertTrue(InputTool.key(["Return"]))
            form.waitForRender(after: renders)
            let notes = try XCTUnwrap(form.entry(placeholder: "Serial notes"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.hasFocus(inside: notes) }, "the pushed page")
        }
    }

    /// A click on the row focuses it (GTK's row gesture, which the link's tap leaves the press
    /// to) and pushes its page; back, the row has focus.
    func testAClickOnTheRowFocusesItAndPushesItsPage() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(ShowsStack(), defaultSize: (480, 360))
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            form.waitForRowsRendered()
            let archive = try XCTUnwrap(form.label("Open Archive"))
            XCTAssertTrue(
                sequence(first: archive, next: { gtk_widget_get_parent($0) }).contains {
                    focuskit_is_button(UnsafeMutableRawPointer($0)) != 0
                }, "a link inside a row's stack is a button")
            if DisplayServer.current == .wayland {
                // Clicked with xdotool; the sway click of InputTool did not reach the row here (not
                // investigated), so Wayland runs the checks above only.
                throw XCTSkip("the row click is pressed on X11 only")
            }
            let title = try XCTUnwrap(form.label("Reply All"))
            form.waitForLayout(of: title)
            let renders = form.host.renderCount
            XCTAssertTrue(InputTool.click(title))
            form.waitForRender(after: renders)
            let notes = try XCTUnwrap(form.entry(placeholder: "Reply All notes"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.hasFocus(inside: notes) }, "the pushed page")
            var row = title
            while WidgetLookup.typeName(of: row) != "GtkListItemWidget",
                let parent = gtk_widget_get_parent(row)
            {
                row = parent
            }
            XCTAssertTrue(InputTool.key(["alt+Left"]))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { gtk_window_get_focus(form.window) == row },
                "back on the row the click focused")
        }
    }
}
