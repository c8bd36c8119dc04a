import CGtk
import FocusKit
import FocusKitGTK
import FocusUITesting
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// The headless twin against GTK for tables (issue 24): the same `PeopleTable` of 1,000 rows,
/// the same keys and buttons, pressed for real on GTK (a `GtkColumnView`) and with the twin;
/// after every step the focused row's name, the selection, the sort order and whether the table
/// has focus must be the same. The steps cover a write focusing a selected row that has no
/// widget, a sort the app sets, type-ahead, Tab in and out, and the removal of the focused row.
final class TableDifferentialGtkTests: XCTestCase {
    private enum Step: CustomStringConvertible {
        /// Keys (xdotool names) pressed one after another.
        case keys([String])
        /// A button of the view clicked (GTK: its `clicked` signal; focus stays where it is).
        case button(String)

        var description: String {
            switch self {
            case .keys(let keys): return "keys \(keys)"
            case .button(let title): return "button \(title)"
            }
        }
    }

    private struct Snapshot: Equatable, CustomStringConvertible {
        /// The first cell of the row that has focus, if a row has.
        var focusedRow: String?
        var texts: [String]
        var description: String { "focused row \(focusedRow ?? "none"), \(texts)" }
    }

    private static let prefixes = ["sort", "selected", "table focused"]

    private static let steps: [Step] = [
        .keys(["Tab"]),  // from Search into the table: row 0, nothing selected
        .keys(["shift+Down"]),  // nothing selected: Shift extends from the focused row, rows 0 and 1
        .keys(["Down", "Down", "ctrl+Down"]),  // focus and select, then focus only
        .keys(["End", "Home"]),
        .keys(["g"]),  // type-ahead to the first Grace
        .keys(["shift+Tab"]),  // out, to Search
        .button("Select Last"),  // a row with no widget on either side
        .button("Focus Table"),  // the write focuses it, scrolled into view
        .button("Sort by Age Descending"),  // the app's order: rows move, focus stays on the row
        .keys(["Home", "shift+Down"]),
        .button("Remove Selected"),  // the focused row goes: focus to the row below
        .keys(["Tab"]),  // out of the table
        .keys(["shift+Tab"]),  // back in, on the selected row
    ]

    func testTheTwinAgreesWithGtkAfterEveryStep() throws {
        try MainActor.assumeIsolated {
            guard let gtk = try TableGtkTests.harness(count: 1_000) else { return }
            defer { gtk.close() }
            let twinWindow = HeadlessApp(rendering: PeopleTable(count: 1_000)).windows[0]
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
            // The steps did what they say (not two sides agreeing on nothing): after the removal
            // of the two selected rows, focus came back to the row below them.
            let end = try Self.snapshot(twinWindow)
            XCTAssertNotNil(end.focusedRow)
            XCTAssertTrue(end.texts.contains("sort age descending"), "\(end)")
            XCTAssertTrue(end.texts.contains("table focused true"), "\(end)")
        }
    }

    // MARK: GTK

    @MainActor private static func perform(_ step: Step, on form: GtkFormHarness<PeopleTable>) throws {
        switch step {
        case .keys(let keys): XCTAssertTrue(InputTool.key(keys))
        case .button(let title): emitClicked(try XCTUnwrap(form.button(title)))
        }
        settle(form)
    }

    @MainActor private static func settle(_ form: GtkFormHarness<PeopleTable>) {
        gdk_display_sync(gtk_widget_get_display(form.windowWidget))
        MainContextPump.run(timeout: 0.3) { false }
        MainContextPump.drainPending()
    }

    @MainActor private static func labels(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        WidgetLookup.all(in: widget).compactMap { widget in
            let raw = UnsafeMutableRawPointer(widget)
            guard focuskit_is_label(raw) != 0 else { return nil }
            return String(cString: gtk_label_get_text(focuskit_as_label(raw)))
        }
    }

    @MainActor private static func snapshot(_ form: GtkFormHarness<PeopleTable>) throws -> Snapshot {
        let texts = labels(in: form.windowWidget).filter { text in
            prefixes.contains { text.hasPrefix($0 + " ") }
        }
        var focusedRow: String?
        let rows = try TableGtkTests.rowsView(form)
        if let focus = gtk_window_get_focus(form.window), gtk_widget_get_parent(focus) == rows {
            focusedRow = labels(in: focus).first
        }
        return Snapshot(focusedRow: focusedRow, texts: texts.sorted())
    }

    // MARK: The twin

    @MainActor private static func perform(_ step: Step, on window: HeadlessWindow) throws {
        switch step {
        case .keys(let keys):
            for key in keys { try TwinKeys.press(key, in: window) }
        case .button(let title):
            try window.button(title).activateWithoutFocus()
        }
    }

    @MainActor private static func snapshot(_ window: HeadlessWindow) throws -> Snapshot {
        let texts = window.controls.filter { control in
            control.kind == .text && prefixes.contains { control.title.hasPrefix($0 + " ") }
        }.map(\.title)
        let table = try window.list()
        let focusedRow = try table.focusedRow.map { try table.row($0).cells[0] }
        return Snapshot(focusedRow: focusedRow, texts: texts.sorted())
    }
}
