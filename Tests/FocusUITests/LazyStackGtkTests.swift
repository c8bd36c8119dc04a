import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `LazyVStack` as a scroll view's content on GTK (issue 24): a `GtkListView` of cells, with
/// real keys. The same view and steps as `LazyStackHeadlessTests`.
final class LazyStackGtkTests: XCTestCase {
    @MainActor private static func harness(_ view: LazyFeed) throws -> GtkFormHarness<LazyFeed>? {
        guard try requireDisplay() else { return nil }
        let form = GtkFormHarness(view, defaultSize: (400, 500))
        XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
        return form
    }

    @MainActor private static func focused(_ form: GtkFormHarness<LazyFeed>) throws -> FocusStateStorage<Int?>
    {
        try XCTUnwrap(form.host.focusStates(named: "focused").first as? FocusStateStorage<Int?>)
    }

    /// Waits until the button titled `title` (or a widget in it) has focus.
    @MainActor private static func waitForFocus(_ form: GtkFormHarness<LazyFeed>, on title: String) -> Bool {
        MainContextPump.run(timeout: 5) { form.button(title).map(form.hasFocus(inside:)) == true }
    }

    @MainActor private static func widgets(_ form: GtkFormHarness<LazyFeed>, ofType name: String)
        -> [UnsafeMutablePointer<
            GtkWidget
        >]
    {
        form.allWidgets.filter {
            String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0))) == name
        }
    }

    func testALazyStackInAScrollViewMakesOnlyTheCellsOnScreen() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(LazyFeed(count: 10_000)) else { return }
            defer { form.close() }
            let list = try XCTUnwrap(Self.widgets(form, ofType: "GtkListView").first)
            // The list view is the scroll view: no scrolled window around another.
            XCTAssertEqual(Self.widgets(form, ofType: "GtkScrolledWindow").count, 1)
            var rows = 0
            var child = gtk_widget_get_first_child(list)
            while let row = child {
                rows += 1
                child = gtk_widget_get_next_sibling(row)
            }
            XCTAssertLessThan(rows, 300)
            XCTAssertNotNil(form.button("Open 0"))
            XCTAssertNil(form.button("Open 9999"))
            // A cell is not a list row to the user: no hover or selection background, not
            // focusable itself.
            XCTAssertNotEqual(gtk_widget_has_css_class(list, "focusui-lazy-cells"), 0)
        }
    }

    func testTabGoesThroughEachCellsControlsThenTheNextCells() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(LazyFeed()) else { return }
            defer { form.close() }
            let focused = try Self.focused(form)
            gtk_widget_grab_focus(try XCTUnwrap(form.entry(placeholder: "Search")))
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(Self.waitForFocus(form, on: "Open 0"))
            XCTAssertEqual(focused.value, 0)
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(Self.waitForFocus(form, on: "Star 0"))
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(Self.waitForFocus(form, on: "Open 1"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 1 })
            XCTAssertTrue(InputTool.key("shift+Tab"))
            // (GTK may grab a cell left with Tab after the frame: it stays where Tab put it.)
            MainContextPump.drainPending()
            XCTAssertTrue(Self.waitForFocus(form, on: "Star 0"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 0 })
            // The cursor keys move nothing in a stack.
            XCTAssertTrue(InputTool.key("Down"))
            MainContextPump.drainPending()
            XCTAssertTrue(Self.waitForFocus(form, on: "Star 0"))
            XCTAssertEqual(focused.value, 0)
        }
    }

    func testTabFromTheLastCellOnScreenScrollsTheNextIntoView() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(LazyFeed(count: 1_000)) else { return }
            defer { form.close() }
            let focused = try Self.focused(form)
            gtk_widget_grab_focus(try XCTUnwrap(form.button("Open 0")))
            // Thirty cells are more than the viewport shows.
            for _ in 0..<60 { XCTAssertTrue(InputTool.key("Tab")) }
            XCTAssertTrue(Self.waitForFocus(form, on: "Open 30"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 30 })
        }
    }

    func testFocusEntersTheCellItWasLastInAndShiftTabItsLastControl() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(LazyFeed()) else { return }
            defer { form.close() }
            gtk_widget_grab_focus(try XCTUnwrap(form.button("Star 2")))
            gtk_widget_grab_focus(try XCTUnwrap(form.entry(placeholder: "Search")))
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(Self.waitForFocus(form, on: "Open 2"))
            emitClicked(try XCTUnwrap(form.button("Focus Last")))
            XCTAssertTrue(Self.waitForFocus(form, on: "Open 39"))
            gtk_widget_grab_focus(try XCTUnwrap(form.entry(placeholder: "Search")))
            XCTAssertTrue(InputTool.key("shift+Tab"))
            XCTAssertTrue(Self.waitForFocus(form, on: "Focus Last"))
            XCTAssertTrue(InputTool.key("shift+Tab"))
            XCTAssertTrue(Self.waitForFocus(form, on: "Star 39"))
        }
    }

    func testAWriteToACellFarAwayScrollsAndFocusesItsFirstControlInTheSameWrite() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(LazyFeed(count: 10_000)) else { return }
            defer { form.close() }
            let focused = try Self.focused(form)
            emitClicked(try XCTUnwrap(form.button("Focus Last")))
            XCTAssertEqual(focused.value, 9_999)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("read 9999") != nil })
            XCTAssertTrue(Self.waitForFocus(form, on: "Open 9999"))
        }
    }

    func testACellKeepsItsStateByIdWhileOffScreen() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(LazyFeed(count: 1_000)) else { return }
            defer { form.close() }
            let focused = try Self.focused(form)
            emitClicked(try XCTUnwrap(form.button("Star 3")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("★ 3") != nil })
            emitClicked(try XCTUnwrap(form.button("Focus Last")))
            XCTAssertTrue(Self.waitForFocus(form, on: "Open 999"))
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(Self.waitForFocus(form, on: "Star 999"))
            let list = try XCTUnwrap(Self.widgets(form, ofType: "GtkListView").first)
            let adjustment = try XCTUnwrap(
                gtk_scrollable_get_vadjustment(OpaquePointer(UnsafeMutableRawPointer(list))))
            // Cell 3's widgets were recycled for other cells once the list scrolled to the end.
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_adjustment_get_value(adjustment) > 0 })
            MainContextPump.drainPending()
            XCTAssertNil(form.label("★ 3"))
            XCTAssertNil(form.button("Star 3"))
            // The user scrolls back to the top: the cell shows its state again, and the focused
            // cell, scrolled away, keeps focus (on the control that had it) and the state.
            gtk_adjustment_set_value(adjustment, 0)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("★ 3") != nil })
            XCTAssertNotNil(form.label("☆ 4"))
            MainContextPump.drainPending()
            XCTAssertEqual(focused.value, 999)
            XCTAssertTrue(Self.waitForFocus(form, on: "Star 999"))
        }
    }

    func testTabPassesOverACellWithNoControl() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(LazyFeed(textOnlyCell: 2)) else { return }
            defer { form.close() }
            let focused = try Self.focused(form)
            gtk_widget_grab_focus(try XCTUnwrap(form.button("Star 1")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 1 })
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(Self.waitForFocus(form, on: "Open 3"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 3 })
            XCTAssertTrue(InputTool.key("shift+Tab"))
            XCTAssertTrue(Self.waitForFocus(form, on: "Star 1"))
        }
    }

    func testTabEntersAStackWhoseFirstCellHasNoControlOnTheNextCell() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(LazyFeed(textOnlyCell: 0)) else { return }
            defer { form.close() }
            let focused = try Self.focused(form)
            gtk_widget_grab_focus(try XCTUnwrap(form.entry(placeholder: "Search")))
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(Self.waitForFocus(form, on: "Open 1"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 1 })
        }
    }

    func testCellsAreTheirSpacingApart() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(LazyFeed()) else { return }
            defer { form.close() }
            let cells = Self.widgets(form, ofType: "FocusUICellBox")
            XCTAssertFalse(cells.isEmpty)
            // The default spacing, 6, half on each side of a cell.
            for cell in cells {
                XCTAssertEqual(gtk_widget_get_margin_top(cell), 3)
                XCTAssertEqual(gtk_widget_get_margin_bottom(cell), 3)
            }
        }
    }

    func testALazyStackOutsideAScrollViewIsAPlainStackOfEveryCell() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(LazyFeed(count: 30, inScrollView: false)) else { return }
            defer { form.close() }
            XCTAssertTrue(Self.widgets(form, ofType: "GtkListView").isEmpty)
            XCTAssertNotNil(form.button("Open 29"))
            emitClicked(try XCTUnwrap(form.button("Focus Last")))
            XCTAssertTrue(Self.waitForFocus(form, on: "Open 29"))
        }
    }
}

/// A lazy stack in a scroll view that draws no scroll bar.
private struct QuietFeed: View {
    var body: some View {
        ScrollView(showsIndicators: false) {
            LazyVStack {
                ForEach(0..<200, id: \.self) { index in Text("Line \(index)") }
            }
        }
    }
}

extension LazyStackGtkTests {
    func testAScrollViewWithoutIndicatorsScrollsItsLazyStackWithoutAScrollBar() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(QuietFeed())
            defer { form.close() }
            let scrolled = try XCTUnwrap(
                form.allWidgets.first {
                    String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0)))
                        == "GtkScrolledWindow"
                })
            var horizontal = GTK_POLICY_AUTOMATIC
            var vertical = GTK_POLICY_AUTOMATIC
            gtk_scrolled_window_get_policy(
                focuskit_as_scrolled_window(UnsafeMutableRawPointer(scrolled)), &horizontal, &vertical)
            XCTAssertEqual(vertical, GTK_POLICY_EXTERNAL)
            XCTAssertEqual(horizontal, GTK_POLICY_NEVER)
        }
    }
}

/// A lazy stack of texts on GTK: the list view itself is the Tab stop, and its keys scroll.
final class LazyLogGtkTests: XCTestCase {
    /// How many border nodes (an outline is one) the widget draws itself with.
    @MainActor private static func outlines(of widget: UnsafeMutablePointer<GtkWidget>) throws -> Int {
        guard let text = RenderNodeText.text(of: widget) else { return 0 }
        return text.components(separatedBy: "\n").filter {
            $0.trimmingCharacters(in: .whitespaces) == "border {"
        }
        .count
    }

    func testAStackWithNoControlIsOneTabStopWhoseKeysScrollIt() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(LazyLog(), defaultSize: (400, 500))
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            let list = try XCTUnwrap(
                form.allWidgets.first {
                    String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0))) == "GtkListView"
                })
            let adjustment = try XCTUnwrap(
                gtk_scrollable_get_vadjustment(OpaquePointer(UnsafeMutableRawPointer(list))))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_adjustment_get_page_size(adjustment) > 0 })
            gtk_widget_grab_focus(try XCTUnwrap(form.entry(placeholder: "Filter")))
            let unfocused = try Self.outlines(of: list)
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_get_focus(form.window) == list })
            // A Tab stop shows its focus ring (GTK's theme draws none around a list view), once
            // GTK has the key's release (focus visible) and has styled the list again.
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    gtk_window_get_focus_visible(form.window) != 0
                        && (try? Self.outlines(of: list)) == unfocused + 1
                }, "a focus ring around the stack")
            XCTAssertTrue(InputTool.key("Page_Down"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_adjustment_get_value(adjustment) > 0 })
            XCTAssertTrue(InputTool.key("End"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("Line 9999") != nil })
            XCTAssertTrue(InputTool.key("Home"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_adjustment_get_value(adjustment) == 0 })
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { form.button("After").map(form.hasFocus(inside:)) == true })
        }
    }
}
