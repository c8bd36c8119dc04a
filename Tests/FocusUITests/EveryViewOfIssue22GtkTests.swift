import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// Issue 22's done-when on GTK: one view using every item of the issue renders with no warning
/// from FocusUI and no CSS GTK rejects, and its controls are the widgets they should be.
final class EveryViewOfIssue22GtkTests: XCTestCase {
    func testEverythingRendersWithoutAWarning() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            // A set size: at its natural size the window is as tall as the screen, and a Wayland
            // compositor may make it smaller after it is shown, when GtkViewport has already
            // scrolled the focused button to the bottom of the taller window.
            let form = GtkFormHarness(EveryViewOfIssue22(), defaultSize: (640, 480))
            defer { form.close() }
            XCTAssertEqual(form.backend.warned, [])
            XCTAssertNotNil(form.button("Plain"))
            XCTAssertNotNil(form.entry(placeholder: "Ada Lovelace"))
            XCTAssertNotNil(form.entry(placeholder: "Full name"))
            XCTAssertNotNil(form.label("Bold and italic and code and a link"))
            for text in ["Lazy one", "Lazy two", "Lazy left", "Lazy right"] {
                XCTAssertNotNil(form.label(text), text)
            }
            // `.popover`: a GtkPopover that opens with focus inside and closes by Escape.
            let details = try XCTUnwrap(form.button("Details…"))
            gtk_widget_grab_focus(details)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            // Focus scrolls the button into the window (GtkViewport's scroll-to-focus) at the
            // next layout; a popover anchored before that, 2,500 pixels down the scroll view, would
            // be off every monitor, which GDK's X11 popup layout reports with criticals
            // (`gdk_x11_surface_layout_popup`, GTK 4.8).
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    var bounds = graphene_rect_t()
                    return gtk_widget_compute_bounds(details, form.windowWidget, &bounds) != 0
                        && bounds.size.width > 0 && bounds.origin.y + bounds.size.height > 0
                        && bounds.origin.y < Float(gtk_widget_get_height(form.windowWidget))
                })
            XCTAssertTrue(InputTool.key("space"))
            let field = try XCTUnwrap(
                MainContextPump.run(timeout: 5) { form.entry(placeholder: "Popover field") != nil }
                    ? form.entry(placeholder: "Popover field") : nil)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.hasFocus(inside: field) })
            XCTAssertTrue(InputTool.key("Escape"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_get_focus(form.window) == details })
            let css = FocusUIDynamicStyles.css
            XCTAssertFalse(css.isEmpty)
        }
    }
}
