import CGtk
import FocusKit
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// Contract rule 17 on real windows, under X11 (the X server sends focus-out, then focus-in)
/// and under Wayland (the compositor sends the keyboard leave and enter separately): when
/// activation moves from one window of the app to another, an app-scoped state changes once,
/// old → new, and never reads nil in between; only a deactivation that no activation follows
/// makes it nil.
final class GtkRule17NoTransientNilBetweenWindowsTests: XCTestCase {
    func testActivationMovingBetweenWindowsIsOneChange() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w1 = f.makeWindow("first")
            let w2 = f.makeWindow("second")
            let name = w1.addEntry()
            let email = w2.addEntry()
            let app = FocusState<Field?>(label: "handoff", scope: .app)
            f.bind(name, app, .name)
            f.bind(email, app, .email)
            guard f.present(w1) else { return }
            XCTAssertEqual(app.wrappedValue, .name)
            let changes = ChangeRecorder(app.storage)
            var readNil = false
            let observation = app.storage.observe { _, new in if new == nil { readNil = true } }
            defer { observation.cancel() }

            // A new window: the window manager activates it and deactivates the first one.
            guard f.present(w2) else { return }
            MainContextPump.drainPending()
            XCTAssertFalse(w1.isActive)
            XCTAssertEqual(app.wrappedValue, .email)
            XCTAssertEqual(changes.changes, ["name -> email"])

            // Back to the first window, through the window manager (compositor).
            guard f.present(w1) else { return }
            MainContextPump.drainPending()
            XCTAssertEqual(app.wrappedValue, .name)
            XCTAssertEqual(changes.changes, ["name -> email", "email -> name"])
            XCTAssertFalse(readNil, "the state never read nil between the windows")
            XCTAssertFalse(
                f.logger.traces.contains { $0.contains("state=handoff") && $0.contains("-> nil") },
                "\(f.logger.traces)")
            XCTAssertTrue(f.logger.traces.contains("focus window=0 state=handoff name -> email cause=window"))
        }
    }

    func testDeactivationCommitsAtTheEndOfTheBurstWhenNoActivationFollows() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w1 = f.makeWindow("only")
            let name = w1.addEntry()
            let app = FocusState<Field?>(label: "handoff", scope: .app)
            f.bind(name, app, .name)
            guard f.present(w1) else { return }
            XCTAssertEqual(app.wrappedValue, .name)
            let changes = ChangeRecorder(app.storage)
            // GTK reports the deactivation (as from the display server); nothing activates
            // another window of the app, so the state becomes nil when the burst is over.
            f.coordinator.windowDidChangeActivation(f.id(w1), isActive: false)
            XCTAssertEqual(app.wrappedValue, .name, "not before the end of the burst")
            XCTAssertTrue(MainContextPump.run { app.wrappedValue == nil }, "committed from the main loop")
            XCTAssertEqual(changes.changes, ["name -> nil"])
        }
    }
}
