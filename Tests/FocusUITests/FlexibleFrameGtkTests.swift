import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// A book's page as apps write it: a stack of a title, a slider and a progress bar, as wide as
/// the scroll view it is in.
private struct BookPage: View {
    @State var progress = 0.3

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("Dune").font(.largeTitle)
                Slider(value: $progress, in: 0...1) { Text("Progress") }
                ProgressView(value: progress)
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// The flexible frame, `fixedSize` and `tint` reach GTK's size request, expansion, alignment,
/// label wrapping and style classes.
final class FlexibleFrameGtkTests: XCTestCase {
    /// `.frame(maxWidth: .infinity, alignment: .leading)` on a stack holding a slider: the stack
    /// takes the frame's width, which its slider and progress bar fill, and the text keeps its
    /// width at the leading edge (SwiftUI proposes the frame's width, which a flexible view
    /// takes). A newcomer's page stood at its title's width, the slider short at its far end.
    func testAFrameFilledByAFlexibleStackGivesItsWholeWidth() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(BookPage(), defaultSize: (700, 400))
            defer { form.close() }
            let progress = try XCTUnwrap(
                form.allWidgets.first { focuskit_is_progress_bar(UnsafeMutableRawPointer($0)) != 0 })
            let scale = try XCTUnwrap(
                form.allWidgets.first { focuskit_is_scale(UnsafeMutableRawPointer($0)) != 0 })
            let label = try XCTUnwrap(form.label("Progress"))
            let title = try XCTUnwrap(form.label("Dune"))
            @MainActor func bounds(_ widget: UnsafeMutablePointer<GtkWidget>) -> graphene_rect_t {
                var rect = graphene_rect_t()
                _ = gtk_widget_compute_bounds(widget, form.windowWidget, &rect)
                return rect
            }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_get_width(progress) > 0 })
            let window = Float(gtk_widget_get_width(form.windowWidget))
            // The whole width but the padding (and the window's frame, a few pixels).
            XCTAssertGreaterThan(bounds(progress).size.width, window - 60, "the progress bar spans the page")
            // The slider begins after its label and reaches the same end.
            XCTAssertLessThan(bounds(scale).origin.x, bounds(label).origin.x + bounds(label).size.width + 40)
            XCTAssertEqual(
                bounds(scale).origin.x + bounds(scale).size.width,
                bounds(progress).origin.x + bounds(progress).size.width, accuracy: 1)
            // The text is at the leading edge at its own width.
            XCTAssertEqual(bounds(title).origin.x, bounds(progress).origin.x, accuracy: 1)
            XCTAssertLessThan(bounds(title).size.width, window / 2)
        }
    }

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
