import CGtk
import FocusKit
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// Contract rule 4 (window activation) on real windows activated by the window manager:
/// window-scoped states keep their values while their window is inactive and do not change on
/// reactivation; app-scoped states follow the active window. Focus moves inside an inactive
/// window update its window-scoped states but not app-scoped ones.
final class GtkRule04WindowActivationTests: XCTestCase {
    func testWindowScopedStatesKeepTheirValueAndAppScopedFollowTheActiveWindow() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w1 = f.makeWindow("one")
            let w2 = f.makeWindow("two")
            let n1 = w1.addEntry()
            let p1 = w1.addPasswordEntry()
            let n2 = w2.addEntry()
            let first = FocusState<Field?>(label: "first", scope: .window(nil))
            let second = FocusState<Field?>(label: "second", scope: .window(nil))
            let app = FocusState<Field?>(label: "app", scope: .app)
            f.bind(n1, first, .name)
            f.bind(p1, first, .password)
            f.bind(n2, second, .name)
            f.bind(p1, app, .password)
            f.bind(n2, app, .email)
            guard f.present(w1) else { return }
            gtk_widget_grab_focus(p1)
            XCTAssertEqual(first.wrappedValue, .password)
            XCTAssertEqual(app.wrappedValue, .password)
            let firstChanges = ChangeRecorder(first.storage)

            guard f.present(w2) else { return }
            XCTAssertFalse(w1.isActive)
            XCTAssertTrue(f.focus(of: w1, isIn: p1), "GTK keeps an inactive window's focus widget")
            XCTAssertEqual(first.wrappedValue, .password, "deactivation is not a focus change")
            XCTAssertEqual(second.wrappedValue, .name, "GTK focused w2's first Tab stop on show")
            XCTAssertEqual(app.wrappedValue, .email, "app-scoped state reads the active window")

            guard f.present(w1) else { return }
            XCTAssertEqual(first.wrappedValue, .password)
            XCTAssertEqual(second.wrappedValue, .name)
            XCTAssertEqual(app.wrappedValue, .password)
            XCTAssertEqual(firstChanges.changes, [], "activation changes nothing for window-scoped states")
        }
    }

    func testAppScopedStateIsNilWhenTheActiveWindowHasNoFieldOfIt() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w1 = f.makeWindow("fields")
            let w2 = f.makeWindow("no fields")
            let w3 = f.makeWindow("third")
            let name = w1.addEntry()
            w2.addEntry()
            let notes = w3.addEntry()
            let app = FocusState<Field?>(label: "app", scope: .app)
            f.bind(name, app, .name)
            f.bind(notes, app, .notes)
            guard f.present(w1) else { return }
            XCTAssertEqual(app.wrappedValue, .name)
            let changes = ChangeRecorder(app.storage)
            guard f.present(w2) else { return }
            // w2 has no field, so the host does not track it: w1's deactivation alone reaches
            // the coordinator, committed once the burst of events is over (rule 17).
            XCTAssertTrue(MainContextPump.run { app.wrappedValue == nil })
            guard f.present(w3) else { return }
            XCTAssertEqual(app.wrappedValue, .notes)
            guard f.present(w1) else { return }
            XCTAssertEqual(app.wrappedValue, .name)
            // w2 has no field of the state: nil is its real value there (rule 4). Between w3 and
            // w1 it never reads nil (rule 17).
            XCTAssertEqual(changes.changes, ["name -> nil", "nil -> notes", "notes -> name"])
            XCTAssertTrue(f.logger.traces.contains("focus window=0 state=app name -> nil cause=window"))
        }
    }

    func testFocusMoveInsideAnInactiveWindowUpdatesOnlyItsWindowScopedStates() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w1 = f.makeWindow("background")
            let w2 = f.makeWindow("front")
            let n1 = w1.addEntry()
            let e1 = w1.addEntry()
            let n2 = w2.addEntry()
            let local = FocusState<Field?>(label: "local", scope: .window(nil))
            let app = FocusState<Field?>(label: "app", scope: .app)
            f.bind(n1, local, .name)
            f.bind(e1, local, .email)
            f.bind(e1, app, .email)
            f.bind(n2, app, .notes)
            guard f.present(w1), f.present(w2) else { return }
            XCTAssertEqual(local.wrappedValue, .name)
            XCTAssertEqual(app.wrappedValue, .notes)
            let appChanges = ChangeRecorder(app.storage)

            XCTAssertEqual(gtk_widget_grab_focus(e1), 1)
            XCTAssertFalse(w1.isActive)
            XCTAssertTrue(f.focus(of: w1, isIn: e1))
            XCTAssertEqual(local.wrappedValue, .email, "the inactive window's focus widget moved")
            XCTAssertEqual(app.wrappedValue, .notes, "app-scoped state still reads the active window")
            XCTAssertEqual(appChanges.changes, [])

            guard f.present(w1) else { return }
            XCTAssertEqual(app.wrappedValue, .email, "activation reads the moved focus widget")
            XCTAssertEqual(local.wrappedValue, .email)
        }
    }
}
