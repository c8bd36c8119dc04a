import CGtk
import FocusKit
import XCTest

@testable import FocusKitGTK

/// Contract rule 9 (writing the current value) on real GTK: no grab (no `notify::focus-widget`),
/// no selection change in the entry, no observer call, no trace line.
final class GtkRule09WritingCurrentValueTests: XCTestCase {
    func testWritingTheCurrentValueDoesNothing() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let name = w.addEntry()
            w.addEntry()
            let focus = f.focusedField(binding: [(name, .name)])
            guard f.present(w) else { return }
            let editable = focuskit_as_editable(UnsafeMutableRawPointer(name))
            gtk_editable_set_text(editable, "Ada Lovelace")
            gtk_editable_select_region(editable, 2, 5)
            let focusNotifications = Shared(0)
            let bag = SignalBag()
            defer { bag.disconnectAll() }
            bag.connectNotify(w.window, property: "focus-widget") { _, _ in focusNotifications.value += 1 }
            let changes = ChangeRecorder(focus.storage)
            let traces = f.logger.traces

            focus.wrappedValue = .name
            XCTAssertEqual(focus.wrappedValue, .name)
            XCTAssertEqual(focusNotifications.value, 0, "no grab")
            var start: gint = 0
            var end: gint = 0
            XCTAssertEqual(gtk_editable_get_selection_bounds(editable, &start, &end), 1)
            XCTAssertEqual([start, end], [2, 5], "selection unchanged")
            XCTAssertEqual(changes.changes, [])
            XCTAssertEqual(f.logger.traces, traces)

            focus.wrappedValue = nil
            let afterNil = f.logger.traces
            focus.wrappedValue = nil
            XCTAssertEqual(f.logger.traces, afterNil, "writing nil when already nil is a no-op too")
        }
    }
}
