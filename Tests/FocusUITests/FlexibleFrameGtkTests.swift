import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// The flexible frame, `fixedSize` and `tint` reach GTK's size request, expansion, alignment,
/// label wrapping and style classes.
final class FlexibleFrameGtkTests: XCTestCase {
    func testFramesFixedSizeAndTintReachTheirGtkProperties() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(FramedViews())
            defer { form.close() }
            let search = try XCTUnwrap(form.entry(placeholder: "Search"))
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_widget_get_size_request(search, &width, &height)
            XCTAssertEqual([width, height], [100, -1], "the inner frame, not the outer minWidth: 200")
            XCTAssertNotEqual(gtk_widget_get_hexpand(search), 0)
            XCTAssertEqual(gtk_widget_get_halign(search), GTK_ALIGN_FILL)

            let saved = try XCTUnwrap(form.label("Saved"))
            XCTAssertNotEqual(gtk_widget_get_hexpand(saved), 0)
            XCTAssertEqual(gtk_widget_get_halign(saved), GTK_ALIGN_END)
            XCTAssertEqual(gtk_widget_get_valign(saved), GTK_ALIGN_END)
            gtk_widget_get_size_request(saved, &width, &height)
            XCTAssertEqual([width, height], [-1, 30])

            let line = try XCTUnwrap(form.label("One line that would otherwise wrap"))
            XCTAssertEqual(gtk_label_get_wrap(focuskit_as_label(UnsafeMutableRawPointer(line))), 0)
            // Placed by its stack's alignment (a `VStack`'s centre), as SwiftUI places a
            // fixed-size view; a view that fills the stack would not be.
            XCTAssertEqual(gtk_widget_get_halign(line), GTK_ALIGN_CENTER)
            XCTAssertEqual(gtk_widget_get_hexpand(line), 0)

            let delete = try XCTUnwrap(form.button("Delete"))
            XCTAssertNotEqual(gtk_widget_has_css_class(delete, "destructive-action"), 0)
            // Tinted with the accent colour: GNOME's suggested action, as headlessly (the
            // button's own classes once removed it).
            let proceed = try XCTUnwrap(form.button("Continue"))
            XCTAssertNotEqual(gtk_widget_has_css_class(proceed, "suggested-action"), 0)
            let toggle = try XCTUnwrap(
                form.allWidgets.first { focuskit_is_switch(UnsafeMutableRawPointer($0)) != 0 })
            // The row carries the class; the switch inside is what the style sheet colours.
            let row = try XCTUnwrap(gtk_widget_get_parent(toggle))
            XCTAssertNotEqual(gtk_widget_has_css_class(row, "focusui-tint-warning"), 0)

            // A frame that stops expanding gives the widget back to its container's layout.
            let renders = form.host.renderCount
            (form.host.properties.storages(named: "_wide").first as! StateBox<Bool>).value = false
            form.waitForRender(after: renders)
            XCTAssertEqual(gtk_widget_get_hexpand(search), 0)
        }
    }
}
