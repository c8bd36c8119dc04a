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

/// A book's detail page as a newcomer wrote it: in a navigation stack, a stack with a toggle
/// and a closed disclosure group holding an editor, framed to the scroll view's width.
private struct BookDetail: View {
    @State var finished = false
    @State var showsNotes = false
    @State var notes = ""

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Dune").font(.largeTitle)
                    Toggle("Finished", isOn: $finished)
                    DisclosureGroup("Notes", isExpanded: $showsNotes) {
                        TextEditor(text: $notes)
                            .frame(minHeight: 120)
                    }
                }
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .navigationTitle("Dune")
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

    /// Content shorter than its scroll view stays at the top, as in SwiftUI, also once a text
    /// editor inside makes it vertically flexible: GtkViewport gave the stack the whole page and
    /// the frame's centre alignment (the vertical part of `.leading`) centred it, so opening the
    /// disclosure group moved the page's title 178 pixels down (a newcomer's detail page).
    func testShortContentStaysAtTheTopOfItsScrollView() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(BookDetail(), defaultSize: (700, 600))
            defer { form.close() }
            let title = try XCTUnwrap(form.label("Dune"))
            let scrolled = try XCTUnwrap(
                form.allWidgets.first { focuskit_is_scrolled_window(UnsafeMutableRawPointer($0)) != 0 })
            form.waitForLayout(of: title)
            XCTAssertGreaterThan(gtk_widget_get_height(scrolled), 400, "the scroll view fills the window")
            var rect = graphene_rect_t()
            XCTAssertTrue(gtk_widget_compute_bounds(title, scrolled, &rect) != 0)
            XCTAssertLessThan(rect.origin.y, 40, "the title at the top, after the padding")
            let expander = try XCTUnwrap(
                form.allWidgets.first { focuskit_is_expander(UnsafeMutableRawPointer($0)) != 0 })
            let renders = form.host.renderCount
            gtk_expander_set_expanded(focuskit_as_expander(UnsafeMutableRawPointer(expander)), 1)
            form.waitForRender(after: renders)
            let editor = try XCTUnwrap(form.textViews.first)
            form.waitForLayout(of: editor)
            MainContextPump.drainPending()
            XCTAssertTrue(gtk_widget_compute_bounds(title, scrolled, &rect) != 0)
            XCTAssertLessThan(rect.origin.y, 40, "still at the top with the group open")
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
