import CGtk
import FocusKitGTK
import Foundation
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// `.searchable` on GTK: a `GtkSearchEntry` in a `GtkSearchBar` above the view, revealed by a
/// toggle in the window's header bar, a search box for screen readers, a focus field that
/// `.searchFocused` writes reveal and move focus into at once.
final class SearchableGtkTests: XCTestCase {
    @MainActor private static func searchEntry(_ app: GtkAppHarness) throws -> UnsafeMutablePointer<GtkWidget>
    {
        try XCTUnwrap(app.widget { gtk_widget_get_ancestor($0, gtk_search_entry_get_type()) == $0 })
    }

    @MainActor private static func isInHeaderBar(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var ancestor = gtk_widget_get_parent(widget)
        while let current = ancestor {
            if GtkWindowChrome.isHeaderBar(current) { return true }
            ancestor = gtk_widget_get_parent(current)
        }
        return false
    }

    func testTheFieldIsASearchBoxInASearchBarThatTheHeaderBarsToggleReveals() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(SearchableNotesApp(), id: "SearchablePlace")
            defer { app.close() }
            let search = try Self.searchEntry(app)
            let bar = try XCTUnwrap(gtk_widget_get_ancestor(search, gtk_search_bar_get_type()))
            XCTAssertFalse(Self.isInHeaderBar(search), "under the header bar, above the view")
            XCTAssertEqual(
                gtk_search_bar_get_search_mode(focuskit_as_search_bar(UnsafeMutableRawPointer(bar))), 0)
            XCTAssertEqual(gtk_widget_get_mapped(search), 0, "hidden until search is presented")
            let toggle = try searchToggle(app)
            XCTAssertTrue(Self.isInHeaderBar(toggle))
            // Flat in the header bar, as GNOME's search buttons (libadwaita flattens image buttons).
            XCTAssertNotEqual(gtk_widget_has_css_class(toggle, "image-button"), 0)
            let icon = try XCTUnwrap(
                gtk_button_get_child(focuskit_as_button(UnsafeMutableRawPointer(toggle))))
            XCTAssertEqual(
                String(cString: gtk_image_get_icon_name(focuskit_as_image(UnsafeMutableRawPointer(icon)))),
                "system-search-symbolic")
            XCTAssertEqual(
                gtk_accessible_get_accessible_role(OpaquePointer(UnsafeMutableRawPointer(icon))),
                GTK_ACCESSIBLE_ROLE_PRESENTATION, "the icon adds no name of its own")
            emitClicked(toggle)
            MainContextPump.drainPending()
            XCTAssertNotEqual(gtk_widget_get_mapped(search), 0, "the toggle reveals the bar")
            let focus = try XCTUnwrap(gtk_window_get_focus(app.gtkWindow))
            XCTAssertTrue(gtk_widget_is_ancestor(focus, search) != 0, "and focuses the field")
            XCTAssertEqual(
                gtk_accessible_get_accessible_role(OpaquePointer(UnsafeMutableRawPointer(search))),
                GTK_ACCESSIBLE_ROLE_SEARCH_BOX)
            XCTAssertNotEqual(focuskit_accessible_label_equals(search, "Search Notes"), 0)
            XCTAssertEqual(FocusedWidgetName.searchPlaceholder(search), "Search Notes")
            XCTAssertTrue(app.warnings.isEmpty, "\(app.warnings)")
        }
    }

    /// A hidden bar takes no room: the view starts right under the header bar, not under a
    /// blank band of the bar's height (a revealer whose transition is none keeps its child's
    /// height while hidden on GTK 4.8). Revealed, it takes the entry's height at once.
    func testTheHiddenBarTakesNoRoomAndTheRevealedOneTheEntrysHeight() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(SearchableNotesApp(), id: "SearchableRoom")
            defer { app.close() }
            let search = try Self.searchEntry(app)
            let bar = try XCTUnwrap(gtk_widget_get_ancestor(search, gtk_search_bar_get_type()))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_get_mapped(bar) != 0 })
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { gtk_widget_get_height(bar) == 0 },
                "hidden: \(gtk_widget_get_height(bar)) pixels high")
            emitClicked(try searchToggle(app))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    gtk_widget_get_height(bar) > 0
                        && gtk_widget_get_height(bar) >= gtk_widget_get_height(search)
                }, "revealed: the entry's height")
            emitClicked(try searchToggle(app))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { gtk_widget_get_height(bar) == 0 },
                "hidden again: \(gtk_widget_get_height(bar)) pixels high")
        }
    }

    func testAWriteFocusesTheFieldAtOnceAndTypedTextReachesTheBinding() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(SearchableNotesApp(), id: "SearchableWrite")
            defer { app.close() }
            let search = try Self.searchEntry(app)
            emitClicked(try XCTUnwrap(app.button("Find")))
            MainContextPump.drainPending()
            XCTAssertNotNil(app.label("read [search]"), "the state read .search on the line after the write")
            let focus = try XCTUnwrap(gtk_window_get_focus(app.gtkWindow))
            XCTAssertTrue(gtk_widget_is_ancestor(focus, search) != 0)
            gtk_editable_set_text(focuskit_as_editable(UnsafeMutableRawPointer(search)), "tax")
            MainContextPump.drainPending()
            XCTAssertNotNil(app.label("query [tax]"))
            XCTAssertNil(app.label("Groceries"), "the list is filtered")
        }
    }
}

/// ``RevealedSearch`` on GTK: the same as its headless suite.
final class RevealedSearchGtkTests: XCTestCase {
    func testTheActionThatShowsTheFieldFocusesItAtOnceAndEscapeReturns() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(RevealedSearchApp(), id: "RevealedSearch")
            defer { app.close() }
            let search = try XCTUnwrap(
                app.widget { gtk_widget_get_ancestor($0, gtk_search_entry_get_type()) == $0 })
            XCTAssertEqual(gtk_widget_is_visible(search), 0, "hidden with its view")
            let button = try XCTUnwrap(app.button("Search"))
            gtk_widget_grab_focus(button)
            emitClicked(button)
            MainContextPump.drainPending()
            XCTAssertNotNil(app.label("read [true]"), "the write applied on its line, no delay")
            let focus = try XCTUnwrap(gtk_window_get_focus(app.gtkWindow))
            XCTAssertTrue(gtk_widget_is_ancestor(focus, search) != 0)
            // A real Escape: the entry's stop-search key binding.
            XCTAssertTrue(InputTool.key(["Escape"]))
            gdk_display_sync(gtk_widget_get_display(search))
            MainContextPump.drainPending()
            XCTAssertEqual(gtk_window_get_focus(app.gtkWindow), button, "focus is back on Search")
        }
    }
}

/// `searchable(text:isPresented:)` and the search toggle on GTK: the same as their headless
/// suites.
final class PresentedSearchGtkTests: XCTestCase {
    @MainActor private static func label(_ app: GtkAppHarness, _ text: String) -> Bool {
        app.label(text) != nil
    }

    @MainActor private static func focusIsInSearch(_ app: GtkAppHarness) -> Bool {
        guard let focus = gtk_window_get_focus(app.gtkWindow) else { return false }
        return gtk_widget_get_ancestor(focus, gtk_search_entry_get_type()) != nil
    }

    @MainActor private static func isActive(_ toggle: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_toggle_button_get_active(focuskit_as_toggle_button(UnsafeMutableRawPointer(toggle))) != 0
    }

    func testPresentingRevealsAndFocusesTheFieldAndDismissingEmptiesAndHidesIt() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(PresentedSearchApp(), id: "PresentedSearch")
            defer { app.close() }
            let start = try XCTUnwrap(app.button("Start"))
            gtk_widget_grab_focus(start)
            emitClicked(start)
            MainContextPump.drainPending()
            XCTAssertTrue(Self.focusIsInSearch(app), "presenting search focuses its field")
            XCTAssertTrue(Self.isActive(try searchToggle(app)))
            XCTAssertTrue(InputTool.key(["a", "b"]))
            gdk_display_sync(gtk_widget_get_display(start))
            MainContextPump.drainPending()
            XCTAssertTrue(Self.label(app, "presented [true] query [ab]"))
            XCTAssertTrue(InputTool.key(["Escape"]))
            gdk_display_sync(gtk_widget_get_display(start))
            MainContextPump.drainPending()
            XCTAssertTrue(Self.label(app, "presented [false] query []"), "Escape writes the binding back")
            XCTAssertEqual(gtk_window_get_focus(app.gtkWindow), start, "back on Start")
            XCTAssertFalse(Self.isActive(try searchToggle(app)))
            XCTAssertTrue(app.warnings.isEmpty, "\(app.warnings)")
        }
    }

    func testEscapeWithNowhereToGoBackFocusesTheToggle() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(VanishingSearchStarterApp(), id: "VanishingSearch")
            defer { app.close() }
            emitClicked(try XCTUnwrap(app.button("Start Search")))
            MainContextPump.drainPending()
            XCTAssertTrue(Self.focusIsInSearch(app), "the write revealed the bar and focused the field")
            XCTAssertNil(app.button("Start Search"))
            XCTAssertTrue(InputTool.key(["Escape"]))
            gdk_display_sync(
                gtk_widget_get_display(focuskit_as_widget(UnsafeMutableRawPointer(app.gtkWindow))))
            MainContextPump.drainPending()
            let toggle = try searchToggle(app)
            XCTAssertEqual(gtk_window_get_focus(app.gtkWindow), toggle)
            XCTAssertFalse(Self.isActive(toggle))
            let search = try XCTUnwrap(
                app.widget { gtk_widget_get_ancestor($0, gtk_search_entry_get_type()) == $0 })
            XCTAssertEqual(gtk_widget_get_mapped(search), 0)
        }
    }
}

/// ``SearchableNames`` on GTK: Escape from a search returns to the list's row, as headless.
final class SearchableNamesGtkTests: XCTestCase {
    @MainActor private static func focusedRowText(_ app: GtkAppHarness) -> String? {
        guard let focus = gtk_window_get_focus(app.gtkWindow) else { return nil }
        return GtkWidgetTree.first(in: focus) { focuskit_is_label(UnsafeMutableRawPointer($0)) != 0 }.map {
            String(cString: gtk_label_get_text(focuskit_as_label(UnsafeMutableRawPointer($0))))
        }
    }

    @MainActor private static func keys(_ app: GtkAppHarness, _ keys: [String]) {
        XCTAssertTrue(InputTool.key(keys))
        gdk_display_sync(gtk_widget_get_display(focuskit_as_widget(UnsafeMutableRawPointer(app.gtkWindow))))
        MainContextPump.drainPending()
    }

    func testEscapeReturnsToTheRowTheSearchKeptOrHid() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(SearchableNamesApp(), id: "SearchableNames")
            defer { app.close() }
            // Grace: the first row has focus; Down twice, Space selects.
            Self.keys(app, ["Down", "Down", "space"])
            XCTAssertEqual(Self.focusedRowText(app), "Grace")
            XCTAssertNotNil(app.label("selected [Grace]"))
            Self.keys(app, ["ctrl+f", "g", "r"])
            XCTAssertNil(app.label("Ada"), "the search filters the list")
            Self.keys(app, ["Escape"])
            XCTAssertNotNil(app.label("Ada"))
            XCTAssertEqual(Self.focusedRowText(app), "Grace", "back on the row the search kept")
            Self.keys(app, ["ctrl+f", "e", "d"])
            XCTAssertNil(app.label("Grace"), "the search hides Grace")
            Self.keys(app, ["Escape"])
            XCTAssertEqual(Self.focusedRowText(app), "Grace", "the list entered again on its selected row")
            XCTAssertTrue(app.warnings.isEmpty, "\(app.warnings)")
        }
    }

    func testEscapeReturnsToAnUnselectedRowWithoutSelectingIt() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(SearchableNamesApp(), id: "SearchableNamesUnselected")
            defer { app.close() }
            Self.keys(app, ["space", "ctrl+Down", "ctrl+Down"])
            XCTAssertEqual(Self.focusedRowText(app), "Grace")
            XCTAssertNotNil(app.label("selected [Ada]"), "Ctrl+Down moves focus only")
            Self.keys(app, ["ctrl+f", "g", "r", "Escape"])
            XCTAssertEqual(Self.focusedRowText(app), "Grace")
            XCTAssertNotNil(app.label("selected [Ada]"), "focus given back selects nothing")
        }
    }
}

/// The header bar's search toggle: a toggle button named "Search".
@MainActor private func searchToggle(_ app: GtkAppHarness) throws -> UnsafeMutablePointer<GtkWidget> {
    try XCTUnwrap(
        app.widget {
            focuskit_is_toggle_button(UnsafeMutableRawPointer($0)) != 0
                && focuskit_accessible_label_equals($0, "Search") != 0
        })
}
