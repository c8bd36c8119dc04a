import CGtk
import FocusKit
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// Contract rule 3 (no transient nil) on real GTK: GTK emits leave(A) before enter(B), and
/// its focus widget is NULL in between, yet observers see exactly one change A → B, and a
/// `leave` handler on A never reads `nil`.
final class GtkRule03NoTransientNilTests: XCTestCase {
    func testMovingBetweenTwoFieldsIsOneChange() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let name = w.addEntry()
            let email = w.addEntry()
            let password = w.addPasswordEntry()
            let focus = f.focusedField(binding: [(name, .name), (email, .email), (password, .password)])
            // A handler on GTK's own crossing: it runs while GTK is between leave and enter
            // (added before the window shows, so that it sees the first enter too).
            let duringCrossing = Shared<[String]>([])
            let controller = gtk_event_controller_focus_new()!
            gtk_widget_add_controller(name, controller)
            let bag = SignalBag()
            defer { bag.disconnectAll() }
            for signal in ["leave", "enter"] {
                bag.connect(controller, signal: signal) { _ in
                    duringCrossing.value.append(
                        "\(signal): \(ChangeRecorder<Field?>.describe(focus.wrappedValue))")
                }
            }
            guard f.present(w) else { return }
            XCTAssertEqual(focus.wrappedValue, .name)
            duringCrossing.value.removeAll()

            let changes = ChangeRecorder(focus.storage)
            gtk_widget_grab_focus(email)
            gtk_widget_child_focus(w.widget, GTK_DIR_TAB_FORWARD)
            gtk_widget_grab_focus(name)
            f.logger.traces.removeAll()
            focus.wrappedValue = .password
            XCTAssertEqual(
                changes.changes,
                ["name -> email", "email -> password", "password -> name", "name -> password"])
            XCTAssertEqual(duringCrossing.value, ["leave: name", "enter: password", "leave: name"])
            XCTAssertEqual(f.logger.traces.count, 1, "one trace line for a programmatic move too")
        }
    }

    /// Tab from the last Tab stop: GTK 4 unsets the focus, then starts again from the first
    /// Tab stop. Observers still see one change (found by the differential test, issue 15).
    func testTabWrappingAroundIsOneChange() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let name = w.addEntry()
            let email = w.addEntry()
            let focus = f.focusedField(binding: [(name, .name), (email, .email)])
            guard f.present(w) else { return }
            gtk_widget_grab_focus(email)
            let changes = ChangeRecorder(focus.storage)
            f.logger.traces.removeAll()
            emitMoveFocus(w.widget, GTK_DIR_TAB_FORWARD)
            XCTAssertEqual(focus.wrappedValue, .name)
            emitMoveFocus(w.widget, GTK_DIR_TAB_BACKWARD)
            XCTAssertEqual(focus.wrappedValue, .email)
            XCTAssertEqual(changes.changes, ["email -> name", "name -> email"])
            XCTAssertEqual(f.logger.traces.count, 2, "one trace line per wrap")
        }
    }
}
