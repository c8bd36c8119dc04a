import CGtk
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// `count` rows (40 unless told), each with a list of its own whose rows count their taps.
private struct Shelves: View {
    var count = 40
    @FocusState private var focused: Int?

    var body: some View {
        VStack {
            List {
                ForEach(0..<count, id: \.self) { outer in
                    Shelf(outer: outer).focused($focused, equals: outer)
                }
            }
            Button("Focus First") { focused = 0 }
            Button("Focus Last") { focused = count - 1 }
        }
    }
}

private struct Shelf: View {
    let outer: Int

    var body: some View {
        VStack {
            Text("Shelf \(outer)")
            List {
                ForEach(0..<2, id: \.self) { inner in
                    ShelfItem(outer: outer, inner: inner)
                }
            }
            .frame(height: 120)
        }
    }
}

/// A column of horizontal shelves, each a lazy stack of its own.
private struct ShelfColumn: View {
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<20, id: \.self) { outer in
                    ScrollView(.horizontal) {
                        LazyHStack {
                            ForEach(0..<3, id: \.self) { inner in
                                ShelfItem(outer: outer, inner: inner)
                            }
                        }
                    }
                }
            }
        }
    }
}

private struct ShelfItem: View {
    let outer: Int
    let inner: Int
    @State private var taps = 0

    var body: some View {
        Button("Item \(outer).\(inner) taps \(taps)") { taps += 1 }
    }
}

/// A list inside each row of a list is that row's own on GTK, as headlessly
/// (`ListRowRendersHeadlessTests.aListInsideARowIsThatRowsOwn`): every row's content has the
/// same path, and GTK shows other rows in a row's widgets as the outer list scrolls.
final class NestedListGtkTests: XCTestCase {
    /// The view in a 400x500 window.
    @MainActor private static func present<Content: View>(_ view: Content) -> GtkFormHarness<Content> {
        let form = GtkFormHarness(view, defaultSize: (400, 500))
        return form
    }

    /// The texts of the labels in each outer row GTK shows, by row.
    @MainActor private static func shownRows<Content: View>(_ form: GtkFormHarness<Content>) -> [[String]] {
        guard let outer = form.listViews.first else { return [] }
        var rows: [[String]] = []
        var child = gtk_widget_get_first_child(outer)
        while let row = child {
            if gtk_widget_get_child_visible(row) != 0, gtk_widget_get_mapped(row) != 0 {
                let texts = WidgetLookup.all(in: row).compactMap { widget -> String? in
                    guard
                        String(cString: focuskit_object_type_name(UnsafeMutableRawPointer(widget)))
                            == "GtkLabel"
                    else { return nil }
                    return String(cString: gtk_label_get_text(OpaquePointer(UnsafeMutableRawPointer(widget))))
                }
                if !texts.isEmpty { rows.append(texts) }
            }
            child = gtk_widget_get_next_sibling(row)
        }
        return rows
    }

    /// Each shown row's inner items are its own: "Shelf N" above "Item N.0 …" and "Item N.1 …".
    @MainActor private static func assertEachShelfShowsItsOwnItems<Content: View>(
        _ form: GtkFormHarness<Content>, line: UInt = #line
    ) {
        form.waitForRowsRendered(line: line)
        let rows = shownRows(form)
        XCTAssertFalse(rows.isEmpty, line: line)
        for texts in rows {
            guard let shelf = texts.first(where: { $0.hasPrefix("Shelf ") }) else { continue }
            let outer = shelf.dropFirst("Shelf ".count)
            let items = texts.filter { $0.hasPrefix("Item ") }
            XCTAssertEqual(items.count, 2, "\(texts)", line: line)
            for item in items {
                XCTAssertTrue(item.hasPrefix("Item \(outer)."), "\(shelf) shows \(item)", line: line)
            }
        }
    }

    func testEachRowsListShowsItsOwnRowsAfterTheOuterListScrolled() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = Self.present(Shelves())
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("Shelf 0") != nil })
            Self.assertEachShelfShowsItsOwnItems(form)
            emitClicked(try XCTUnwrap(form.button("Focus Last")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("Shelf 39") != nil })
            Self.assertEachShelfShowsItsOwnItems(form)
            emitClicked(try XCTUnwrap(form.button("Focus First")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("Shelf 0") != nil })
            Self.assertEachShelfShowsItsOwnItems(form)
        }
    }

    func testATapInARowsListCountsForThatRowAlone() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = Self.present(Shelves())
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.button("Item 1.1 taps 0") != nil })
            emitClicked(try XCTUnwrap(form.button("Item 0.1 taps 0")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.button("Item 0.1 taps 1") != nil })
            XCTAssertNotNil(form.button("Item 1.1 taps 0"))
            emitClicked(try XCTUnwrap(form.button("Item 1.1 taps 0")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.button("Item 1.1 taps 1") != nil })
            XCTAssertNotNil(form.button("Item 0.1 taps 1"), "row 0's count stays its own")
            // Scrolled away and back: each row's items keep their counts (kept by id off screen).
            emitClicked(try XCTUnwrap(form.button("Focus Last")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("Shelf 39") != nil })
            emitClicked(try XCTUnwrap(form.button("Focus First")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.button("Item 0.1 taps 1") != nil })
            XCTAssertNotNil(form.button("Item 1.1 taps 1"))
            XCTAssertNotNil(form.button("Item 0.0 taps 0"))
        }
    }

    func testATapOnAShelfCountsForThatShelfAlone() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = Self.present(ShelfColumn())
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.button("Item 2.1 taps 0") != nil })
            emitClicked(try XCTUnwrap(form.button("Item 0.1 taps 0")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.button("Item 0.1 taps 1") != nil })
            XCTAssertNotNil(form.button("Item 2.1 taps 0"), "another shelf's item keeps its count")
            XCTAssertNotNil(form.button("Item 1.1 taps 0"))
        }
    }

    /// GTK lets go of a row's widgets when it scrolls away (GTK 4.8 makes new ones for each row
    /// that scrolls in): the fields of the rows its inner list showed end with them, so that
    /// scrolling through the outer list leaves no fields behind.
    func testRowsScrolledAwayLeaveNoFieldsOfTheirListsBehind() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            // More rows than GTK keeps bound (about 200), so that a far scroll lets rows go.
            let form = Self.present(Shelves(count: 600))
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("Shelf 0") != nil })
            let coordinator = form.host.coordinator
            form.waitForRowsRendered()
            let atStart = coordinator.fieldCount
            for _ in 0..<2 {
                emitClicked(try XCTUnwrap(form.button("Focus Last")))
                XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("Shelf 599") != nil })
                form.waitForRowsRendered()
                emitClicked(try XCTUnwrap(form.button("Focus First")))
                XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("Shelf 0") != nil })
                form.waitForRowsRendered()
            }
            // The same rows shown as at the start, the same fields (the outer list's focused
            // row kept aside, within a few).
            XCTAssertLessThanOrEqual(coordinator.fieldCount, atStart + 4)
        }
    }
}
