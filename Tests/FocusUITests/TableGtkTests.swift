import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `Table` on GTK (issue 24): a `GtkColumnView` over the rows, with real keys and clicks. The
/// same view and steps as `TableHeadlessTests`.
final class TableGtkTests: XCTestCase {
    @MainActor static func harness(count: Int = 40, bordered: Bool = false) throws -> GtkFormHarness<
        PeopleTable
    >? {
        guard try requireDisplay() else { return nil }
        let form = GtkFormHarness(PeopleTable(count: count, bordered: bordered), defaultSize: (700, 500))
        XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
        // Laid out: the headers (which the tests click) have their size.
        XCTAssertTrue(
            MainContextPump.run(timeout: 5) {
                let titles = widgets(form, ofType: "GtkColumnViewTitle")
                return !titles.isEmpty && titles.allSatisfy { gtk_widget_get_width($0) > 0 }
            })
        return form
    }

    @MainActor static func widgets<V: View>(_ form: GtkFormHarness<V>, ofType name: String)
        -> [UnsafeMutablePointer<GtkWidget>]
    {
        form.allWidgets.filter {
            String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0))) == name
        }
    }

    /// The column view's list view, whose children are the rows.
    @MainActor static func rowsView(_ form: GtkFormHarness<PeopleTable>) throws -> UnsafeMutablePointer<
        GtkWidget
    > {
        let view = try XCTUnwrap(widgets(form, ofType: "GtkColumnView").first)
        return try XCTUnwrap(
            WidgetLookup.all(in: view).first {
                // GTK 4.8's `GtkColumnListView`, a list view.
                String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0))) == "GtkColumnListView"
            })
    }

    /// The labels of the row shown at the top of the table, cell by cell (none when no row is
    /// shown).
    @MainActor static func topRow(_ form: GtkFormHarness<PeopleTable>) -> [String] {
        guard let list = try? rowsView(form) else { return [] }
        var top: (row: UnsafeMutablePointer<GtkWidget>, y: Float)?
        var child = gtk_widget_get_first_child(list)
        while let row = child {
            var bounds = graphene_rect_t()
            if gtk_widget_get_child_visible(row) != 0, gtk_widget_compute_bounds(row, list, &bounds) != 0,
                bounds.origin.y + bounds.size.height > 0, top.map({ bounds.origin.y < $0.y }) ?? true
            {
                top = (row, bounds.origin.y)
            }
            child = gtk_widget_get_next_sibling(row)
        }
        guard let row = top?.row else { return [] }
        return WidgetLookup.all(in: row).compactMap { widget in
            guard focuskit_is_label(UnsafeMutableRawPointer(widget)) != 0 else { return nil }
            return String(cString: gtk_label_get_text(focuskit_as_label(UnsafeMutableRawPointer(widget))))
        }
    }

    /// The label of the column header titled `title` (in a `GtkColumnViewTitle`).
    @MainActor static func header(_ form: GtkFormHarness<PeopleTable>, _ title: String) throws
        -> UnsafeMutablePointer<GtkWidget>
    {
        let labels = widgets(form, ofType: "GtkColumnViewTitle").flatMap { WidgetLookup.all(in: $0) }.filter {
            focuskit_is_label(UnsafeMutableRawPointer($0)) != 0
                && String(cString: gtk_label_get_text(focuskit_as_label(UnsafeMutableRawPointer($0))))
                    == title
        }
        return try XCTUnwrap(labels.first, "no column header \(title)")
    }

    /// The sort arrow of the header titled `title`: "ascending", "descending" or "unsorted"
    /// (GTK's classes on it), `nil` when the column does not sort.
    @MainActor static func sortArrow(_ form: GtkFormHarness<PeopleTable>, _ title: String) throws -> String? {
        let label = try header(form, title)
        guard let arrow = gtk_widget_get_next_sibling(label), gtk_widget_get_visible(arrow) != 0 else {
            return nil
        }
        return ["ascending", "descending", "unsorted"].first { gtk_widget_has_css_class(arrow, $0) != 0 }
    }

    /// Pumps the main loop for GTK's double-click time (`gtk-double-click-time`) and a little
    /// more, so that the next click is a click of its own.
    @MainActor static func letTheDoubleClickTimePass() {
        var value = GValue()
        g_value_init(&value, focuskit_type_int())
        defer { g_value_unset(&value) }
        g_object_get_property(
            focuskit_as_object(UnsafeMutableRawPointer(gtk_settings_get_default())), "gtk-double-click-time",
            &value)
        let milliseconds = Double(g_value_get_int(&value)) + 100
        MainContextPump.run(timeout: milliseconds / 1000) { false }
    }

    @MainActor static func waitForLabel(_ form: GtkFormHarness<PeopleTable>, _ text: String) -> Bool {
        MainContextPump.run(timeout: 5) { form.label(text) != nil }
    }

    func testATableIsAColumnViewThatMakesOnlyTheRowsOnScreen() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(count: 10_000) else { return }
            defer { form.close() }
            let columns = try XCTUnwrap(Self.widgets(form, ofType: "GtkColumnView").first)
            XCTAssertEqual(Self.widgets(form, ofType: "GtkColumnViewTitle").count, 4)
            for title in ["Name", "Email", "Age", "Greet"] { XCTAssertNoThrow(try Self.header(form, title)) }
            var rows = 0
            var child = gtk_widget_get_first_child(try Self.rowsView(form))
            while let row = child {
                rows += 1
                child = gtk_widget_get_next_sibling(row)
            }
            XCTAssertLessThan(rows, 300)
            XCTAssertEqual(Array(Self.topRow(form).prefix(3)), ["Ada 0", "ada0@example.org", "10 years"])
            XCTAssertNotNil(form.button("Greet 0"))
            XCTAssertNil(form.button("Greet 5000"))
            // The column view scrolls (it is the scrolled window's child).
            XCTAssertEqual(
                String(
                    cString: focuskit_object_type_name(
                        UnsafeMutableRawPointer(gtk_widget_get_parent(columns)!))),
                "GtkScrolledWindow")
        }
    }

    func testTheDefaultStyleHasNoLinesAndBorderedHasLinesStripesAndAFrame() throws {
        try MainActor.assumeIsolated {
            for bordered in [false, true] {
                guard let form = try Self.harness(bordered: bordered) else { return }
                defer { form.close() }
                let view = OpaquePointer(
                    UnsafeMutableRawPointer(try XCTUnwrap(Self.widgets(form, ofType: "GtkColumnView").first)))
                XCTAssertEqual(gtk_column_view_get_show_row_separators(view) != 0, bordered)
                XCTAssertEqual(gtk_column_view_get_show_column_separators(view) != 0, bordered)
                XCTAssertEqual(
                    gtk_widget_has_css_class(try Self.rowsView(form), "focusui-striped") != 0, bordered)
                let scrolled = try XCTUnwrap(Self.widgets(form, ofType: "GtkScrolledWindow").first)
                XCTAssertEqual(
                    gtk_scrolled_window_get_has_frame(
                        focuskit_as_scrolled_window(UnsafeMutableRawPointer(scrolled))) != 0,
                    bordered)
            }
        }
    }

    func testTheMenuKeyOpensTheTablesContextMenuForTheFocusedRow() throws {
        try MainActor.assumeIsolated {
            guard let form = try TableGtkTests.harness() else { return }
            defer { form.close() }
            gtk_widget_grab_focus(try XCTUnwrap(form.entry(placeholder: "Search")))
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(Self.waitForLabel(form, "table focused true"))
            let row = gtk_window_get_focus(form.window)
            XCTAssertTrue(InputTool.key("Menu"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    gtk_window_get_focus(form.window).map {
                        String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0)))
                    } == "GtkModelButton"
                }, "focus in the menu")
            XCTAssertTrue(InputTool.key("Return"))
            XCTAssertTrue(Self.waitForLabel(form, "greeted menu 0"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_get_focus(form.window) == row })
        }
    }

    func testColumnsFromDataStripesAndHiddenHeaders() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            for hidesHeaders in [false, true] {
                let form = GtkFormHarness(ForEachColumnsTable(hidesHeaders: hidesHeaders))
                defer { form.close() }
                XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
                let titles = Self.widgets(form, ofType: "GtkColumnViewTitle")
                XCTAssertEqual(titles.count, 3)
                let header = try XCTUnwrap(titles.first.flatMap { gtk_widget_get_parent($0) })
                XCTAssertEqual(gtk_widget_get_visible(header) == 0, hidesHeaders)
                let rows = try XCTUnwrap(
                    Self.widgets(form, ofType: "GtkColumnListView").first, "the column view's list view")
                XCTAssertNotEqual(gtk_widget_has_css_class(rows, "focusui-striped"), 0)
                XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("ada0@example.org") != nil })
            }
        }
    }

    /// A list striped by its style, unless `.alternatingRowBackgrounds(.disabled)` says not.
    private struct StripedList: View {
        let disabled: Bool
        var body: some View {
            List {
                Text("One")
                Text("Two")
            }
            .listStyle(.bordered(alternatesRowBackgrounds: true))
            .alternatingRowBackgrounds(disabled ? .disabled : .automatic)
        }
    }

    func testAlternatingRowBackgroundsOverridesAListsStyle() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            for disabled in [false, true] {
                let form = GtkFormHarness(StripedList(disabled: disabled))
                defer { form.close() }
                let list = try XCTUnwrap(Self.widgets(form, ofType: "GtkListView").first)
                XCTAssertEqual(gtk_widget_has_css_class(list, "focusui-striped") == 0, disabled)
            }
        }
    }

    /// A list whose stripes a button turns on.
    private struct StripesLater: View {
        @State private var striped = false
        var body: some View {
            VStack {
                Button("Stripe") { striped = true }
                List(0..<6, id: \.self) { Text("Row \($0)") }
                    .alternatingRowBackgrounds(striped ? .enabled : .disabled)
            }
        }
    }

    /// Only a striped list's rows carry the odd-row class (a class that changes makes GTK style
    /// the row again, and a scroll rebinds rows to positions of the other parity); rows bound
    /// before the stripes were turned on get it then.
    func testOnlyAStripedListsRowsCarryTheOddRowClass() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(StripesLater())
            defer { form.close() }
            let renderer = try XCTUnwrap(form.host.lazyContainers.all.first?.driver as? ListGtkRenderer)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { renderer.rowWidget(at: 5) != nil })
            let oddRows = {
                (0..<6).filter { position in
                    renderer.rowWidget(at: position).map {
                        gtk_widget_has_css_class($0, "focusui-odd-row") != 0
                    }
                        ?? false
                }
            }
            XCTAssertEqual(oddRows(), [])
            emitClicked(try XCTUnwrap(form.button("Stripe")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { oddRows() == [1, 3, 5] }, "\(oddRows())")
        }
    }

    /// The table's renderer.
    @MainActor static func renderer(_ form: GtkFormHarness<PeopleTable>) throws -> ListGtkRenderer {
        try XCTUnwrap(form.host.lazyContainers.all.first?.driver as? ListGtkRenderer)
    }

    func testRemovedRowsReleaseTheirSlotsAndCellsAndStripesFollowThePosition() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(bordered: true) else { return }
            defer { form.close() }
            let renderer = try Self.renderer(form)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { renderer.slotCount > 0 })
            XCTAssertEqual(renderer.tableCellBoxCount, renderer.slotCount * 4)
            // Odd positions are striped whatever row widget shows them.
            XCTAssertEqual(
                gtk_widget_has_css_class(try XCTUnwrap(renderer.rowWidget(at: 0)), "focusui-odd-row"), 0)
            XCTAssertNotEqual(
                gtk_widget_has_css_class(try XCTUnwrap(renderer.rowWidget(at: 1)), "focusui-odd-row"), 0)
            gtk_widget_grab_focus(try XCTUnwrap(form.entry(placeholder: "Search")))
            XCTAssertTrue(InputTool.key("Tab", "ctrl+a"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("selected ") == nil })
            emitClicked(try XCTUnwrap(form.button("Remove Selected")))
            // GTK tears the rows' list items down: their slots and cells go with them.
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    renderer.slotCount == 0 && renderer.tableCellBoxCount == 0
                },
                "slots \(renderer.slotCount), cells \(renderer.tableCellBoxCount ?? -1)")
        }
    }

    func testTheHeaderShowsTheOrderTheAppSets() throws {
        try MainActor.assumeIsolated {
            guard let form = try TableGtkTests.harness() else { return }
            defer { form.close() }
            emitClicked(try XCTUnwrap(form.button("Sort by Age Descending")))
            XCTAssertTrue(Self.waitForLabel(form, "sort age descending"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { (try? Self.sortArrow(form, "Age")) == "descending" })
            XCTAssertEqual(try Self.sortArrow(form, "Name"), "unsorted")
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { Self.topRow(form).dropFirst(2).first == "86 years" })
        }
    }

    func testATableIsOneTabStopWhoseArrowsMoveFocusAndSelection() throws {
        try MainActor.assumeIsolated {
            guard let form = try TableGtkTests.harness() else { return }
            defer { form.close() }
            gtk_widget_grab_focus(try XCTUnwrap(form.entry(placeholder: "Search")))
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(Self.waitForLabel(form, "table focused true"))
            XCTAssertNotNil(form.label("selected "))
            XCTAssertTrue(InputTool.key("Down"))
            XCTAssertTrue(Self.waitForLabel(form, "selected 16"))
            XCTAssertTrue(InputTool.key("shift+Down"))
            XCTAssertTrue(Self.waitForLabel(form, "selected 16,24"))
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(Self.waitForLabel(form, "table focused false"))
            XCTAssertTrue(InputTool.key("shift+Tab"))
            XCTAssertTrue(Self.waitForLabel(form, "table focused true"))
        }
    }

    func testAWriteToTheTablesFocusStateFocusesItsSelectedRowFarAway() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(count: 1_000) else { return }
            defer { form.close() }
            let rowsView = try Self.rowsView(form)
            // The app selects the last row, which has no widget: the table shows the first.
            emitClicked(try XCTUnwrap(form.button("Select Last")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("selected ") == nil })
            XCTAssertEqual(Self.topRow(form).first, "Ada 0")
            emitClicked(try XCTUnwrap(form.button("Focus Table")))
            XCTAssertTrue(Self.waitForLabel(form, "table focused true"))
            XCTAssertTrue(form.hasFocus(inside: rowsView))
            // The row focused is the last, shown.
            let last = TablePerson.generated(1_000).sorted(using: KeyPathComparator(\.name)).last?.name
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    gtk_window_get_focus(form.window).flatMap { focus in
                        WidgetLookup.all(in: focus).first {
                            focuskit_is_label(UnsafeMutableRawPointer($0)) != 0
                        }
                    }.map {
                        String(cString: gtk_label_get_text(focuskit_as_label(UnsafeMutableRawPointer($0))))
                    }
                        == last
                })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { Self.topRow(form).first != "Ada 0" })
        }
    }

    func testAControlInACellWorksAndRemovingRowsUpdatesTheTable() throws {
        try MainActor.assumeIsolated {
            guard let form = try TableGtkTests.harness() else { return }
            defer { form.close() }
            emitClicked(try XCTUnwrap(form.button("Greet 16")))
            XCTAssertTrue(Self.waitForLabel(form, "greeted 16"))
            gtk_widget_grab_focus(try XCTUnwrap(form.entry(placeholder: "Search")))
            XCTAssertTrue(InputTool.key("Tab", "space", "ctrl+Down", "ctrl+space"))
            XCTAssertTrue(Self.waitForLabel(form, "selected 0,16"))
            emitClicked(try XCTUnwrap(form.button("Remove Selected")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { Self.topRow(form).first == "Ada 24" })
        }
    }

    /// `.alignment(.numeric)` puts the Age column's text at the end of its cells; the Name
    /// column's stays at the start.
    func testANumericColumnPutsItsTextAtTheEndOfTheCell() throws {
        try MainActor.assumeIsolated {
            guard let form = try TableGtkTests.harness() else { return }
            defer { form.close() }
            let rows = try TableGtkTests.rowsView(form)
            @MainActor func edges(of label: UnsafeMutablePointer<GtkWidget>) -> (
                leading: Float, trailing: Float
            )? {
                var cell = gtk_widget_get_parent(label)
                while let current = cell,
                    String(cString: focuskit_object_type_name(UnsafeMutableRawPointer(current)))
                        != "GtkColumnViewCell"
                {
                    cell = gtk_widget_get_parent(current)
                }
                guard let cell else { return nil }
                var bounds = graphene_rect_t()
                guard gtk_widget_compute_bounds(label, cell, &bounds) != 0 else { return nil }
                return (
                    bounds.origin.x, Float(gtk_widget_get_width(cell)) - bounds.origin.x - bounds.size.width
                )
            }
            let labels = WidgetLookup.all(in: rows).filter {
                focuskit_is_label(UnsafeMutableRawPointer($0)) != 0
            }
            @MainActor func text(_ label: UnsafeMutablePointer<GtkWidget>) -> String {
                String(cString: gtk_label_get_text(focuskit_as_label(UnsafeMutableRawPointer(label))))
            }
            // The top row's cells, which are laid out.
            let name = try XCTUnwrap(labels.first { text($0) == "Ada 0" })
            var row = gtk_widget_get_parent(name)
            while let current = row, gtk_widget_get_parent(current) != rows {
                row = gtk_widget_get_parent(current)
            }
            let age = try XCTUnwrap(
                WidgetLookup.all(in: try XCTUnwrap(row)).first {
                    focuskit_is_label(UnsafeMutableRawPointer($0)) != 0 && text($0).hasSuffix(" years")
                })
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    gtk_widget_get_width(age) > 0 && gtk_widget_get_width(name) > 0
                })
            let ageEdges = try XCTUnwrap(edges(of: age))
            let nameEdges = try XCTUnwrap(edges(of: name))
            XCTAssertLessThan(ageEdges.trailing, 16, "at the end of its cell")
            XCTAssertGreaterThan(ageEdges.leading, ageEdges.trailing)
            XCTAssertLessThan(nameEdges.leading, 16, "at the start of its cell")
            XCTAssertGreaterThan(nameEdges.trailing, nameEdges.leading)
        }
    }

    /// A cell's text is one line ending in "…" where its column is too narrow, as in
    /// SwiftUI's tables (`TableHeadlessTests` in the twin): rows keep one height.
    func testACellsTextIsOneLineEndingInAnEllipsis() throws {
        try MainActor.assumeIsolated {
            guard let form = try TableGtkTests.harness() else { return }
            defer { form.close() }
            let rows = try TableGtkTests.rowsView(form)
            // The cells' texts, not the Greet column's button titles.
            let labels = WidgetLookup.all(in: rows).filter {
                focuskit_is_label(UnsafeMutableRawPointer($0)) != 0
                    && gtk_widget_get_ancestor($0, gtk_button_get_type()) == nil
            }
            XCTAssertFalse(labels.isEmpty)
            for widget in labels {
                let label = focuskit_as_label(UnsafeMutableRawPointer(widget))
                XCTAssertEqual(gtk_label_get_lines(label), 1)
                XCTAssertEqual(gtk_label_get_ellipsize(label), PANGO_ELLIPSIZE_END)
            }
        }
    }
}

/// A `Table`'s headers clicked with a real pointer (issue 24). X11 only, as
/// `PointerInputX11GtkTests`: the headless sway of the Wayland runs has no pointer device;
/// `scripts/test` and `.ci/run` skip this class there.
final class TablePointerInputX11GtkTests: XCTestCase {
    func testAHeaderClickSortsByItsColumnFirstAndASecondClickReversesIt() throws {
        try MainActor.assumeIsolated {
            guard let form = try TableGtkTests.harness() else { return }
            defer { form.close() }
            XCTAssertEqual(try TableGtkTests.sortArrow(form, "Name"), "ascending")
            XCTAssertEqual(try TableGtkTests.sortArrow(form, "Age"), "unsorted")
            XCTAssertNil(try TableGtkTests.sortArrow(form, "Greet"))
            XCTAssertTrue(InputTool.click(try TableGtkTests.header(form, "Age")))
            XCTAssertTrue(TableGtkTests.waitForLabel(form, "sort age ascending, name ascending"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    TableGtkTests.topRow(form).dropFirst(2).first == "10 years"
                })
            XCTAssertEqual(try TableGtkTests.sortArrow(form, "Age"), "ascending")
            XCTAssertEqual(try TableGtkTests.sortArrow(form, "Name"), "unsorted")
            // A second click: not a double click (a second press on a header within GTK's
            // double-click time does not sort, as for a user who double-clicks it).
            TableGtkTests.letTheDoubleClickTimePass()
            XCTAssertTrue(InputTool.click(try TableGtkTests.header(form, "Age")))
            XCTAssertTrue(TableGtkTests.waitForLabel(form, "sort age descending, name ascending"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    TableGtkTests.topRow(form).dropFirst(2).first == "86 years"
                })
            XCTAssertEqual(try TableGtkTests.sortArrow(form, "Age"), "descending")
            XCTAssertTrue(InputTool.click(try TableGtkTests.header(form, "Name")))
            XCTAssertTrue(TableGtkTests.waitForLabel(form, "sort name ascending, age descending"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { TableGtkTests.topRow(form).first == "Ada 0" })
            // A column without a comparator does not sort.
            XCTAssertTrue(InputTool.click(try TableGtkTests.header(form, "Greet")))
            MainContextPump.drainPending()
            XCTAssertNotNil(form.label("sort name ascending, age descending"))
        }
    }
}
