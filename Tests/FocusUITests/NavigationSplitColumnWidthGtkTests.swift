import CGtk
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// A sidebar with nothing in it yet, at GNOME's sidebar width.
private struct EmptySidebar: View {
    @State private var selection: Int?

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                ForEach([Int](), id: \.self) { Text("Item \($0)") }
            }
        } detail: {
            Text("Nothing selected")
        }
    }
}

/// A sidebar whose ideal width the app changes (Widen).
private struct WideningSidebar: View {
    @State private var wide = false

    var body: some View {
        NavigationSplitView {
            Text("Folders").navigationSplitViewColumnWidth(min: 180, ideal: wide ? 300 : 220, max: 400)
        } detail: {
            Button("Widen") { wide = true }
        }
    }
}

/// Three columns, the sidebar's width the app's.
private struct SizedColumns: View {
    var body: some View {
        NavigationSplitView {
            Text("Folders").navigationSplitViewColumnWidth(min: 200, ideal: 260, max: 320)
        } content: {
            Text("Notes").navigationSplitViewColumnWidth(240)
        } detail: {
            Text("Note")
        }
    }
}

/// `.navigationSplitViewColumnWidth` and the sidebar's own width on GTK: the paned after a
/// leading column opens at its ideal width and its handle stays in the column's range.
final class NavigationSplitColumnWidthGtkTests: XCTestCase {
    /// The `GtkPaned`s under the window, outer first.
    @MainActor private static func paneds<Content: View>(_ form: GtkFormHarness<Content>)
        -> [UnsafeMutablePointer<GtkWidget>]
    {
        form.allWidgets.filter {
            String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0))) == "GtkPaned"
        }
    }

    @MainActor private static func position(_ paned: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        gtk_paned_get_position(OpaquePointer(UnsafeMutableRawPointer(paned)))
    }

    @MainActor private static func drag(_ paned: UnsafeMutablePointer<GtkWidget>, to position: Int32) {
        gtk_paned_set_position(OpaquePointer(UnsafeMutableRawPointer(paned)), position)
    }

    /// Makes the window 200 pixels wide, too narrow for the sidebar, and waits for GTK to
    /// squeeze it below its 220.
    @MainActor private static func squeeze<Content: View>(
        _ paned: UnsafeMutablePointer<GtkWidget>, in form: GtkFormHarness<Content>,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        gtk_window_set_default_size(form.window, 200, 500)
        XCTAssertTrue(
            MainContextPump.run(timeout: 5) { (1..<220).contains(startWidth(paned)) },
            "squeezed: \(startWidth(paned)) in a window \(gtk_widget_get_width(form.windowWidget)) wide",
            file: file, line: line)
    }

    /// Makes the window 900 pixels wide again and waits for the sidebar to be `width` wide.
    @MainActor private static func widen<Content: View>(
        _ paned: UnsafeMutablePointer<GtkWidget>, in form: GtkFormHarness<Content>, to width: Int32,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        gtk_window_set_default_size(form.window, 900, 500)
        XCTAssertTrue(
            MainContextPump.run(timeout: 5) { startWidth(paned) == width }, "\(startWidth(paned))",
            file: file,
            line: line)
    }

    /// The width of the paned's start child, once laid out.
    @MainActor private static func startWidth(_ paned: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        gtk_paned_get_start_child(OpaquePointer(UnsafeMutableRawPointer(paned))).map(gtk_widget_get_width)
            ?? 0
    }

    func testAnEmptySidebarOpensAtGnomesSidebarWidth() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(EmptySidebar(), defaultSize: (900, 500))
            defer { form.close() }
            let paned = try XCTUnwrap(Self.paneds(form).first)
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { Self.startWidth(paned) == 220 }, "\(Self.startWidth(paned))"
            )
            // Dragged narrower than 180, it comes back to 180.
            Self.drag(paned, to: 60)
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { Self.startWidth(paned) == 180 }, "\(Self.startWidth(paned))"
            )
        }
    }

    /// A window made too narrow squeezes the sidebar (GTK moves the handle); widened again, the
    /// sidebar gets its width back, as a GNOME sidebar keeps its width (found by a newcomer: it
    /// stayed squeezed, its names cut to "…").
    func testASidebarSqueezedByANarrowWindowWidensBackWithIt() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(EmptySidebar(), defaultSize: (900, 500))
            defer { form.close() }
            let paned = try XCTUnwrap(Self.paneds(form).first)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { Self.startWidth(paned) == 220 })
            Self.squeeze(paned, in: form)
            Self.widen(paned, in: form, to: 220)
            // A handle the user dragged comes back to where it was dragged.
            Self.drag(paned, to: 300)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { Self.startWidth(paned) == 300 })
            Self.squeeze(paned, in: form)
            Self.widen(paned, in: form, to: 300)
        }
    }

    /// A new ideal width set while the window squeezes the column is where the column goes once
    /// the window is wide enough again.
    func testANewIdealWidthSetWhileSqueezedIsTakenOnceTheWindowWidens() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(WideningSidebar(), defaultSize: (900, 500))
            defer { form.close() }
            let paned = try XCTUnwrap(Self.paneds(form).first)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { Self.startWidth(paned) == 220 })
            Self.squeeze(paned, in: form)
            let renders = form.host.renderCount
            emitClicked(try XCTUnwrap(form.button("Widen")))
            // The new width reaches the paned while the window is still narrow.
            form.waitForRender(after: renders)
            Self.widen(paned, in: form, to: 300)
        }
    }

    func testEachLeadingColumnOpensAtItsIdealWidthAndStaysInItsRange() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(SizedColumns(), defaultSize: (1000, 500))
            defer { form.close() }
            let paneds = Self.paneds(form)
            XCTAssertEqual(paneds.count, 2)
            let (outer, inner) = (try XCTUnwrap(paneds.first), try XCTUnwrap(paneds.last))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    Self.startWidth(outer) == 260 && Self.startWidth(inner) == 240
                },
                "\(Self.startWidth(outer)) \(Self.startWidth(inner))")
            Self.drag(outer, to: 100)
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { Self.position(outer) == 200 }, "\(Self.position(outer))")
            Self.drag(outer, to: 600)
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { Self.position(outer) == 320 }, "\(Self.position(outer))")
            // A fixed width: the handle does not move.
            Self.drag(inner, to: 300)
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { Self.position(inner) == 240 }, "\(Self.position(inner))")
            XCTAssertTrue(MainContextPump.run(timeout: 5) { Self.startWidth(inner) == 240 })
        }
    }

    /// The detail column's only view, a text, sits in the middle of the column, as SwiftUI
    /// places it (`ColumnCentringTests` in the twin); the sidebar's list fills its column.
    func testADetailColumnsLoneTextIsCentredAndTheSidebarsListFills() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(EmptySidebar(), defaultSize: (900, 500))
            defer { form.close() }
            let paned = try XCTUnwrap(Self.paneds(form).first)
            let label = try XCTUnwrap(form.label("Nothing selected"))
            let column = try XCTUnwrap(gtk_paned_get_end_child(OpaquePointer(UnsafeMutableRawPointer(paned))))
            var bounds = graphene_rect_t()
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    gtk_widget_compute_bounds(label, column, &bounds) != 0
                        && gtk_widget_get_height(column) > 100
                })
            let middleX = Double(bounds.origin.x) + Double(bounds.size.width) / 2
            let middleY = Double(bounds.origin.y) + Double(bounds.size.height) / 2
            XCTAssertEqual(middleX, Double(gtk_widget_get_width(column)) / 2, accuracy: 2)
            XCTAssertEqual(middleY, Double(gtk_widget_get_height(column)) / 2, accuracy: 2)
            // The list fills the sidebar's column.
            let sidebar = try XCTUnwrap(
                gtk_paned_get_start_child(OpaquePointer(UnsafeMutableRawPointer(paned))))
            let list = try XCTUnwrap(
                form.allWidgets.first {
                    String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0))) == "GtkListView"
                })
            // The automatic list style in a sidebar is GNOME's navigation sidebar, as in SwiftUI.
            XCTAssertNotEqual(gtk_widget_has_css_class(list, "navigation-sidebar"), 0)
            var listBounds = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(list, sidebar, &listBounds), 0)
            XCTAssertGreaterThan(Double(listBounds.size.height), Double(gtk_widget_get_height(sidebar)) * 0.8)
        }
    }
}
