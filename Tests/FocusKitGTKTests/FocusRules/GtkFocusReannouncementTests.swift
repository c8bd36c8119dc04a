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
            // Typed text with the caret in the middle: it stays there, nothing selected (GTK's
            // own grab after an unset would select all of it).
            let editable = focuskit_as_editable(UnsafeMutableRawPointer(email))
            gtk_editable_set_text(editable, "ada@example")
            gtk_editable_set_position(editable, 3)
            crossings.value.removeAll()
            let changes = ChangeRecorder(focus.storage)
            f.logger.traces.removeAll()

            f.host.reannouncement = .due
            f.host.reannounceFocusIfDue()

            XCTAssertEqual(crossings.value, ["leave", "enter"], "GTK unset the focus and set it again")
            XCTAssertEqual(w.focus, text, "the same focus widget")
            var start: Int32 = 0
            var end: Int32 = 0
            XCTAssertEqual(gtk_editable_get_selection_bounds(editable, &start, &end), 0, "nothing selected")
            XCTAssertEqual(gtk_editable_get_position(editable), 3, "the caret stays")
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

    func testWithoutAFocusWidgetNothingIsSentAndItIsNotTriedAgain() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let name = w.addEntry()
            let focus = f.focusedField(binding: [(name, .name)])
            guard f.present(w) else { return }
            gtk_window_set_focus(w.window, nil)  // no focus widget: nothing to send again
            let changes = ChangeRecorder(focus.storage)
            f.host.reannouncement = .due
            f.host.reannounceFocusIfDue()
            XCTAssertEqual(f.host.reannouncement, .finished, "a window activated later is GTK's to announce")
            gtk_widget_grab_focus(name)
            XCTAssertEqual(changes.changes, ["nil -> name"])
        }
    }

    /// Who receives focus events, from the registry's list of what listeners registered for.
    func testListenersOfFocusEvents() {
        for event in ["Focus:", "Object:StateChanged:Focused", "Object:", "Object::", "Object:StateChanged:"]
        {
            XCTAssertTrue(AccessibilityRegistration.receivesFocusEvents(event), event)
        }
        for event in [
            "Object:StateChanged:Active", "Window:Activate:", "Object:TextChanged:Insert", "Mouse:Button:",
        ] {
            XCTAssertFalse(AccessibilityRegistration.receivesFocusEvents(event), event)
        }
    }
}
