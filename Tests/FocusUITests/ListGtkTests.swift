import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `List` on GTK (issue 24): a `GtkListView` over the rows, with real keys. The same view and
/// steps as `ListHeadlessTests`.
final class ListGtkTests: XCTestCase {
    @MainActor private static func harness(count: Int = 7, multiple: Bool = false) throws -> GtkFormHarness<
        ContactsList
    >? {
        guard try requireDisplay() else { return nil }
        let form = GtkFormHarness(
            ContactsList(count: count, multipleSelection: multiple), defaultSize: (400, 500))
        XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
        return form
    }

    @MainActor private static func focused(_ form: GtkFormHarness<ContactsList>) throws -> FocusStateStorage<
        Int?
    > {
        try XCTUnwrap(form.host.focusStates(named: "focused").first as? FocusStateStorage<Int?>)
    }

    @MainActor private static func waitForLabel(_ form: GtkFormHarness<ContactsList>, _ text: String) -> Bool
    {
        MainContextPump.run(timeout: 5) { form.label(text) != nil }
    }

    /// Clicks Focus Third and waits for the third row to have focus.
    @MainActor private static func focusThird(
        _ form: GtkFormHarness<ContactsList>, _ focused: FocusStateStorage<Int?>
    ) throws -> Bool {
        emitClicked(try XCTUnwrap(form.button("Focus Third")))
        return MainContextPump.run(timeout: 5) { focused.value == 2 }
    }

    /// The `GtkListView`.
    @MainActor private static func listView(_ form: GtkFormHarness<ContactsList>) -> UnsafeMutablePointer<
        GtkWidget
    >? {
        form.allWidgets.first {
            String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0))) == "GtkListView"
        }
    }

    func testTheListIsOneTabStopEnteredOnTheFirstRowWithoutSelecting() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness() else { return }
            defer { form.close() }
            let focused = try Self.focused(form)
            gtk_widget_grab_focus(try XCTUnwrap(form.entry(placeholder: "Search")))
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 0 })
            XCTAssertTrue(Self.waitForLabel(form, "▸ Ada"))
            XCTAssertNotNil(form.label("selection []"))
            // GTK's own row widget has focus: a list item, not a label.
            let focus = try XCTUnwrap(gtk_window_get_focus(form.window))
            XCTAssertEqual(
                String(cString: focuskit_object_type_name(UnsafeMutableRawPointer(focus))),
                "GtkListItemWidget")
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == nil })
            XCTAssertTrue(form.hasFocus(inside: try XCTUnwrap(form.button("Focus Last"))))
            XCTAssertTrue(InputTool.key("shift+Tab"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 0 })
        }
    }

    func testArrowsMoveFocusAndSelectionControlMovesFocusOnly() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness() else { return }
            defer { form.close() }
            let focused = try Self.focused(form)
            gtk_widget_grab_focus(try XCTUnwrap(form.entry(placeholder: "Search")))
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 0 })
            XCTAssertTrue(InputTool.key("Down"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 1 })
            XCTAssertTrue(Self.waitForLabel(form, "selection [1]"))
            XCTAssertTrue(InputTool.key("ctrl+Down"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 2 })
            XCTAssertTrue(Self.waitForLabel(form, "selection [1]"))
            XCTAssertTrue(InputTool.key("End"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 6 })
            XCTAssertTrue(Self.waitForLabel(form, "selection [6]"))
            XCTAssertTrue(InputTool.key("Home"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 0 })
            XCTAssertTrue(Self.waitForLabel(form, "log nil->0 0->1 1->2 2->6 6->0"))
        }
    }

    /// As `ListHeadlessTests.theAppSelectingAnotherRowMovesFocusFromTheFocusedRowToIt`: the
    /// app selecting another row while focus is on a row moves focus there in one change.
    func testTheAppSelectingAnotherRowMovesFocusFromTheFocusedRowToIt() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness() else { return }
            defer { form.close() }
            let focused = try Self.focused(form)
            let search = try XCTUnwrap(form.entry(placeholder: "Search"))
            gtk_widget_grab_focus(search)
            emitClicked(try XCTUnwrap(form.button("Select Third")))
            XCTAssertTrue(Self.waitForLabel(form, "selection [2]"))
            XCTAssertNil(focused.value, "focus stays in the search field")
            XCTAssertTrue(form.hasFocus(inside: search))
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 2 })
            XCTAssertTrue(InputTool.key("Up"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 1 })
            XCTAssertTrue(Self.waitForLabel(form, "selection [1]"))
            emitClicked(try XCTUnwrap(form.button("Select Third")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 2 })
            XCTAssertTrue(Self.waitForLabel(form, "selection [2]"))
            XCTAssertTrue(Self.waitForLabel(form, "log nil->2 2->1 1->2"), "one change")
            XCTAssertEqual(
                String(
                    cString: focuskit_object_type_name(
                        UnsafeMutableRawPointer(try XCTUnwrap(gtk_window_get_focus(form.window))))),
                "GtkListItemWidget")
            XCTAssertTrue(InputTool.key("Down"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 3 })
        }
    }

    /// As `ListHeadlessTests.theAppAddingAndSelectingARowOrDeletingTheFocusedOneMovesFocusToTheSelection`.
    func testTheAppAddingAndSelectingARowOrDeletingTheFocusedOneMovesFocusToTheSelection() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness() else { return }
            defer { form.close() }
            let focused = try Self.focused(form)
            XCTAssertTrue(try Self.focusThird(form, focused))
            emitClicked(try XCTUnwrap(form.button("Add And Select")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 7 })
            XCTAssertTrue(Self.waitForLabel(form, "selection [7]"))
            for expected in [0, 1, 2] {
                XCTAssertTrue(InputTool.key("Down"))
                XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == expected })
            }
            emitClicked(try XCTUnwrap(form.button("Delete Focused, Select First")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 7 })
            XCTAssertTrue(Self.waitForLabel(form, "log nil->2 2->7 7->0 0->1 1->2 2->7"), "one change each")
        }
    }

    func testAWriteToAnUnrealizedRowScrollsFocusesAndSelectsItInTheSameWrite() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(count: 100_000) else { return }
            defer { form.close() }
            let focused = try Self.focused(form)
            XCTAssertNil(form.label("Contact 99999"))
            emitClicked(try XCTUnwrap(form.button("Focus Last")))
            // Read on the line after the write, in the button's action.
            XCTAssertTrue(Self.waitForLabel(form, "read 99999"))
            XCTAssertEqual(focused.value, 99_999)
            XCTAssertTrue(Self.waitForLabel(form, "selection [99999]"))
            let list = try XCTUnwrap(Self.listView(form))
            let row = try XCTUnwrap(gtk_window_get_focus(form.window))
            XCTAssertEqual(gtk_widget_get_parent(row), list)
            // Shown: inside the list's viewport.
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    var bounds = graphene_rect_t()
                    guard gtk_widget_compute_bounds(row, list, &bounds) != 0 else { return false }
                    return bounds.origin.y >= -1
                        && bounds.origin.y + bounds.size.height <= Float(gtk_widget_get_height(list)) + 1
                })
        }
    }

    func testScrollingTheFocusedRowAwayKeepsTheState() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(count: 10_000) else { return }
            defer { form.close() }
            let focused = try Self.focused(form)
            emitClicked(try XCTUnwrap(form.button("Focus Third")))
            XCTAssertEqual(focused.value, 2)
            let list = try XCTUnwrap(Self.listView(form))
            let adjustment = try XCTUnwrap(
                gtk_scrollable_get_vadjustment(OpaquePointer(UnsafeMutableRawPointer(list))))
            // The user scrolls once the list is on screen.
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_adjustment_get_page_size(adjustment) > 0 })
            MainContextPump.drainPending()
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) / 2)
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    form.label("Contact 5000") != nil || form.label("Contact 4999") != nil
                })
            MainContextPump.drainPending()
            XCTAssertEqual(focused.value, 2)
            XCTAssertTrue(InputTool.key("Down"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 3 })
        }
    }

    func testRemovingTheFocusedRowMovesFocusToTheRowBelowInOneChange() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness() else { return }
            defer { form.close() }
            let focused = try Self.focused(form)
            XCTAssertTrue(try Self.focusThird(form, focused))
            XCTAssertTrue(InputTool.key("Delete"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 3 })
            XCTAssertTrue(Self.waitForLabel(form, "log nil->2 2->3"))
            // Nothing else happens at the next frames (GTK's own recovery does not run).
            let settled = MainContextPump.run(timeout: 0.5) { false }
            XCTAssertFalse(settled)
            XCTAssertEqual(focused.value, 3)
            XCTAssertNotNil(form.label("log nil->2 2->3"))
        }
    }

    /// Deleting the only row leaves focus on the list itself (GTK's list view, which holds
    /// focus without items), as SwiftUI's list keeps it, not on nothing; the state changes once,
    /// to nil, and Tab goes on from the list.
    func testRemovingTheOnlyRowLeavesFocusOnTheListItself() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(count: 1) else { return }
            defer { form.close() }
            let focused = try Self.focused(form)
            emitClicked(try XCTUnwrap(form.button("Focus Last")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 0 })
            XCTAssertTrue(InputTool.key("Delete"))
            XCTAssertTrue(Self.waitForLabel(form, "log nil->0 0->nil"))
            XCTAssertNil(focused.value)
            let list = Self.listView(form)
            XCTAssertEqual(gtk_window_get_focus(form.window), list, "focus on the list view itself")
            // Nothing else happens at the next frames.
            XCTAssertFalse(MainContextPump.run(timeout: 0.5) { false })
            XCTAssertEqual(gtk_window_get_focus(form.window), list)
            XCTAssertNotNil(form.label("log nil->0 0->nil"))
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    gtk_window_get_focus(form.window) == form.button("Focus Last")
                })
        }
    }

    /// Show All after Show Grace inserts two rows before Grace and one after in one render:
    /// GTK is told of them as one `items-changed` (it reads the count and the rows during
    /// each; told one by one, GTK aborted in its list item manager), and shows every row
    /// once, in order.
    func testAFilterThatInsertsInTwoPlacesShowsEveryRow() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(FilteredNames(), defaultSize: (400, 500))
            defer { form.close() }
            @MainActor func shownRows() -> [String] {
                form.allWidgets.compactMap { widget in
                    let raw = UnsafeMutableRawPointer(widget)
                    guard focuskit_is_label(raw) != 0, gtk_widget_get_mapped(widget) != 0 else { return nil }
                    let text = String(cString: gtk_label_get_text(focuskit_as_label(raw)))
                    return text.hasPrefix("row ") ? text : nil
                }
            }
            let all = ["row Ada", "row Alan", "row Grace", "row Edsger"]
            XCTAssertTrue(MainContextPump.run(timeout: 5) { shownRows() == all })
            emitClicked(try XCTUnwrap(form.button("Show Grace")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { shownRows() == ["row Grace"] }, "\(shownRows())")
            emitClicked(try XCTUnwrap(form.button("Show All")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { shownRows() == all }, "\(shownRows())")
        }
    }

    func testAnInsertAboveKeepsFocusOnTheRow() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness() else { return }
            defer { form.close() }
            let focused = try Self.focused(form)
            XCTAssertTrue(try Self.focusThird(form, focused))
            let row = gtk_window_get_focus(form.window)
            emitClicked(try XCTUnwrap(form.button("Insert Top")))
            XCTAssertTrue(Self.waitForLabel(form, "New 7"))
            XCTAssertEqual(focused.value, 2)
            // GTK kept the row's widget (the model gave it the same item).
            XCTAssertEqual(gtk_window_get_focus(form.window), row)
        }
    }

    func testTypeAheadAndSetSelectionWithShift() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness(multiple: true) else { return }
            defer { form.close() }
            let focused = try Self.focused(form)
            gtk_widget_grab_focus(try XCTUnwrap(form.entry(placeholder: "Search")))
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 0 })
            XCTAssertTrue(InputTool.key("g"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 5 })
            XCTAssertTrue(InputTool.key("shift+Up", "shift+Up"))
            XCTAssertTrue(Self.waitForLabel(form, "selection [3, 4, 5]"))
            XCTAssertTrue(InputTool.key("ctrl+a"))
            XCTAssertTrue(Self.waitForLabel(form, "selection [0, 1, 2, 3, 4, 5, 6]"))
        }
    }

    func testRowsCarryTheirNameAndPosition() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness() else { return }
            defer { form.close() }
            let focused = try Self.focused(form)
            XCTAssertTrue(try Self.focusThird(form, focused))
            let row = try XCTUnwrap(gtk_window_get_focus(form.window))
            XCTAssertEqual(focuskit_accessible_label_equals(UnsafeMutableRawPointer(row), "Cleo, 3 of 7"), 1)
        }
    }

    /// The Menu key opens the focused row's context menu (here Delete, Move Up and Move Down,
    /// from `.onDelete` and `.onMove`) with keyboard focus in it; Return chooses the focused
    /// item, which runs on the row, and focus goes back to the list.
    func testTheMenuKeyOpensTheRowsContextMenuWhoseItemsRunOnTheRow() throws {
        try MainActor.assumeIsolated {
            guard let form = try Self.harness() else { return }
            defer { form.close() }
            let focused = try Self.focused(form)
            XCTAssertTrue(try Self.focusThird(form, focused))
            XCTAssertTrue(InputTool.key("Menu"))
            @MainActor func openMenu() -> UnsafeMutablePointer<GtkWidget>? {
                guard let focus = gtk_window_get_focus(form.window) else { return nil }
                return gtk_widget_get_ancestor(focus, gtk_popover_menu_get_type())
            }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { openMenu() != nil })
            let popover = try XCTUnwrap(openMenu())
            let model = try XCTUnwrap(
                gtk_popover_menu_get_menu_model(OpaquePointer(popover)))
            let items = MenuModelEntries.items(of: model)
            XCTAssertEqual(items.map(\.label), ["Delete", "Move Up", "Move Down"])
            XCTAssertEqual(items.map(\.action), Array(repeating: "focusui-context.item", count: 3))
            XCTAssertEqual(items.map(\.target), ["0", "1", "2"])
            // Delete removes the row the menu is on: the menu's clean-up after GTK ran the item
            // must not read the row's freed widget (it did: GTK criticals, "invalid unclassed
            // pointer").
            let messages = GLibMessageRecorder.record {
                XCTAssertTrue(InputTool.key("Return"))
                XCTAssertTrue(
                    MainContextPump.run(timeout: 5) {
                        form.label("Cleo") == nil && form.label("▸ Cleo") == nil
                    })
                XCTAssertTrue(MainContextPump.run(timeout: 5) { focused.value == 3 })
                XCTAssertTrue(MainContextPump.run(timeout: 5) { openMenu() == nil && focused.value == 3 })
                MainContextPump.drainPending()
            }
            XCTAssertEqual(messages, [])
        }
    }

    /// A section's heading row is named by its heading (it had no name, or the name of the row
    /// its widget showed before GTK recycled it); rows are named with their position among the
    /// rows, headings not counted.
    func testASectionHeadingIsNamedByItsText() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(ShelfSections(), defaultSize: (300, 400))
            defer { form.close() }
            @MainActor func item(showing text: String) -> UnsafeMutablePointer<GtkWidget>? {
                form.allWidgets.first { widget in
                    String(cString: focuskit_object_type_name(UnsafeMutableRawPointer(widget)))
                        == "GtkListItemWidget"
                        && WidgetLookup.all(in: widget).contains { WidgetLookup.isLabel($0, showing: text) }
                }
            }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { item(showing: "Tags") != nil })
            let library = try XCTUnwrap(item(showing: "Library"))
            let tags = try XCTUnwrap(item(showing: "Tags"))
            XCTAssertNotEqual(focuskit_accessible_label_equals(library, "Library"), 0)
            XCTAssertNotEqual(focuskit_accessible_label_equals(tags, "Tags"), 0)
            let work = try XCTUnwrap(item(showing: "Work"))
            XCTAssertNotEqual(focuskit_accessible_label_equals(work, "Work, 3 of 3"), 0)
        }
    }
}

private struct ShelfSections: View {
    @State private var shelf: String? = "Inbox"

    var body: some View {
        List(selection: $shelf) {
            Section("Library") {
                Text("Inbox").tag("Inbox")
                Text("Archive").tag("Archive")
            }
            Section("Tags") {
                Text("Work").tag("Work")
            }
        }
    }
}
