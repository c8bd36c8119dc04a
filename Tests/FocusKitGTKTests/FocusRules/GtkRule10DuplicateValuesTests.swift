import CGtk
import FocusKit
import XCTest

@testable import FocusKitGTK

/// Contract rule 10 (duplicate values) on real GTK: user focus on any duplicate sets the value;
/// a write focuses the first one, in registration order, that can take focus; one warning is
/// logged per state and value.
final class GtkRule10DuplicateValuesTests: XCTestCase {
    func testDuplicatesWriteToTheFirstAvailableAndWarnOnce() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let plain = w.addButton("Plain")
            let first = w.addEntry()
            let second = w.addEntry()
            let third = w.addEntry()
            let focus = f.focusedField(binding: [(first, .email), (second, .email), (third, .email)])
            XCTAssertEqual(f.logger.warnings.count, 1, "\(f.logger.warnings)")
            XCTAssertTrue(f.logger.warnings.first?.contains("focusedField") ?? false)
            guard f.present(w) else { return }

            gtk_widget_grab_focus(third)
            XCTAssertEqual(focus.wrappedValue, .email, "user focus on any duplicate")
            gtk_widget_grab_focus(plain)
            focus.wrappedValue = .email
            XCTAssertTrue(f.focus(of: w, isIn: first), "the first in registration order")

            gtk_widget_grab_focus(plain)
            gtk_widget_set_sensitive(first, 0)
            focus.wrappedValue = .email
            XCTAssertTrue(f.focus(of: w, isIn: second), "the first that can take focus")
            XCTAssertEqual(f.logger.warnings.count, 1)
        }
    }
}
