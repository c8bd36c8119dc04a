import CGtk
import FocusKit
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// Contract rule 6 (cross-window writes) on real windows and a real window manager: writing an
/// app-scoped state to a field in another window presents that window and focuses the field;
/// writing a window-scoped state of an inactive window moves that window's focus widget
/// without raising it.
final class GtkRule06CrossWindowWriteTests: XCTestCase {
    func testAppScopedWritePresentsTheOtherWindow() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w1 = f.makeWindow("one")
            let w2 = f.makeWindow("two")
            let w3 = f.makeWindow("three")
            w1.addButton("Plain")
            let name = w1.addEntry()
            let email = w2.addEntry()
            let notes = w3.addEntry()
            let app = FocusState<Field?>(label: "app", scope: .app)
            f.bind(name, app, .name)
            f.bind(email, app, .email)
            f.bind(notes, app, .notes)
            guard f.present(w1), f.present(w2), f.present(w3) else { return }
            XCTAssertEqual(app.wrappedValue, .notes)

            // X11: the window manager activates the presented window. Wayland: the compositor
            // raises it for an activation token tied to the app's last input serial and its
            // focused window; with no such serial (no user event yet) it declines, and the host
            // traces that. Either way the written value is read at once and the window is the
            // app's key window.
            @MainActor func presented(_ window: TestWindow) -> Bool {
                let declined = "focus window=\(f.id(window).rawValue) present declined"
                let answered = MainContextPump.run(timeout: 5) {
                    window.isActive || f.logger.traces.contains { $0.hasPrefix(declined) }
                }
                let wasDeclined = f.logger.traces.contains { $0.hasPrefix(declined) }
                XCTAssertTrue(answered, "neither activated nor declined: \(f.logger.traces)")
                XCTAssertFalse(DisplayServer.current != .wayland && wasDeclined, "only a compositor declines")
                XCTAssertFalse(wasDeclined && window.isActive, "declined, yet activated")
                return answered
            }

            app.wrappedValue = .name
            XCTAssertEqual(app.wrappedValue, .name, "read-after-write, before the window manager answers")
            XCTAssertTrue(f.focus(of: w1, isIn: name))
            XCTAssertTrue(presented(w1), "w1 was presented")
            XCTAssertEqual(app.wrappedValue, .name)
            XCTAssertEqual(f.coordinator.keyWindow, f.id(w1))

            app.wrappedValue = .email
            XCTAssertEqual(app.wrappedValue, .email)
            XCTAssertTrue(presented(w2), "w2 was presented")
            XCTAssertEqual(app.wrappedValue, .email)
            XCTAssertEqual(f.coordinator.keyWindow, f.id(w2))
            XCTAssertTrue(f.focus(of: w2, isIn: email))
        }
    }

    func testWriteFromAKeyPressRaisesTheOtherWindowAndFocusesTheField() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let opener = f.makeWindow("opener")
            let creator = f.makeWindow("creator")
            let password = opener.addPasswordEntry()
            let button = creator.addButton("Create")
            let app = FocusState<Field?>(label: "handoff", scope: .app)
            f.bind(password, app, .password)
            // The handoff: a button in the front window writes the app-scoped state; the key
            // press that activates the button is the user event the present is tied to
            // (X11: the window manager; Wayland: an xdg-activation token with its serial).
            let clicked = SignalConnection.connect(button, signal: "clicked") { _ in
                app.wrappedValue = .password
            }
            defer { clicked.disconnect() }
            guard f.present(opener), f.present(creator) else { return }
            gtk_widget_grab_focus(button)
            // The creator has no field of the state: nil once the opener's deactivation is in.
            XCTAssertTrue(MainContextPump.run { app.wrappedValue == nil })
            let changes = ChangeRecorder(app.storage)

            XCTAssertTrue(InputTool.key("space"), "key space")
            XCTAssertTrue(MainContextPump.run(timeout: 5) { opener.isActive }, "the opener was raised")
            XCTAssertFalse(creator.isActive)
            XCTAssertTrue(f.focus(of: opener, isIn: password))
            XCTAssertEqual(app.wrappedValue, .password)
            XCTAssertEqual(changes.changes, ["nil -> password"], "one change, no nil when activation moved")
            XCTAssertFalse(f.logger.traces.contains { $0.contains("present declined") }, "\(f.logger.traces)")
        }
    }

    func testWindowScopedWriteToAnInactiveWindowDoesNotRaiseIt() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let back = f.makeWindow("back")
            let front = f.makeWindow("front")
            let name = back.addEntry()
            let password = back.addPasswordEntry()
            let frontEntry = front.addEntry()
            let local = FocusState<Field?>(label: "local", scope: .window(nil))
            let frontState = FocusState<Field?>(label: "front", scope: .window(nil))
            f.bind(name, local, .name)
            f.bind(password, local, .password)
            f.bind(frontEntry, frontState, .notes)
            guard f.present(back), f.present(front) else { return }
            XCTAssertEqual(local.wrappedValue, .name)

            local.wrappedValue = .password
            XCTAssertEqual(local.wrappedValue, .password)
            XCTAssertTrue(f.focus(of: back, isIn: password))
            XCTAssertEqual(frontState.wrappedValue, .notes, "the front window keeps its focus")
            f.waitForFrames(3, in: front)
            XCTAssertTrue(front.isActive, "no focus stealing")
            XCTAssertFalse(back.isActive)

            local.wrappedValue = nil
            XCTAssertNil(local.wrappedValue)
            XCTAssertNil(back.focus)
            XCTAssertTrue(front.isActive)
        }
    }
}
