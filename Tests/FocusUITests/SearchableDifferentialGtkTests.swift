import CGtk
import FocusKitGTK
import FocusUITesting
import Foundation
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// The headless twin against GTK for `.searchable`: the same keys pressed for real on GTK
/// (xdotool) and with `HeadlessApp` in the twin; after every step the focused control, the
/// focus state, the query and the field's selection must be the same.
final class SearchableDifferentialGtkTests: XCTestCase {
    private struct Snapshot: Equatable, CustomStringConvertible {
        var focused: String
        var state: String
        var query: String
        var selected: String
        var revealed: Bool

        var description: String {
            "focus \(focused) (\(state)), \(query), selected \"\(selected)\", bar \(revealed ? "shown" : "hidden")"
        }
    }

    /// Keys in xdotool's names, pressed one after another; each step ends when the app idles.
    private static let steps: [[String]] = [
        ["ctrl+f"],  // Title → the search field, its bar revealed
        ["t", "a", "x"],  // typed into it: the list is filtered
        ["Escape"],  // emptied, back on Title, the bar hidden
        ["Tab", "Tab"],  // Done
        ["ctrl+f"],  // the search field again
        ["g"],
        ["Escape"],  // emptied, back on Done
        ["Tab"],  // the hidden field is no Tab stop: the search toggle in the header bar
        ["space"],  // the toggle reveals the bar and focuses the field
        ["g", "a"],
        ["Tab"],  // the revealed field is the view's first Tab stop: Title
        ["ctrl+f"],  // a grab does not select: the caret stays after "ga"
        ["r"],
        ["Escape"],  // emptied, back on Title
        ["Escape"],  // in Title: nothing
        ["Tab", "Tab", "Tab", "space"],  // Find, Done, the toggle: the field
        ["space"],  // typed into the field
        ["Escape"],  // back on the toggle, which shows the bar hidden
    ]

    func testTheTwinAgreesWithGtkAfterEverySearchStep() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let gtk = try GtkAppHarness(SearchableNotesApp(), id: "SearchableDifferential")
            defer { gtk.close() }
            let twin = HeadlessApp(SearchableNotesApp())
            XCTAssertEqual(Self.snapshot(gtk), try Self.snapshot(twin), "at the start")
            let gtkChanges = Changes()
            let observation = Self.focus(gtk).observe { _, new in
                gtkChanges.values.append(new.map(\.description) ?? "nil")
            }
            defer { observation.cancel() }
            let twinStart = twin.focusTrace.count
            for (index, keys) in Self.steps.enumerated() {
                XCTAssertTrue(InputTool.key(keys))
                Self.settle(gtk)
                try twin.pressKeysQuickly(keys.map(XdotoolKey.shortcut))
                XCTAssertEqual(Self.snapshot(gtk), try Self.snapshot(twin), "after step \(index): \(keys)")
            }
            XCTAssertEqual(try Self.snapshot(twin).query, "query []")
            // Every change of the state, the same on both, one per move: Ctrl+F and Escape
            // never pass through nil (rule 3); nil is Find or the search toggle, which no state
            // binds.
            let twinChanges = twin.focusTrace.dropFirst(twinStart).filter { $0.contains(" state=focus ") }.map
            {
                $0.components(separatedBy: " -> ")[1].components(separatedBy: " cause=")[0]
            }
            let expected = [
                "search", "title", "nil", "done", "search", "done", "nil", "search", "title", "search",
                "title",
                "nil", "done", "nil", "search", "nil",
            ]
            XCTAssertEqual(gtkChanges.values, expected)
            XCTAssertEqual(twinChanges, expected)
        }
    }

    @MainActor private final class Changes {
        var values: [String] = []
    }

    @MainActor private static func focus(_ app: GtkAppHarness) -> FocusStateStorage<SearchableNotes.Field?> {
        app.viewHost.properties.storages(named: "_focus").first as! FocusStateStorage<SearchableNotes.Field?>
    }

    // MARK: GTK

    @MainActor private static func settle(_ app: GtkAppHarness) {
        gdk_display_sync(gtk_widget_get_display(focuskit_as_widget(UnsafeMutableRawPointer(app.gtkWindow))))
        MainContextPump.drainPending()
    }

    @MainActor private static func snapshot(_ app: GtkAppHarness) -> Snapshot {
        let focus = focus(app)
        var snapshot = Snapshot(
            focused: "nothing", state: focus.value.map(\.description) ?? "nil", query: "", selected: "",
            revealed: false)
        if let bar = app.widget(where: { gtk_widget_get_ancestor($0, gtk_search_bar_get_type()) == $0 }) {
            snapshot.revealed =
                gtk_search_bar_get_search_mode(focuskit_as_search_bar(UnsafeMutableRawPointer(bar))) != 0
        }
        if let widget = gtk_window_get_focus(app.gtkWindow) {
            snapshot.focused = FocusedWidgetName.of(widget)
        }
        let queryLabel = app.widget { widget in
            let raw = UnsafeMutableRawPointer(widget)
            return focuskit_is_label(raw) != 0
                && String(cString: gtk_label_get_text(focuskit_as_label(raw))).hasPrefix("query [")
        }
        snapshot.query =
            queryLabel.map {
                String(cString: gtk_label_get_text(focuskit_as_label(UnsafeMutableRawPointer($0))))
            }
            ?? ""
        if let search = app.widget(where: { gtk_widget_get_ancestor($0, gtk_search_entry_get_type()) == $0 })
        {
            let editable = focuskit_as_editable(UnsafeMutableRawPointer(search))
            var start: Int32 = 0
            var end: Int32 = 0
            if gtk_editable_get_selection_bounds(editable, &start, &end) != 0,
                let chars = gtk_editable_get_chars(editable, start, end)
            {
                snapshot.selected = String(cString: chars)
                g_free(chars)
            }
        }
        return snapshot
    }

    // MARK: The twin

    @MainActor private static func snapshot(_ app: HeadlessApp) throws -> Snapshot {
        let window = app.windows[0]
        let state: SearchableNotes.Field? = try window.focusState("focus")
        return Snapshot(
            focused: window.focusedControl?.title ?? "nothing", state: state.map(\.description) ?? "nil",
            query: window.controls.first { $0.kind == .text && $0.title.hasPrefix("query [") }?.title ?? "",
            selected: try window.searchField("Search Notes").selectedText,
            revealed: try window.searchField("Search Notes").isVisible)
    }
}
