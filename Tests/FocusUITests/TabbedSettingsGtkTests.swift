import CGtk
import FocusKitGTK
import FocusUITesting
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// A `Settings` scene whose view is a `TabView` (`GtkPreferencesTabs`): each tab is a page of
/// libadwaita's preferences window (a form's own page, or one made around the tab's view),
/// titled, with its icon and badge, switched from the window's view switcher; focus moves between
/// the tabs in one change as in the twin (`TabbedSettingsHeadlessTests`); the window's search
/// finds the rows of every tab (a switch's and a stepper's too) and shows the result's tab.
final class TabbedSettingsGtkTests: XCTestCase {
    typealias Field = TabbedPreferencesSettings.Field
    typealias Tab = TabbedPreferencesSettings.Tab

    @MainActor
    private final class Fixture {
        let app: GtkAppHarness
        let window: UnsafeMutablePointer<GtkWindow>
        let host: ViewHost<GtkViewBackend>
        var changes: [String] = []
        private var observation: FocusObservation?

        init(_ id: String) throws {
            app = try GtkAppHarness(TabbedPreferencesApp(), id: id)
            app.host.openWindow(id: Settings<Text>.id)
            let settingsID = app.host.openWindows[1].id
            window = try XCTUnwrap(app.backend.gtkWindow(settingsID))
            host = try XCTUnwrap(app.host.host(for: settingsID))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(self.window) != 0 })
            observation = focus.observe { [unowned self] _, new in
                self.changes.append(new.map { "\($0)" } ?? "nil")
            }
        }

        var focus: FocusStateStorage<Field?> {
            host.properties.storages(named: "_focusedField").first as! FocusStateStorage<Field?>
        }

        var tabBox: StateBox<Tab> { host.properties.storages(named: "_tab").first as! StateBox<Tab> }

        var preferencesWindow: UnsafeMutablePointer<AdwPreferencesWindow> {
            focuskit_as_adw_preferences_window(UnsafeMutableRawPointer(window))
        }

        var all: [UnsafeMutablePointer<GtkWidget>] {
            WidgetLookup.all(in: focuskit_as_widget(UnsafeMutableRawPointer(window)))
        }

        /// The window's pages, in order.
        var pages: [UnsafeMutablePointer<GtkWidget>] {
            guard let visible = adw_preferences_window_get_visible_page(preferencesWindow),
                let stack = gtk_widget_get_parent(focuskit_as_widget(UnsafeMutableRawPointer(visible)))
            else { return [] }
            return WidgetLookup.all(in: stack).filter { gtk_widget_get_parent($0) == stack }
        }

        var visiblePageTitle: String? {
            adw_preferences_window_get_visible_page(preferencesWindow).flatMap {
                adw_preferences_page_get_title($0).map { String(cString: $0) }
            }
        }

        /// The view switcher's buttons the user sees (the header bar's, or the bar's below the
        /// page in a narrow window), in order.
        var tabButtons: [UnsafeMutablePointer<GtkWidget>] {
            all.filter {
                WidgetLookup.typeName(of: $0) == "AdwViewSwitcherButton" && gtk_widget_get_mapped($0) != 0
            }
        }

        /// Presses keys for real and waits until the app rendered what they changed.
        func press(_ keys: String...) {
            let renders = host.renderCount
            XCTAssertTrue(InputTool.key(keys))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { self.host.renderCount > renders })
            MainContextPump.drainPending()
        }

        func close() {
            observation?.cancel()
            app.close()
        }
    }

    func testEachTabIsAPageOfThePreferencesWindowTitledByItsTabItem() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = try Fixture("TabbedSettings.Pages")
            defer { fixture.close() }
            XCTAssertNotEqual(focuskit_is_adw_preferences_window(UnsafeMutableRawPointer(fixture.window)), 0)
            let pages = fixture.pages
            XCTAssertEqual(
                pages.map {
                    String(
                        cString: adw_preferences_page_get_title(
                            focuskit_as_adw_preferences_page(UnsafeMutableRawPointer($0))))
                },
                ["General", "Editor", "Advanced"])
            XCTAssertEqual(
                pages.map {
                    String(
                        cString: adw_preferences_page_get_icon_name(
                            focuskit_as_adw_preferences_page(UnsafeMutableRawPointer($0))))
                },
                ["preferences-system-symbolic", "preferences-desktop-font-symbolic", "starred-symbolic"])
            // The forms are the pages themselves, not pages in a page; the tab view's own
            // switcher and stack are in no window.
            for page in pages {
                XCTAssertFalse(
                    WidgetLookup.all(in: page).dropFirst().contains {
                        focuskit_is_adw_preferences_page(UnsafeMutableRawPointer($0)) != 0
                    })
            }
            XCTAssertFalse(fixture.all.contains { gtk_widget_has_css_class($0, "focusui-tab-view") != 0 })
            let stack = try XCTUnwrap(gtk_widget_get_parent(pages[1]))
            let editor = adw_view_stack_get_page(
                focuskit_as_adw_view_stack(UnsafeMutableRawPointer(stack)), pages[1])
            XCTAssertEqual(adw_view_stack_page_get_badge_number(editor), 2)
            XCTAssertEqual(fixture.tabButtons.count, 3, "the window's view switcher shows the tabs")
            XCTAssertEqual(fixture.visiblePageTitle, "General")
            XCTAssertEqual(fixture.focus.value, .sync, "the first Tab stop of the first tab")
            let twinApp = HeadlessApp(TabbedPreferencesApp())
            try twinApp.openWindow(id: Settings<Text>.id)
            let twin = try XCTUnwrap(twinApp.activeWindow)
            XCTAssertEqual(fixture.focus.value, try twin.focusState("focusedField"))
            // libadwaita 1.2's search button and entry have no names of their own (Orca said
            // "GtkImage" and "GtkSearchEntry").
            let search = try XCTUnwrap(
                fixture.all.first { WidgetLookup.typeName(of: $0) == "GtkToggleButton" })
            XCTAssertNotEqual(focuskit_accessible_label_equals(search, "Search"), 0)
            XCTAssertEqual(
                gtk_test_accessible_has_relation(
                    OpaquePointer(UnsafeMutableRawPointer(search)), GTK_ACCESSIBLE_RELATION_LABELLED_BY), 0,
                "not labelled by its image, whose name is its type (Orca said \"GtkImage Search\")")
            let entry = try XCTUnwrap(
                fixture.all.first { focuskit_is_search_entry(UnsafeMutableRawPointer($0)) != 0 })
            XCTAssertNotEqual(focuskit_accessible_label_equals(entry, "Search preferences"), 0)
        }
    }

    func testKeysTheSwitcherAndTheSelectionChooseTabsMovingFocusInOneChange() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = try Fixture("TabbedSettings.Choose")
            defer { fixture.close() }
            XCTAssertEqual(fixture.focus.value, .sync)
            fixture.changes = []
            fixture.press("ctrl+Page_Down")
            XCTAssertEqual(fixture.tabBox.value, .editor)
            XCTAssertEqual(fixture.visiblePageTitle, "Editor")
            XCTAssertEqual(fixture.focus.value, .fontSize, "the page's first Tab stop")
            XCTAssertEqual(fixture.changes, ["fontSize"], "one change, no nil between (rule 3)")
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { fixture.focus.value == .spelling })
            // A click on the switcher's Advanced button.
            let renders = fixture.host.renderCount
            emitClicked(fixture.tabButtons[2])
            XCTAssertTrue(MainContextPump.run(timeout: 5) { fixture.host.renderCount > renders })
            XCTAssertEqual(fixture.tabBox.value, .advanced)
            XCTAssertEqual(fixture.focus.value, .reset)
            // The program's choice: where focus was when the tab was left.
            let written = fixture.host.renderCount
            fixture.tabBox.value = .editor
            XCTAssertTrue(MainContextPump.run(timeout: 5) { fixture.host.renderCount > written })
            XCTAssertEqual(fixture.visiblePageTitle, "Editor")
            XCTAssertEqual(fixture.focus.value, .spelling)
            XCTAssertEqual(fixture.changes, ["fontSize", "spelling", "reset", "spelling"])
            fixture.press("ctrl+Page_Up")
            fixture.press("ctrl+Page_Up")
            XCTAssertEqual(fixture.tabBox.value, .advanced, "wrapping")
        }
    }

    func testTheSearchFindsTheRowsOfEveryTabAndShowsTheResultsTab() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = try Fixture("TabbedSettings.Search")
            defer { fixture.close() }
            XCTAssertEqual(fixture.focus.value, .sync)
            XCTAssertTrue(InputTool.key("ctrl+f"))
            XCTAssertTrue(InputTool.key("s", "p", "e", "l", "l"))
            // The results shown (search entries wait a moment before they search).
            @MainActor func results() -> [UnsafeMutablePointer<GtkWidget>] {
                fixture.all.filter {
                    gtk_widget_get_mapped($0) != 0 && gtk_widget_get_width($0) > 0
                        && WidgetLookup.typeName(of: $0) == "AdwActionRow"
                        && gtk_list_box_row_get_activatable(focuskit_as_list_box_row($0)) != 0
                }
            }
            @MainActor func title(_ row: UnsafeMutablePointer<GtkWidget>) -> String {
                String(cString: adw_preferences_row_get_title(focuskit_as_adw_preferences_row(row)))
            }
            // One result, the Check Spelling switch's row, from the Editor tab.
            XCTAssertTrue(MainContextPump.run(timeout: 5) { results().map(title) == ["Check Spelling"] })
            let row = try XCTUnwrap(results().first)
            XCTAssertEqual(
                adw_action_row_get_subtitle(focuskit_as_adw_action_row(row)).map { String(cString: $0) },
                "Editor")
            // The page fades out (a GtkStack transition): once it is unmapped, the results are
            // the content.
            let syncSwitch = try XCTUnwrap(
                fixture.all.first { focuskit_is_switch(UnsafeMutableRawPointer($0)) != 0 })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_get_mapped(syncSwitch) == 0 })
            // Tab goes from the search entry to the search button, then to the result.
            for type in ["GtkToggleButton", "AdwActionRow"] {
                XCTAssertTrue(InputTool.key("Tab"))
                XCTAssertTrue(
                    MainContextPump.run(timeout: 5) {
                        gtk_window_get_focus(fixture.window).map { WidgetLookup.typeName(of: $0) == type }
                            ?? false
                    },
                    "\(type): \(gtk_window_get_focus(fixture.window).map(WidgetLookup.typeName(of:)) ?? "none")"
                )
            }
            XCTAssertTrue(InputTool.key("space"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { fixture.focus.value == .spelling })
            XCTAssertEqual(fixture.tabBox.value, .editor, "the result's tab is the chosen one")
        }
    }

    /// A tab whose view becomes a form: the form's page takes the place of the page made around
    /// the tab's view, and back; the tab stays shown, the other tabs keep their pages.
    func testATabWhoseViewBecomesAFormIsThatFormsPage() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = try Fixture("TabbedSettings.Becomes")
            defer { fixture.close() }
            let form = fixture.host.properties.storages(named: "_advancedIsForm").first as! StateBox<Bool>
            fixture.press("ctrl+Page_Up")
            XCTAssertEqual(fixture.tabBox.value, .advanced)
            let before = fixture.pages
            @MainActor func holdsAPage(_ page: UnsafeMutablePointer<GtkWidget>) -> Bool {
                WidgetLookup.all(in: page).dropFirst().contains {
                    focuskit_is_adw_preferences_page(UnsafeMutableRawPointer($0)) != 0
                }
            }
            for value in [true, false] {
                let renders = fixture.host.renderCount
                form.value = value
                XCTAssertTrue(MainContextPump.run(timeout: 5) { fixture.host.renderCount > renders })
                let pages = fixture.pages
                XCTAssertEqual(pages.count, 3)
                XCTAssertEqual(
                    Array(pages.prefix(2)), Array(before.prefix(2)), "the other tabs keep their pages")
                XCTAssertNotEqual(pages[2], before[2])
                XCTAssertFalse(holdsAPage(pages[2]))
                XCTAssertEqual(fixture.visiblePageTitle, "Advanced")
                let reset = try XCTUnwrap(
                    WidgetLookup.all(in: pages[2]).first { WidgetLookup.typeName(of: $0) == "GtkButton" })
                XCTAssertNotEqual(gtk_widget_get_mapped(reset), 0)
            }
        }
    }

    /// A covered tab whose view changes between a form and something else gets another page,
    /// and libadwaita 1.2 only appends pages: the pages after it are added again. Focus in the
    /// shown tab among them stays where it was, without a change (rule 11 is for fields that
    /// go).
    func testAChangeInACoveredTabKeepsFocusInTheShownTabAfterIt() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = try Fixture("TabbedSettings.KeepsFocus")
            defer { fixture.close() }
            let note = fixture.host.properties.storages(named: "_editorHasNote").first as! StateBox<Bool>
            fixture.press("ctrl+Page_Up")
            XCTAssertEqual(fixture.tabBox.value, .advanced)
            XCTAssertEqual(fixture.focus.value, .reset)
            var before = fixture.pages
            fixture.changes = []
            for value in [true, false] {
                let renders = fixture.host.renderCount
                note.value = value
                XCTAssertTrue(MainContextPump.run(timeout: 5) { fixture.host.renderCount > renders })
                MainContextPump.drainPending()
                XCTAssertNotEqual(fixture.pages[1], before[1], "the Editor tab's page changed")
                before = fixture.pages
                XCTAssertEqual(fixture.visiblePageTitle, "Advanced")
                XCTAssertEqual(fixture.focus.value, .reset)
                let reset = try XCTUnwrap(
                    fixture.all.first {
                        WidgetLookup.typeName(of: $0) == "GtkButton" && gtk_widget_get_mapped($0) != 0
                            && gtk_widget_has_focus($0) != 0
                    })
                XCTAssertEqual(gtk_window_get_focus(fixture.window), reset)
            }
            XCTAssertEqual(fixture.changes, [], "no change")
        }
    }
}
