import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `Toggle` and `Picker` in a command menu are GTK stateful actions, drawn as check and radio
/// items; a button's `systemImage` is the item's icon.
final class MenuControlsGtkTests: XCTestCase {
    func testTogglesAndPickersAreStatefulActions() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(LibraryApp(), id: "menucontrols")
            defer { app.close() }
            let group = focuskit_as_action_group(UnsafeMutableRawPointer(app.application))
            let toggle = try XCTUnwrap(app.commandName("Show Sidebar"))
            let picker = try XCTUnwrap(app.commandName("Sort By"))
            func state(_ name: String) -> String {
                guard let state = g_action_group_get_action_state(group, name) else { return "none" }
                defer { g_variant_unref(state) }
                let text = g_variant_print(state, 0)!
                defer { g_free(text) }
                return String(cString: text)
            }
            XCTAssertEqual(state(toggle), "true")
            XCTAssertEqual(state(picker), "'0'")
            g_action_group_activate_action(group, toggle, nil)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { app.label("Sidebar hidden") != nil })
            XCTAssertEqual(state(toggle), "false")
            g_action_group_activate_action(group, picker, g_variant_new_string("1"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { app.label("Sorted by Date") != nil })
            XCTAssertEqual(state(picker), "'1'")

            // The menu: a check item, a submenu of radio items targeting the options, an icon.
            let menu = UnsafeMutablePointer<GMenuModel>(app.commands.menu)
            let items = MenuModelEntries.items(of: menu)
            let check = try XCTUnwrap(items.first { $0.label == "Show Sidebar" })
            XCTAssertEqual(check.action, "app.\(toggle)")
            let radios = items.filter { $0.action == "app.\(picker)" }
            XCTAssertEqual(radios.map(\.label), ["Name", "Date", "Size"])
            XCTAssertEqual(radios.map(\.target), ["0", "1", "2"])
            let icon = try XCTUnwrap(items.first { $0.label == "Delete" }?.icon)
            XCTAssertTrue(
                icon.contains(try XCTUnwrap(Image.freedesktopIconName(forSystemName: "trash"))), icon)
        }
    }

    func testTogglesAndPickersInAMenuViewAreCheckAndRadioItems() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(OptionsMenu())
            defer { form.close() }
            let button = try XCTUnwrap(
                form.allWidgets.first { focuskit_is_menu_button(UnsafeMutableRawPointer($0)) != 0 })
            let menuButton = focuskit_as_menu_button(UnsafeMutableRawPointer(button))
            let model = try XCTUnwrap(gtk_menu_button_get_menu_model(menuButton))
            let items = MenuModelEntries.items(of: model)
            XCTAssertEqual(items.first?.label, "Show Hidden Files")
            XCTAssertEqual(items.first?.action, "focusui-menu.t-0")
            XCTAssertEqual(items.filter { $0.action == "focusui-menu.c-1" }.map(\.label), ["List", "Grid"])
            XCTAssertNotEqual(gtk_widget_activate_action_variant(button, "focusui-menu.t-0", nil), 0)
            XCTAssertNotEqual(
                gtk_widget_activate_action_variant(button, "focusui-menu.c-1", g_variant_new_string("1")), 0)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("shown, Grid") != nil })
        }
    }
}
