import CGtk
import FocusKit
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// A screen reader already running when the app starts drops the focus events of the windows
/// GTK showed before its accessibility registration was complete; once it is, the host sends
/// the focus of such a window again, now if it is active, else when it becomes active
/// (`AccessibilityRegistration`, `GtkFocusHost+Reannouncement`, the tracker's
/// `reannouncingFocus` phase). GTK announces a focus when the focus widget's `has-focus` changes
/// (`gtk_widget_set_has_focus`, whose platform change sends `object:state-changed:focused` and
/// `focus:`), so that is what these tests watch; the app's states see nothing. What Orca then
/// says is checked by `Tests/ScreenReader/orca_first_window.py`.
final class GtkFocusReannouncementTests: XCTestCase {
    /// Records the `has-focus` values the widget is notified of, while it lives (its bag
    /// disconnects when it goes away).
    @MainActor
    private final class HasFocusRecorder {
        let values = Shared<[Bool]>([])
        private let bag = SignalBag()

        init(_ widget: UnsafeMutablePointer<GtkWidget>) {
            bag.connectNotify(widget, property: "has-focus") { [values] _, _ in
                values.value.append(gtk_widget_has_focus(widget) != 0)
            }
        }
    }

    func testTheActiveWindowsFocusIsSentAgainWithoutAChangeOfTheApps() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let name = w.addEntry()
            let email = w.addEntry()
            let focus = f.focusedField(binding: [(name, .name), (email, .email)])
            guard f.present(w) else { return }
            focus.wrappedValue = .email
            let text = try XCTUnwrap(w.focus, "the entry's text has GTK's focus")
            // Typed text with the caret in the middle: it stays there, nothing selected (GTK's
            // own grab after an unset would select all of it).
            let editable = focuskit_as_editable(UnsafeMutableRawPointer(email))
            gtk_editable_set_text(editable, "ada@example")
            gtk_editable_set_position(editable, 3)
            let hasFocus = HasFocusRecorder(text)
            let changes = ChangeRecorder(focus.storage)
            f.logger.traces.removeAll()

            f.host.reannouncement = .waitingForRegistration
            f.host.registrationDidComplete()

            XCTAssertEqual(hasFocus.values.value, [false, true], "GTK unset the focus and set it again")
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

    /// A window shown before the registration but activated only after it: GTK's activation
    /// says its title and sends no focus event (its focus widget already has focus); the focus
    /// is sent again right after the activation. Another window's activation does not count.
    func testAWindowShownBeforeTheRegistrationHasItsFocusSentAgainWhenItBecomesActive() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let name = w.addEntry()
            let other = f.makeWindow("other")
            other.addEntry()
            let focus = f.focusedField(binding: [(name, .name)])
            guard f.present(w), f.present(other) else { return }
            let text = try XCTUnwrap(w.focus, "the entry's text has GTK's focus")
            let hasFocus = HasFocusRecorder(text)
            let changes = ChangeRecorder(focus.storage)
            f.logger.traces.removeAll()

            f.host.reannouncement = .waitingForActivation(of: [f.id(w)])
            guard f.present(other) else { return }
            XCTAssertEqual(hasFocus.values.value, [], "not for another window")
            guard f.present(w) else { return }

            // GTK's activation gives the focus widget back the `has-focus` it lost when the
            // window was deactivated (a window that was never active keeps the one it got at
            // show, and GTK sends nothing), then the focus is sent again.
            XCTAssertEqual(
                hasFocus.values.value, [true, false, true], "sent again once the window is active")
            XCTAssertEqual(w.focus, text)
            XCTAssertEqual(f.host.reannouncement, .finished)
            // The activation is the app's (rule 4: nothing changes for a window-scoped state).
            XCTAssertEqual(changes.changes, [])
            XCTAssertEqual(focus.wrappedValue, .name)
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
            f.host.reannouncement = .waitingForRegistration
            f.host.registrationDidComplete()
            XCTAssertEqual(f.host.reannouncement, .finished)
            gtk_widget_grab_focus(name)
            XCTAssertEqual(changes.changes, ["nil -> name"])
        }
    }

    /// A closed window no longer waits for its activation.
    func testAClosedWindowNoLongerWaits() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            f.bind(w.addEntry(), FocusState<Field?>(scope: .window(nil)), .name)
            guard f.present(w) else { return }
            f.host.reannouncement = .waitingForActivation(of: [f.id(w)])
            gtk_widget_set_visible(w.widget, 0)
            XCTAssertEqual(f.host.reannouncement, .finished)
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
