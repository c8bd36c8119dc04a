import CGtk
import FocusKit
import FocusKitGTK
import FocusUITesting
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// The headless twin against GTK for lists (issue 24): the same `ContactsList` of 1,000 rows,
/// the same keys and buttons, pressed for real on GTK (a `GtkListView`) and with the twin
/// (its realized window of rows); after every step the focus state, the selection, the log of
/// every change of the rows' state, and what a write read right after itself must be the same.
/// The steps cover a write to a row that has no widget on either side, the focused row
/// scrolled away, its removal, an insert above it, type-ahead and Tab in and out, and whether
/// focus is in the list; a second run empties a list from its focused row.
final class ListDifferentialGtkTests: XCTestCase {
    private enum Step: CustomStringConvertible {
        /// Keys (xdotool names) pressed one after another.
        case keys([String])
        /// A button of the view clicked (GTK: its `clicked` signal).
        case button(String)
        /// The list scrolled so that a row far away is at the top (the focused row leaves the view).
        case scrollAway

        var description: String {
            switch self {
            case .keys(let keys): return "keys \(keys)"
            case .button(let title): return "button \(title)"
            case .scrollAway: return "scroll away"
            }
        }
    }

    private struct Snapshot: Equatable, CustomStringConvertible {
        var focused: Int?
        /// Whether the window's focus is in the list: on a row, or on the list itself.
        var listHasFocus: Bool
        var texts: [String]
        var description: String {
            "focused \(focused.map(String.init) ?? "nil")\(listHasFocus ? " (in the list)" : ""), \(texts)"
        }
    }

    private static let steps: [Step] = [
        .keys(["Tab"]),  // from Search into the list: row 0, nothing selected
        .keys(["Down", "Down", "ctrl+Down"]),  // focus and select, then focus only
        .keys(["End", "Home"]),
        .keys(["g"]),  // type-ahead to Grace
        .button("Focus Last"),  // a row with no widget on either side
        .scrollAway,
        .keys(["Up"]),  // on from the focused row, scrolled back
        .keys(["Delete"]),  // removal of the focused row: focus to the row below
        .button("Focus Third"),
        .button("Insert Top"),
        .keys(["Down"]),
        .keys(["Tab"]),  // out of the list
        .keys(["shift+Tab"]),  // back in, on the selected row
    ]

    /// Deleting every row from the focused one: focus moves up, then stays on the list itself
    /// with no row (contract rule 11, the list case), and Tab leaves it on both sides.
    private static let emptyingSteps: [Step] = [
        .keys(["Tab"]),
        .keys(["Down"]),
        .keys(["Delete"]),  // the last row: focus to the one above
        .keys(["Delete"]),  // no row left: the list itself
        .keys(["Tab"]),
    ]

    func testTheTwinAgreesWithGtkWhileTheListIsEmptied() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let twin = try Self.compare(count: 2, Self.emptyingSteps)
            XCTAssertEqual(
                try Self.snapshot(twin).texts.first { $0.hasPrefix("log") }, "log nil->0 0->1 1->0 0->nil")
        }
    }

    /// Runs `steps` on GTK and in the twin, each on `ContactsList(count:)` with focus in its
    /// search field, and checks that both agree after each; returns the twin's window.
    @MainActor private static func compare(count: Int, _ steps: [Step]) throws -> HeadlessWindow {
        let gtk = GtkFormHarness(ContactsList(count: count), defaultSize: (400, 500))
        defer { gtk.close() }
        XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(gtk.window) != 0 })
        let twin = HeadlessApp(rendering: ContactsList(count: count))
        let twinWindow = twin.windows[0]
        gtk_widget_grab_focus(try XCTUnwrap(gtk.entry(placeholder: "Search")))
        try twinWindow.textField("Search").click()
        settle(gtk)
        XCTAssertEqual(try snapshot(gtk), try snapshot(twinWindow), "at the start")
        for (index, step) in steps.enumerated() {
            try perform(step, on: gtk)
            try perform(step, on: twinWindow)
            XCTAssertEqual(try snapshot(gtk), try snapshot(twinWindow), "after step \(index): \(step)")
        }
        return twinWindow
    }

    func testTheTwinAgreesWithGtkAfterEveryStep() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let gtk = GtkFormHarness(ContactsList(count: 1_000), defaultSize: (400, 500))
            defer { gtk.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(gtk.window) != 0 })
            let twin = HeadlessApp(rendering: ContactsList(count: 1_000))
            let twinWindow = twin.windows[0]
            gtk_widget_grab_focus(try XCTUnwrap(gtk.entry(placeholder: "Search")))
            try twinWindow.textField("Search").click()
            Self.settle(gtk)
            XCTAssertEqual(try Self.snapshot(gtk), try Self.snapshot(twinWindow), "at the start")
            for (index, step) in Self.steps.enumerated() {
                try Self.perform(step, on: gtk)
                try Self.perform(step, on: twinWindow)
                XCTAssertEqual(
                    try Self.snapshot(gtk), try Self.snapshot(twinWindow), "after step \(index): \(step)")
            }
            // The steps did what they say (not two sides agreeing on nothing).
            XCTAssertEqual(
                try Self.snapshot(twinWindow).texts.first { $0.hasPrefix("log") },
                "log nil->0 0->1 1->2 2->3 3->999 999->0 0->5 5->999 999->998 998->999 999->2 2->3 3->nil nil->3"
            )
        }
    }

    // MARK: GTK

    @MainActor private static func perform(_ step: Step, on form: GtkFormHarness<ContactsList>) throws {
        switch step {
        case .keys(let keys):
            XCTAssertTrue(InputTool.key(keys))
        case .button(let title):
            emitClicked(try XCTUnwrap(form.button(title)))
        case .scrollAway:
            let list = try XCTUnwrap(
                form.allWidgets.first {
                    String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0))) == "GtkListView"
                })
            let adjustment = try XCTUnwrap(
                gtk_scrollable_get_vadjustment(OpaquePointer(UnsafeMutableRawPointer(list))))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_adjustment_get_page_size(adjustment) > 0 })
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) / 2)
        }
        settle(form)
    }

    /// Lets a step's events and what they ask for run, without a fixed wait: the display's
    /// events in (a round trip), every ready source, then two frames drawn after the step (GTK
    /// lays the list out and binds the rows it shows in a frame; two, so that one began after
    /// the step), then the sources those left (rows left for later render when idle).
    @MainActor private static func settle(_ form: GtkFormHarness<ContactsList>) {
        gdk_display_sync(gtk_widget_get_display(form.windowWidget))
        MainContextPump.drainPending()
        if let clock = gtk_widget_get_frame_clock(form.windowWidget) {
            let frame = gdk_frame_clock_get_frame_counter(clock)
            gtk_widget_queue_draw(form.windowWidget)
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { gdk_frame_clock_get_frame_counter(clock) > frame + 1 })
        }
        MainContextPump.drainPending()
    }

    @MainActor private static func snapshot(_ form: GtkFormHarness<ContactsList>) throws -> Snapshot {
        let focused = try XCTUnwrap(form.host.focusStates(named: "focused").first as? FocusStateStorage<Int?>)
        let texts = form.allWidgets.compactMap { widget -> String? in
            let raw = UnsafeMutableRawPointer(widget)
            guard focuskit_is_label(raw) != 0 else { return nil }
            let text = String(cString: gtk_label_get_text(focuskit_as_label(raw)))
            return ["selection", "log", "read"].contains { text.hasPrefix($0 + " ") } ? text : nil
        }
        let list = form.allWidgets.first {
            String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0))) == "GtkListView"
        }
        let focus = gtk_window_get_focus(form.window)
        let listHasFocus =
            list.map { list in focus.map { $0 == list || gtk_widget_is_ancestor($0, list) != 0 } ?? false }
            ?? false
        return Snapshot(focused: focused.value, listHasFocus: listHasFocus, texts: texts.sorted())
    }

    // MARK: The twin

    @MainActor private static func perform(_ step: Step, on window: HeadlessWindow) throws {
        switch step {
        case .keys(let keys):
            for key in keys { try TwinKeys.press(key, in: window) }
        case .button(let title):
            // As the GTK side, a program's click: focus stays where it is.
            try window.button(title).activateWithoutFocus()
        case .scrollAway:
            let list = try window.list()
            list.scroll(toRow: list.rowCount / 2)
        }
    }

    @MainActor private static func snapshot(_ window: HeadlessWindow) throws -> Snapshot {
        let texts = window.controls.filter { control in
            control.kind == .text
                && ["selection", "log", "read"].contains { control.title.hasPrefix($0 + " ") }
        }.map(\.title)
        return Snapshot(
            focused: try window.focusState("focused", as: Int?.self),
            listHasFocus: try window.list().hasFocus,
            texts: texts.sorted())
    }
}
