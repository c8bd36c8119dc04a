import CGtk
import FocusKitGTK
import FocusUITesting
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// A `Settings` scene as libadwaita's `AdwPreferencesWindow` (issue 27): its page is the grouped
/// form's, search is on, no primary menu, not modal; focus starts at the first row's field and
/// Tab walks the rows as the twin does (`SettingsWindowHeadlessTests`), then reaches the search
/// button; a search result chosen focuses its row's field (rule 20).
final class SettingsWindowGtkTests: XCTestCase {
    func testSettingsIsAPreferencesWindowWhoseRowsTabAsTheTwin() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(PreferencesApp(), id: "Settings.Preferences")
            defer { app.close() }
            app.host.openWindow(id: Settings<Text>.id)
            XCTAssertEqual(app.host.openWindows.count, 2)
            let settingsID = app.host.openWindows[1].id
            let window = try XCTUnwrap(app.backend.gtkWindow(settingsID))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(window) != 0 })
            let raw = UnsafeMutableRawPointer(window)
            XCTAssertNotEqual(focuskit_is_adw_preferences_window(raw), 0)
            XCTAssertEqual(String(cString: gtk_window_get_title(window)), "Preferences")
            XCTAssertEqual(gtk_window_get_modal(window), 0, "a scene window, not a dialog")
            XCTAssertNil(gtk_window_get_transient_for(window))
            XCTAssertNotEqual(
                adw_preferences_window_get_search_enabled(focuskit_as_adw_preferences_window(raw)), 0)
            let all = WidgetLookup.all(in: focuskit_as_widget(raw))
            XCTAssertFalse(
                all.contains { WidgetLookup.typeName(of: $0) == "GtkMenuButton" }, "no primary menu")
            let page = try XCTUnwrap(
                adw_preferences_window_get_visible_page(focuskit_as_adw_preferences_window(raw)))
            let pageWidget = focuskit_as_widget(UnsafeMutableRawPointer(page))
            let settingsSwitch = try XCTUnwrap(all.first { WidgetLookup.typeName(of: $0) == "GtkSwitch" })
            XCTAssertNotEqual(gtk_widget_is_ancestor(settingsSwitch, pageWidget), 0, "the form is the page")
            let stack = try XCTUnwrap(gtk_widget_get_parent(pageWidget))
            XCTAssertEqual(
                WidgetLookup.all(in: stack).filter { gtk_widget_get_parent($0) == stack }.count, 1,
                "one page")

            let host = try XCTUnwrap(app.host.host(for: settingsID))
            let focus = try XCTUnwrap(
                host.properties.storages(named: "_focusedField").first
                    as? FocusStateStorage<PreferencesSettings.Field?>)
            let twinApp = HeadlessApp(PreferencesApp())
            try twinApp.openWindow(id: Settings<Text>.id)
            let twin = try XCTUnwrap(twinApp.activeWindow)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focus.value == .sync })
            XCTAssertEqual(focus.value, try twin.focusState("focusedField"))
            for _ in 0..<2 {
                let before = gtk_window_get_focus(window)
                XCTAssertTrue(InputTool.key("Tab"))
                XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_get_focus(window) != before })
                try twin.tab()
                MainContextPump.drainPending()
                XCTAssertEqual(focus.value, try twin.focusState("focusedField"))
            }
            XCTAssertEqual(focus.value, .theme)
            // After the last row, the header bar's search button. With one page the header
            // shows the title, not libadwaita's view switcher, which fades out (an
            // AdwSqueezer transition) once the page is added: until it is gone its button is
            // a Tab stop (seen on Wayland).
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    !WidgetLookup.all(in: focuskit_as_widget(raw)).contains {
                        WidgetLookup.typeName(of: $0) == "AdwViewSwitcherButton"
                            && gtk_widget_get_mapped($0) != 0
                    }
                })
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focus.value == nil })
            let searchButton = try XCTUnwrap(gtk_window_get_focus(window))
            XCTAssertEqual(WidgetLookup.typeName(of: searchButton), "GtkToggleButton")
        }
    }

    func testASearchResultFocusesItsRowsField() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(PreferencesApp(), id: "Settings.Search")
            defer { app.close() }
            app.host.openWindow(id: Settings<Text>.id)
            let settingsID = app.host.openWindows[1].id
            let window = try XCTUnwrap(app.backend.gtkWindow(settingsID))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(window) != 0 })
            let host = try XCTUnwrap(app.host.host(for: settingsID))
            let focus = try XCTUnwrap(
                host.properties.storages(named: "_focusedField").first
                    as? FocusStateStorage<PreferencesSettings.Field?>)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focus.value == .sync })
            XCTAssertTrue(InputTool.key("ctrl+f"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    gtk_window_get_focus(window).map { WidgetLookup.typeName(of: $0) == "GtkText" } ?? false
                })
            XCTAssertEqual(focus.value, nil, "the search entry is no field of the view")
            XCTAssertTrue(InputTool.key("d", "i", "s", "p"))
            // One result, the Display Name row, shown (laid out).
            @MainActor func result() -> UnsafeMutablePointer<GtkWidget>? {
                WidgetLookup.all(in: focuskit_as_widget(UnsafeMutableRawPointer(window))).first {
                    gtk_widget_get_mapped($0) != 0 && gtk_widget_get_width($0) > 0
                        && WidgetLookup.typeName(of: $0) == "AdwActionRow"
                        && String(cString: adw_preferences_row_get_title(focuskit_as_adw_preferences_row($0)))
                            == "Display Name"
                        && gtk_list_box_row_get_activatable(focuskit_as_list_box_row($0)) != 0
                }
            }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { result() != nil })
            let nameEntry = try XCTUnwrap(
                WidgetLookup.all(in: focuskit_as_widget(UnsafeMutableRawPointer(window))).first {
                    focuskit_is_entry(UnsafeMutableRawPointer($0)) != 0
                })
            // The page fades out (a GtkStack transition): once it is unmapped, the results are the content.
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_get_mapped(nameEntry) == 0 })
            // Tab goes from the search entry to the search button, then to the result; Space
            // chooses it (GTK's search entry takes Return from anywhere in the window, its
            // key-capture widget, to activate itself).
            for type in ["GtkToggleButton", "AdwActionRow"] {
                XCTAssertTrue(InputTool.key("Tab"))
                XCTAssertTrue(
                    MainContextPump.run(timeout: 5) {
                        gtk_window_get_focus(window).map { WidgetLookup.typeName(of: $0) == type } ?? false
                    }, type)
            }
            XCTAssertEqual(gtk_window_get_focus(window), result())
            XCTAssertTrue(InputTool.key("space"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focus.value == .name })
        }
    }
}

extension SettingsWindowGtkTests {
    /// A form without a style in `Settings` is the preferences window's page of grouped rows,
    /// its toggle a switch, as `SettingsPlainFormHeadlessTests` in the twin.
    func testAPlainFormInSettingsIsThePagesGroupedRows() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(PlainFormSettingsApp(), id: "Settings.PlainForm")
            defer { app.close() }
            app.host.openWindow(id: Settings<Text>.id)
            let window = try XCTUnwrap(app.backend.gtkWindow(app.host.openWindows[1].id))
            let raw = UnsafeMutableRawPointer(window)
            let all = WidgetLookup.all(in: focuskit_as_widget(raw))
            let page = try XCTUnwrap(
                adw_preferences_window_get_visible_page(focuskit_as_adw_preferences_window(raw)))
            let settingsSwitch = try XCTUnwrap(all.first { WidgetLookup.typeName(of: $0) == "GtkSwitch" })
            XCTAssertNotEqual(
                gtk_widget_is_ancestor(settingsSwitch, focuskit_as_widget(UnsafeMutableRawPointer(page))), 0)
            XCTAssertTrue(all.contains { WidgetLookup.typeName(of: $0) == "AdwPreferencesGroup" })
            XCTAssertFalse(all.contains { WidgetLookup.typeName(of: $0) == "GtkCheckButton" })
        }
    }
}
