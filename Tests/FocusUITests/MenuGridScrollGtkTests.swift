import CGtk
import FocusKitGTK
import Foundation
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// `Menu` is a `GtkMenuButton` whose menu model runs the items' actions; `Grid` a `GtkGrid`
/// with each row's cells in one row; `ScrollView` a `GtkScrolledWindow`. Rule 20 on GTK.
final class MenuGridScrollGtkTests: XCTestCase {
    @MainActor
    private struct Fixture {
        let form = GtkFormHarness(ToolsForm())

        var focus: FocusStateStorage<Tool?> {
            form.host.properties.storages(named: "_focus").first as! FocusStateStorage<Tool?>
        }

        func state<Value>(_ name: String, as type: Value.Type = Value.self) -> StateBox<Value> {
            form.host.properties.storages(named: "_" + name).first as! StateBox<Value>
        }

        var menuButton: UnsafeMutablePointer<GtkWidget> {
            form.allWidgets.first { focuskit_is_menu_button(UnsafeMutableRawPointer($0)) != 0 }!
        }
        var grid: UnsafeMutablePointer<GtkWidget> {
            form.allWidgets.first { focuskit_is_grid(UnsafeMutableRawPointer($0)) != 0 && !isInPopover($0) }!
        }

        /// Whether `widget` is inside a popover: the menu button's `GtkPopoverMenu`, whose
        /// grids and separators GTK builds once the window is laid out (on Wayland).
        func isInPopover(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
            var ancestor = gtk_widget_get_parent(widget)
            while let current = ancestor {
                if focuskit_is_popover(UnsafeMutableRawPointer(current)) != 0 { return true }
                ancestor = gtk_widget_get_parent(current)
            }
            return false
        }

        func write(_ value: Tool?) {
            focus.write(AnyHashable(value))
        }

        func settle() {
            let renders = form.host.renderCount
            MainContextPump.run(timeout: 5) { form.host.renderCount > renders }
            MainContextPump.drainPending()
        }

        /// Where a widget sits in the grid: (column, row, width).
        func cell(_ widget: UnsafeMutablePointer<GtkWidget>) -> [Int32] {
            var column: Int32 = -1
            var row: Int32 = -1
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_grid_query_child(
                focuskit_as_grid(UnsafeMutableRawPointer(grid)), widget, &column, &row, &width, &height)
            return [column, row, width]
        }
    }

    /// A string attribute (`label`, `action`) of item `index` of a menu model.
    private static func label(
        _ model: UnsafeMutablePointer<GMenuModel>, _ index: Int32, _ attribute: String = "label"
    ) -> String? {
        guard let value = g_menu_model_get_item_attribute_value(model, index, attribute, nil) else {
            return nil
        }
        defer { g_variant_unref(value) }
        return String(cString: g_variant_get_string(value, nil))
    }

    private static func link(_ model: UnsafeMutablePointer<GMenuModel>, _ index: Int32, _ name: String)
        -> UnsafeMutablePointer<GMenuModel>?
    {
        g_menu_model_get_item_link(model, index, name)
    }

    func testAMenuIsAMenuButtonWhoseItemsRunTheirActions() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.form.close() }
            let button = fixture.menuButton
            let menuButton = focuskit_as_menu_button(UnsafeMutableRawPointer(button))
            XCTAssertEqual(String(cString: gtk_menu_button_get_label(menuButton)), "Export")
            XCTAssertNotEqual(focuskit_accessible_label_equals(UnsafeMutableRawPointer(button), "Export"), 0)

            // Two sections (the Divider), the second with a label and a submenu.
            let model = try XCTUnwrap(gtk_menu_button_get_menu_model(menuButton))
            XCTAssertEqual(g_menu_model_get_n_items(model), 2)
            let first = try XCTUnwrap(Self.link(model, 0, "section"))
            defer { g_object_unref(UnsafeMutableRawPointer(first)) }
            let second = try XCTUnwrap(Self.link(model, 1, "section"))
            defer { g_object_unref(UnsafeMutableRawPointer(second)) }
            XCTAssertEqual([Self.label(first, 0), Self.label(first, 1)], ["As PDF", "As HTML"])
            XCTAssertEqual([Self.label(second, 0), Self.label(second, 1)], ["Formats", "More"])
            XCTAssertEqual(Self.label(first, 0, "action"), "focusui-menu.item")
            XCTAssertEqual(Self.label(first, 1, "action"), "focusui-menu.disabled")
            XCTAssertEqual(Self.label(second, 0, "action"), "focusui-menu.disabled", "a Text is a label")
            let more = try XCTUnwrap(Self.link(second, 1, "submenu"))
            defer { g_object_unref(UnsafeMutableRawPointer(more)) }
            let moreItems = try XCTUnwrap(Self.link(more, 0, "section"))
            defer { g_object_unref(UnsafeMutableRawPointer(moreItems)) }
            XCTAssertEqual(Self.label(moreItems, 0), "As Text")

            // The items' actions: enabled ones run the current element's closures.
            XCTAssertNotEqual(
                gtk_widget_activate_action_variant(button, "focusui-menu.item", g_variant_new_string("0")), 0)
            XCTAssertNotEqual(
                gtk_widget_activate_action_variant(button, "focusui-menu.item", g_variant_new_string("4.0")),
                0)
            // The disabled button's item is drawn with the disabled action; even activated
            // through the enabled one, it does not run.
            _ = gtk_widget_activate_action_variant(button, "focusui-menu.disabled", g_variant_new_string("1"))
            _ = gtk_widget_activate_action_variant(button, "focusui-menu.item", g_variant_new_string("1"))
            XCTAssertEqual(fixture.state("exported", as: [String].self).value, ["pdf", "txt"])
            // A re-render whose items did not change keeps the same model (an open popover stays).
            fixture.state("showsEmail", as: Bool.self).value = false
            fixture.settle()
            XCTAssertEqual(gtk_menu_button_get_menu_model(menuButton), model)
        }
    }

    /// GTK names an unnamed accessible by its type (`GtkQuirk.typeNameForAnUnnamedAccessible`):
    /// Orca said "GtkPopoverMenu menu. GtkStackPage panel." The popover is named by the menu,
    /// its main page with an empty name (Orca passes over it; named by the menu too, Orca said
    /// the menu's name twice), a submenu's page by its item.
    func testAMenusPopoverAndItsPagesAreNamedByTheMenu() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.form.close() }
            let menuButton = focuskit_as_menu_button(UnsafeMutableRawPointer(fixture.menuButton))
            let popover = try XCTUnwrap(gtk_menu_button_get_popover(menuButton))
            XCTAssertNotEqual(focuskit_accessible_label_equals(UnsafeMutableRawPointer(popover), "Export"), 0)
            let stack = try XCTUnwrap(
                GtkWidgetTree.first(in: focuskit_as_widget(UnsafeMutableRawPointer(popover))) {
                    focuskit_is_stack(UnsafeMutableRawPointer($0)) != 0
                })
            let pages = try XCTUnwrap(
                gtk_stack_get_pages(focuskit_as_stack_widget(UnsafeMutableRawPointer(stack))))
            defer { g_object_unref(UnsafeMutableRawPointer(pages)) }
            let model = OpaquePointer(UnsafeMutableRawPointer(pages))
            var labels: [String: Bool] = [:]
            for index in 0..<g_list_model_get_n_items(model) {
                let page = try XCTUnwrap(g_list_model_get_item(model, index))
                defer { g_object_unref(page) }
                let name = String(cString: gtk_stack_page_get_name(OpaquePointer(page)))
                let expected = name == "main" ? "" : name
                labels[name] = focuskit_accessible_label_equals(page, expected) != 0
            }
            XCTAssertEqual(labels, ["main": true, "More": true])
        }
    }

    func testFocusReturnsToTheMenuButtonWhenItsMenuClosesWithoutAFocusWidget() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.form.close() }
            let button = fixture.menuButton
            let menuButton = focuskit_as_menu_button(UnsafeMutableRawPointer(button))
            fixture.write(.export)
            gtk_menu_button_popup(menuButton)
            let popover = try XCTUnwrap(gtk_menu_button_get_popover(menuButton))
            let popoverWidget = focuskit_as_widget(UnsafeMutableRawPointer(popover))
            MainContextPump.run(timeout: 2) { gtk_widget_get_mapped(popoverWidget) != 0 }
            // As GTK leaves it after an item is chosen from the keyboard (`GtkQuirk.menuCloseLeavesNoFocusWidget`).
            gtk_window_set_focus(fixture.form.window, nil)
            gtk_menu_button_popdown(menuButton)
            MainContextPump.drainPending()
            XCTAssertTrue(fixture.form.hasFocus(inside: button))
            XCTAssertEqual(fixture.focus.value, .export)
        }
    }

    func testRule20_theMenuAndTheFieldsInTheGridAndScrollViewAreFocusFields() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.form.close() }
            let email = try XCTUnwrap(fixture.form.entry(placeholder: "Email"))
            let notes = try XCTUnwrap(fixture.form.entry(placeholder: "Notes"))
            // Tab: the menu, then the grid row by row, then into the scroll view.
            gtk_window_set_focus(fixture.form.window, nil)
            var seen: [Tool?] = []
            for _ in 0..<4 {
                _ = gtk_widget_child_focus(fixture.form.windowWidget, GTK_DIR_TAB_FORWARD)
                MainContextPump.drainPending()
                seen.append(fixture.focus.value)
            }
            XCTAssertEqual(seen, [.export, .name, .email, .scroller])

            // Writes focus each; nil clears.
            fixture.write(.export)
            XCTAssertTrue(fixture.form.hasFocus(inside: fixture.menuButton))
            fixture.write(.email)
            XCTAssertTrue(fixture.form.hasFocus(inside: email))
            fixture.write(.scroller)
            XCTAssertTrue(fixture.form.hasFocus(inside: notes))
            XCTAssertEqual(fixture.focus.value, .scroller)
            fixture.write(nil)
            XCTAssertNil(gtk_window_get_focus(fixture.form.window))
            XCTAssertNil(fixture.focus.value)

            // Removal of the focused grid row (rule 11).
            fixture.write(.email)
            fixture.state("showsEmail", as: Bool.self).value = false
            fixture.settle()
            XCTAssertNil(fixture.form.entry(placeholder: "Email"))
            XCTAssertNil(fixture.focus.value)
            MainContextPump.run(timeout: 0.3) { false }
            XCTAssertNil(fixture.focus.value, "GTK's fallback must not land in another bound field")

            // Disabling the focused menu (rule 11), and a write that waits for it (rule 7).
            fixture.write(.export)
            XCTAssertEqual(fixture.focus.value, .export)
            fixture.state("locked", as: Bool.self).value = true
            fixture.settle()
            XCTAssertEqual(gtk_widget_is_sensitive(fixture.menuButton), 0)
            XCTAssertNil(fixture.focus.value)
            fixture.write(.export)
            XCTAssertNil(fixture.focus.value)
            fixture.state("locked", as: Bool.self).value = false
            fixture.settle()
            XCTAssertEqual(fixture.focus.value, .export)
            XCTAssertTrue(fixture.form.hasFocus(inside: fixture.menuButton))
        }
    }

    func testAGridPlacesEachRowsCellsInItsRowAndFollowsRowsGoingAway() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.form.close() }
            let grid = focuskit_as_grid(UnsafeMutableRawPointer(fixture.grid))
            XCTAssertEqual(gtk_grid_get_column_spacing(grid), 20)
            XCTAssertEqual(gtk_grid_get_row_spacing(grid), 4)
            let nameLabel = try XCTUnwrap(fixture.form.label("Name"))
            let name = try XCTUnwrap(fixture.form.entry(placeholder: "Name"))
            let emailLabel = try XCTUnwrap(fixture.form.label("Email"))
            let email = try XCTUnwrap(fixture.form.entry(placeholder: "Email"))
            let divider = try XCTUnwrap(
                fixture.form.allWidgets.first {
                    focuskit_is_separator(UnsafeMutableRawPointer($0)) != 0 && !fixture.isInPopover($0)
                })
            for widget in [nameLabel, name, emailLabel, email, divider] {
                XCTAssertEqual(gtk_widget_get_parent(widget), fixture.grid)
            }
            XCTAssertEqual(fixture.cell(nameLabel), [0, 0, 1])
            XCTAssertEqual(fixture.cell(name), [1, 0, 1])
            XCTAssertEqual(fixture.cell(emailLabel), [0, 1, 1])
            XCTAssertEqual(fixture.cell(email), [1, 1, 1])
            XCTAssertEqual(fixture.cell(divider), [0, 2, 2], "a view outside a row spans every column")
            // `.trailing` aligns the text cells; `GridRow(alignment: .top)` its cells' tops.
            XCTAssertEqual(gtk_label_get_xalign(focuskit_as_label(UnsafeMutableRawPointer(nameLabel))), 1)
            XCTAssertEqual(gtk_widget_get_valign(email), GTK_ALIGN_START)
            XCTAssertEqual(gtk_widget_get_valign(name), GTK_ALIGN_CENTER)

            // A row going away takes its cells; the rows after it move up, the same widgets.
            fixture.write(.name)
            fixture.state("showsEmail", as: Bool.self).value = false
            fixture.settle()
            XCTAssertNil(fixture.form.label("Email"))
            XCTAssertEqual(fixture.cell(divider), [0, 1, 2])
            XCTAssertTrue(fixture.form.hasFocus(inside: name), "a cell moved in place keeps focus")
            XCTAssertEqual(fixture.focus.value, .name)
            fixture.state("showsEmail", as: Bool.self).value = true
            fixture.settle()
            let newEmail = try XCTUnwrap(fixture.form.entry(placeholder: "Email"))
            XCTAssertEqual(fixture.cell(newEmail), [1, 1, 1])
            XCTAssertEqual(fixture.cell(divider), [0, 2, 2])
            XCTAssertTrue(fixture.form.hasFocus(inside: name))
        }
    }

    func testAScrollViewScrollsAlongItsAxesOnly() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.form.close() }
            let notes = try XCTUnwrap(fixture.form.entry(placeholder: "Notes"))
            let scrolled = try XCTUnwrap(gtk_widget_get_ancestor(notes, gtk_scrolled_window_get_type()))
            var horizontal = GTK_POLICY_ALWAYS
            var vertical = GTK_POLICY_ALWAYS
            gtk_scrolled_window_get_policy(
                focuskit_as_scrolled_window(UnsafeMutableRawPointer(scrolled)), &horizontal, &vertical)
            XCTAssertEqual(horizontal, GTK_POLICY_NEVER)
            XCTAssertEqual(vertical, GTK_POLICY_AUTOMATIC)
            XCTAssertNotEqual(gtk_widget_get_vexpand(scrolled), 0)
        }
    }
}
