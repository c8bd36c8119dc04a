import CGtk
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// A `List` row that is one text asks the list for no width of its own: the text wraps at the
/// list's width, as SwiftUI's does, and GTK measures no width of it (`GtkListRowBox`, two Pango
/// layouts per row that scrolls in); a row that needs a width still gets it.
final class ListRowWidthGtkTests: XCTestCase {
    private static let longWord = "Pneumonoultramicroscopicsilicovolcanoconiosis"

    private struct TextRows: View {
        var body: some View {
            List {
                ForEach(["Short", "\(ListRowWidthGtkTests.longWord) and more words after it"], id: \.self) {
                    Text($0)
                }
            }
            .frame(width: 120, height: 300)
        }
    }

    private struct FixedRows: View {
        var body: some View {
            List {
                ForEach(["Short", "Wide"], id: \.self) { title in
                    HStack { Text(title) }.frame(width: 260)
                }
            }
        }
    }

    /// 2,000 rows, every other one a text that wraps over several lines in the list's width.
    private struct MixedRows: View {
        @FocusState private var focused: Int?

        var body: some View {
            VStack {
                List {
                    ForEach(0..<2_000, id: \.self) { row in
                        Text(row % 2 == 0 ? "Row \(row)" : "Row \(row) with a text that wraps over lines")
                            .focused($focused, equals: row)
                    }
                }
                .frame(width: 150, height: 400)
                Button("Focus Last") { focused = 1_999 }
            }
        }
    }

    /// The list's width without a height: what its rows ask.
    @MainActor private static func minimumWidth(of list: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(list, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return minimum
    }

    func testARowOfTextAsksNoWidthAndItsTextWrapsAtTheListsWidth() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(TextRows())
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.listViews.count == 1 })
            let list = form.listViews[0]
            form.waitForLayout(of: list)
            let long = try XCTUnwrap(form.label("\(Self.longWord) and more words after it"))
            let short = try XCTUnwrap(form.label("Short"))
            form.waitForLayout(of: long)
            // The long word alone is wider than the list; the list does not grow for it.
            var wordWidth: Int32 = 0
            let layout = gtk_widget_create_pango_layout(long, Self.longWord)!
            pango_layout_get_pixel_size(layout, &wordWidth, nil)
            g_object_unref(UnsafeMutableRawPointer(layout))
            XCTAssertGreaterThan(wordWidth, 200)
            XCTAssertLessThan(
                Self.minimumWidth(of: list), 60, "a row of text asks for its row's padding only")
            XCTAssertEqual(form.bounds(of: list).size.width, 120, accuracy: 1)
            // Wrapped at the list's width: taller than a row of one line, no wider than the list.
            XCTAssertLessThanOrEqual(gtk_widget_get_width(long), 120)
            // Two lines or more: taller than one and a half lines of text (line heights differ
            // by a pixel between X11 and Wayland).
            XCTAssertGreaterThan(2 * gtk_widget_get_height(long), 3 * gtk_widget_get_height(short))
        }
    }

    func testARowThatNeedsAWidthStillGetsIt() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(FixedRows())
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.listViews.count == 1 })
            let list = form.listViews[0]
            form.waitForLayout(of: list)
            XCTAssertGreaterThanOrEqual(Self.minimumWidth(of: list), 260)
        }
    }

    /// Rows GTK makes for a far scroll are placed at their height at the list's width (the
    /// only height of theirs GTK's list uses): the wrapping ones are taller.
    func testRowsMadeForAFarScrollTakeTheirTextsHeightAtTheListsWidth() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(MixedRows())
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.listViews.count == 1 })
            form.waitForLayout(of: form.listViews[0])
            emitClicked(try XCTUnwrap(form.button("Focus Last")))
            let last = "Row 1999 with a text that wraps over lines"
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label(last) != nil })
            form.waitForRowsRendered()
            let long = try XCTUnwrap(form.label(last))
            let short = try XCTUnwrap(form.label("Row 1998"))
            form.waitForLayout(of: long)
            XCTAssertGreaterThan(2 * gtk_widget_get_height(long), 3 * gtk_widget_get_height(short))
            let longRow = try XCTUnwrap(gtk_widget_get_parent(try XCTUnwrap(gtk_widget_get_parent(long))))
            let shortRow = try XCTUnwrap(gtk_widget_get_parent(try XCTUnwrap(gtk_widget_get_parent(short))))
            XCTAssertGreaterThan(gtk_widget_get_height(longRow), gtk_widget_get_height(shortRow))
            XCTAssertGreaterThanOrEqual(gtk_widget_get_height(longRow), gtk_widget_get_height(long))
        }
    }
}
