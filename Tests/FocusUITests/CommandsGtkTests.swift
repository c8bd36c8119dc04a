import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// Rule 19 on GTK: commands are `GAction`s of the application whose enabled state follows the
/// key window's focused values, whose activation reaches the key window's handler, and whose
/// accelerators fire.
final class CommandsGtkTests: XCTestCase {
    private static let signOut = "menu0-account-0"

    func testCommandsAreGActionsThatFollowTheKeyWindow() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let application = try XCTUnwrap(
                gtk_application_new("org.focuskit.CommandsGtkTests", G_APPLICATION_NON_UNIQUE))
            let gApplication = focuskit_as_g_application(UnsafeMutableRawPointer(application))
            XCTAssertNotEqual(g_application_register(gApplication, nil, nil), 0)
            let backend = GtkViewBackend(application: application)
            let host = AppHost(CommandsApp(), backend: backend)
            let commands = GtkCommandActions(application: application) {
                XCTFail("unexpected warning: \($0)")
            }
            commands.attach(to: host, backend: backend)
            defer {
                for window in host.openWindows { host.close(window.id) }
                commands.tearDown()
                MainContextPump.drainPending()
                g_object_unref(UnsafeMutableRawPointer(application))
            }
            let group = OpaquePointer(UnsafeMutableRawPointer(application))

            host.launch()
            host.launch()
            let (first, second) = (host.openWindows[0], host.openWindows[1])
            @MainActor func isActive(_ window: WindowContext) -> Bool {
                backend.gtkWindow(window.id).map { gtk_window_is_active($0) != 0 } ?? false
            }
            @MainActor func name(_ window: WindowContext) -> String? {
                (host.host(for: window.id)?.properties.storages(named: "_name").first as? StateBox<String?>)?
                    .value
            }
            @MainActor func signIn(_ window: WindowContext) throws {
                let root = try XCTUnwrap(backend.gtkWindow(window.id))
                let button = try XCTUnwrap(
                    Self.button("Sign In", in: focuskit_as_widget(UnsafeMutableRawPointer(root))))
                emitClicked(button)
                XCTAssertTrue(MainContextPump.run(timeout: 5) { name(window) != nil })
            }
            // Windows are chosen through the window manager or compositor, as a user chooses them
            // (a Wayland compositor decides which new window is active, and refuses
            // `gtk_window_present` without an activation token).
            gtk_window_set_title(backend.gtkWindow(first.id), "Session 1")
            gtk_window_set_title(backend.gtkWindow(second.id), "Session 2")
            MainContextPump.drainPending()
            @MainActor func activate(_ window: WindowContext, _ title: String) {
                XCTAssertTrue(InputTool.activate(windowTitled: title))
                XCTAssertTrue(MainContextPump.run(timeout: 5) { isActive(window) })
            }
            activate(second, "Session 2")

            // The accelerator is registered for the action.
            let accels = gtk_application_get_accels_for_action(application, "app.\(Self.signOut)")
            defer { g_strfreev(accels) }
            var keyval: guint = 0
            var mods = GdkModifierType(rawValue: 0)
            XCTAssertNotNil(accels?[0])
            if let accel = accels?[0] { gtk_accelerator_parse(accel, &keyval, &mods) }
            XCTAssertEqual(keyval, guint(GDK_KEY_o))
            XCTAssertEqual(mods.rawValue, GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue)

            // Enabled state follows the key window's scene value.
            XCTAssertEqual(commands.isEnabled(Self.signOut), false)
            try signIn(second)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { commands.isEnabled(Self.signOut) == true })
            activate(first, "Session 1")
            XCTAssertTrue(MainContextPump.run(timeout: 5) { commands.isEnabled(Self.signOut) == false })
            try signIn(first)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { commands.isEnabled(Self.signOut) == true })

            // Activating the action reaches the key window's handler only.
            g_action_group_activate_action(group, Self.signOut, nil)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { name(first) == nil })
            XCTAssertEqual(name(second), "signed-in")
            XCTAssertTrue(MainContextPump.run(timeout: 5) { commands.isEnabled(Self.signOut) == false })

            // The accelerator fires: Ctrl+Shift+O pressed in the second window signs it out.
            activate(second, "Session 2")
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    isActive(second) && commands.isEnabled(Self.signOut) == true
                })
            if DisplayServer.current == .wayland {
                // wtype's one-level keymap: GTK reads Ctrl+Shift+O typed with it as
                // Ctrl+Shift+o and matches no accelerator (a real keymap has O on the shift level,
                // as xdotool's on X11 does). Sign Out through the action instead.
                print("NOTE Ctrl+Shift+O is not pressed on Wayland (wtype), only on X11")
                g_action_group_activate_action(group, Self.signOut, nil)
            } else {
                try Self.pressKeys("ctrl+shift+o")
            }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { name(second) == nil })
            XCTAssertNil(name(first))

            // Ctrl+? lists every command's shortcut in a GtkShortcutsWindow.
            XCTAssertEqual(
                host.commandSections.first { $0.placement == .help }?.items.first?.title, "Keyboard Shortcuts"
            )
            try Self.pressKeys("ctrl+question")
            var shortcutsWindow: UnsafeMutableRawPointer?
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    shortcutsWindow = Self.toplevel(typeName: "GtkShortcutsWindow")
                    return shortcutsWindow != nil
                })
            let titles = shortcutsWindow.map { Self.shortcutTitles(in: focuskit_as_widget($0)) } ?? []
            XCTAssertTrue(titles.contains("Sign Out"), "\(titles)")
            XCTAssertTrue(titles.contains("New Window"), "\(titles)")
            // Named for screen readers (GTK 4.8 said "GtkShortcutsWindow" and "GtkImage").
            if let shortcutsWindow {
                XCTAssertEqual(
                    String(cString: gtk_window_get_title(focuskit_as_window(shortcutsWindow))),
                    "Keyboard Shortcuts")
                let search = WidgetLookup.all(in: focuskit_as_widget(shortcutsWindow)).first {
                    WidgetLookup.typeName(of: $0) == "GtkToggleButton"
                }
                XCTAssertNotEqual(search.map { focuskit_accessible_label_equals($0, "Search") } ?? 0, 0)
                XCTAssertEqual(
                    search.map {
                        gtk_test_accessible_has_relation(
                            OpaquePointer(UnsafeMutableRawPointer($0)), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
                    } ?? 1, 0, "not labelled by its image (GtkQuirk.iconButtonLabelledByItsImage)")
            }
            if let shortcutsWindow { gtk_window_destroy(focuskit_as_window(shortcutsWindow)) }
        }
    }

    func testAMenuBarHasFileTheAppsMenusAndWindow() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let application = try XCTUnwrap(
                gtk_application_new("org.focuskit.CommandsMenuBarTests", G_APPLICATION_NON_UNIQUE))
            XCTAssertNotEqual(
                g_application_register(
                    focuskit_as_g_application(UnsafeMutableRawPointer(application)), nil, nil), 0)
            let backend = GtkViewBackend(application: application)
            let host = AppHost(CommandsApp(), backend: backend)
            let commands = GtkCommandActions(application: application) {
                XCTFail("unexpected warning: \($0)")
            }
            commands.useMenuBar()
            commands.attach(to: host, backend: backend)
            defer {
                for window in host.openWindows { host.close(window.id) }
                commands.tearDown()
                MainContextPump.drainPending()
                g_object_unref(UnsafeMutableRawPointer(application))
            }
            host.launch()
            let bar = try XCTUnwrap(gtk_application_get_menubar(application))
            var titles: [String] = []
            for index in 0..<g_menu_model_get_n_items(bar) {
                guard let label = g_menu_model_get_item_attribute_value(bar, index, "label", nil) else {
                    continue
                }
                titles.append(String(cString: g_variant_get_string(label, nil)))
                g_variant_unref(label)
            }
            // Edit holds the standard edit commands; View is left out, having no items.
            XCTAssertEqual(titles, ["File", "Edit", "Account", "Window", "Help"])
            let window = try XCTUnwrap(backend.gtkWindow(host.openWindows[0].id))
            XCTAssertNotEqual(
                gtk_application_window_get_show_menubar(
                    focuskit_as_application_window(UnsafeMutableRawPointer(window))),
                0)
            XCTAssertNil(GtkWindowChrome.titlebar(of: window))
        }
    }

    @MainActor private static func typeName(_ raw: UnsafeMutableRawPointer) -> String {
        String(cString: g_type_name_from_instance(raw.assumingMemoryBound(to: GTypeInstance.self)))
    }

    @MainActor private static func toplevel(typeName name: String) -> UnsafeMutableRawPointer? {
        let list = gtk_window_get_toplevels()
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            g_object_unref(item)
            if typeName(item) == name { return item }
        }
        return nil
    }

    @MainActor private static func shortcutTitles(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var result: [String] = []
        let raw = UnsafeMutableRawPointer(widget)
        if typeName(raw) == "GtkShortcutsShortcut" {
            var value = GValue()
            g_value_init(&value, focuskit_type_string())
            g_object_get_property(focuskit_as_object(raw), "title", &value)
            if let text = g_value_get_string(&value) { result.append(String(cString: text)) }
            g_value_unset(&value)
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            result += shortcutTitles(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    /// Presses keys through the display server (xdotool on X11, wtype on Wayland), as a user
    /// would.
    @MainActor private static func pressKeys(_ keys: String) throws {
        XCTAssertTrue(InputTool.key(keys), "could not press \(keys)")
    }

    @MainActor private static func button(_ label: String, in widget: UnsafeMutablePointer<GtkWidget>)
        -> UnsafeMutablePointer<GtkWidget>?
    {
        GtkWidgetTree.first(in: widget) { WidgetLookup.isButton($0, labelled: label) }
    }
}
