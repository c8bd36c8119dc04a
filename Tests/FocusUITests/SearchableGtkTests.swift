import CGtk
import FocusKitGTK
import Foundation
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// `.searchable` on GTK: a `GtkSearchEntry` in the window's header bar, a search box for
/// screen readers, a focus field that `.searchFocused` writes move focus into at once.
final class SearchableGtkTests: XCTestCase {
    @MainActor private static func searchEntry(_ app: GtkAppHarness) throws -> UnsafeMutablePointer<GtkWidget>
    {
        try XCTUnwrap(app.widget { gtk_widget_get_ancestor($0, gtk_search_entry_get_type()) == $0 })
    }

    func testTheFieldIsASearchBoxInTheHeaderBarPromptedAndNamedByThePrompt() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(SearchableNotesApp(), id: "SearchablePlace")
            defer { app.close() }
            let search = try Self.searchEntry(app)
            var ancestor = gtk_widget_get_parent(search)
            var inHeaderBar = false
            while let current = ancestor {
                if GtkWindowChrome.isHeaderBar(current) { inHeaderBar = true }
                ancestor = gtk_widget_get_parent(current)
            }
            XCTAssertTrue(inHeaderBar)
            XCTAssertEqual(
                gtk_accessible_get_accessible_role(OpaquePointer(UnsafeMutableRawPointer(search))),
                GTK_ACCESSIBLE_ROLE_SEARCH_BOX)
            XCTAssertNotEqual(focuskit_accessible_label_equals(search, "Search Notes"), 0)
            XCTAssertEqual(FocusedWidgetName.searchPlaceholder(search), "Search Notes")
            XCTAssertTrue(app.warnings.isEmpty, "\(app.warnings)")
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
