import CGtk
import FocusKit
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// A screen reader already running when the app starts drops the focus events of the windows
/// GTK showed before its accessibility registration was complete; once it is, the host sends
/// the active window's focus again (`AccessibilityRegistration`, the tracker's
/// `reannouncingFocus` phase). GTK's focus events go out again; the app's states see nothing.
/// What Orca then says is checked by `Tests/ScreenReader/orca_speech.py`.
final class GtkFocusReannouncementTests: XCTestCase {
    func testTheActiveWindowsFocusIsSentAgainWithoutAChangeOfTheApps() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let name = w.addEntry()
            let email = w.addEntry()
            let focus = f.focusedField(binding: [(name, .name), (email, .email)])
            // Added before focus arrives: a focus controller added later starts out believing
            // focus is elsewhere.
            let crossings = Shared<[String]>([])
            let controller = gtk_event_controller_focus_new()!
            gtk_widget_add_controller(email, controller)
            let bag = SignalBag()
            defer { bag.disconnectAll() }
            bag.connect(controller, signal: "leave") { _ in crossings.value.append("leave") }
            bag.connect(controller, signal: "enter") { _ in crossings.value.append("enter") }
            guard f.present(w) else { return }
            focus.wrappedValue = .email
            let text = try XCTUnwrap(w.focus, "the entry's text has GTK's focus")
            crossings.value.removeAll()
            let changes = ChangeRecorder(focus.storage)
            f.logger.traces.removeAll()

            f.host.reannouncement = .due
            f.host.reannounceFocusIfDue()

            XCTAssertEqual(crossings.value, ["leave", "enter"], "GTK unset the focus and set it again")
            XCTAssertEqual(w.focus, text, "the same focus widget")
            XCTAssertEqual(changes.changes, [], "not a change of the app's")
            XCTAssertEqual(f.logger.traces, [])
            XCTAssertEqual(focus.wrappedValue, .email)
            XCTAssertEqual(f.host.reannouncement, .finished, "once")

            // Later moves are the app's and the user's as usual.
            focus.wrappedValue = .name
            XCTAssertEqual(changes.changes, ["email -> name"])
            XCTAssertTrue(f.focus(of: w, isIn: name))
        }
    }

    func testWithoutAnActiveWindowItWaitsForTheNextActivation() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let name = w.addEntry()
            let focus = f.focusedField(binding: [(name, .name)])
            guard f.present(w) else { return }
            focus.wrappedValue = .name
            gtk_window_set_focus(w.window, nil)  // no focus widget: nothing to send again
            f.host.reannouncement = .due
            f.host.reannounceFocusIfDue()
            XCTAssertEqual(f.host.reannouncement, .due, "waits for a window with a focus widget")
        }
    }
}
