import CGtk
import FocusKit
import XCTest

@testable import FocusKitGTK

/// Contract rule 14 (reentrancy and loops) on real GTK: observers may write any state,
/// including the one that is changing; ping-pong writes between two states terminate, with no
/// stack overflow, and leave every state equal to where GTK's focus is.
final class GtkRule14ReentrancyTests: XCTestCase {
    func testObserverWritingTheChangingStateSettles() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let name = w.addEntry()
            let email = w.addEntry()
            let password = w.addPasswordEntry()
            let focus = f.focusedField(binding: [(name, .name), (email, .email), (password, .password)])
            guard f.present(w) else { return }
            // Skip over email: whoever lands there is sent on to password.
            let observation = focus.storage.observe { _, new in
                if new == .email { focus.wrappedValue = .password }
            }
            defer { observation.cancel() }
            gtk_widget_child_focus(w.widget, GTK_DIR_TAB_FORWARD)
            XCTAssertEqual(focus.wrappedValue, .password)
            XCTAssertTrue(f.focus(of: w, isIn: password))
        }
    }

    func testPingPongBetweenTwoStatesTerminates() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let a = w.addEntry()
            let b = w.addEntry()
            let first = FocusState<Bool>(label: "first", scope: .window(nil))
            let second = FocusState<Bool>(label: "second", scope: .window(nil))
            f.host.bind(a, to: first.storage).keep(in: f)
            f.host.bind(b, to: second.storage).keep(in: f)
            f.coordinator.deferredWriteLimit = 200
            guard f.present(w) else { return }
            let calls = Shared(0)
            let observations = [
                first.storage.observe { _, new in
                    calls.value += 1
                    if new { second.wrappedValue = true }
                },
                second.storage.observe { _, new in
                    calls.value += 1
                    if new { first.wrappedValue = true }
                },
            ]
            defer { observations.forEach { $0.cancel() } }
            gtk_widget_grab_focus(b)
            XCTAssertGreaterThan(calls.value, 100, "the loop ran until the per-turn limit")
            XCTAssertTrue(f.logger.warnings.contains { $0.contains("keep triggering each other") })
            XCTAssertEqual(first.wrappedValue, f.focus(of: w, isIn: a))
            XCTAssertEqual(second.wrappedValue, f.focus(of: w, isIn: b))
            XCTAssertNotEqual(first.wrappedValue, second.wrappedValue)
        }
    }
}
