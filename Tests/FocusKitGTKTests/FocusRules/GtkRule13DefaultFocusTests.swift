import CGtk
import FocusKit
import XCTest

@testable import FocusKitGTK

/// Contract rule 13 (default focus) on real GTK: `defaultFocus` set before the window shows is
/// applied once, when it first maps, before GTK's automatic first-Tab-stop focus could report
/// the first entry: that value never appears in any trace.
final class GtkRule13DefaultFocusTests: XCTestCase {
    func testDefaultFocusWinsOverGtksFirstTabStop() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let name = w.addEntry()
            let password = w.addPasswordEntry()
            let focus = f.focusedField(binding: [(name, .name), (password, .password)])
            f.coordinator.setDefaultFocus(focus.storage, .password)
            let changes = ChangeRecorder(focus.storage)
            guard f.present(w) else { return }

            XCTAssertEqual(focus.wrappedValue, .password)
            XCTAssertTrue(f.focus(of: w, isIn: password))
            XCTAssertEqual(changes.changes, ["nil -> password"])
            XCTAssertFalse(f.logger.traces.contains { $0.contains("name") }, "\(f.logger.traces)")

            // Applied once: hiding and showing the window again changes nothing.
            gtk_widget_grab_focus(name)
            gtk_widget_set_visible(w.widget, 0)
            guard f.present(w) else { return }
            XCTAssertEqual(focus.wrappedValue, .name)
        }
    }

    func testDefaultFocusSetAfterShowingIsAppliedAtOnce() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            w.addButton("Plain")
            let name = w.addEntry()
            let focus = f.focusedField(binding: [(name, .name)])
            guard f.present(w) else { return }
            XCTAssertNil(focus.wrappedValue)
            f.coordinator.setDefaultFocus(focus.storage, .name)
            XCTAssertEqual(focus.wrappedValue, .name)
        }
    }
}
