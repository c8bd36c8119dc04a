import CGtk
import FocusKit
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// Contract rule 11's "nothing keeps a dangling pointer", at scale: 1,000 real windows with
/// bound entries are created, shown, focused and destroyed; afterwards the host tracks no
/// widget or window and the coordinator has no field left.
final class GtkFocusLeakTests: XCTestCase {
    func testThousandWindowsLeaveNothingBehind() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let app = FocusState<Int?>(label: "app", scope: .app)
            // Tokens stay alive: every field must be unregistered by its widget's destruction.
            var tokens: [FocusRegistration] = []
            for index in 0..<1_000 {
                let w = TestWindow(title: "leak \(index)", plain: index % 2 == 0)
                let local = FocusState<Field?>(label: "local", scope: .window(nil))
                let name = w.addEntry()
                let password = w.addPasswordEntry()
                tokens += [
                    f.host.bind(name, to: local.storage, equals: .name),
                    f.host.bind(password, to: local.storage, equals: .password),
                    f.host.bind(password, to: app.storage, equals: index),
                ]
                if index % 10 == 0 {
                    // Every tenth window is really shown and focused through the window manager.
                    guard f.present(w) else { return }
                    local.wrappedValue = .password
                    XCTAssertEqual(app.wrappedValue, index)
                } else {
                    gtk_widget_grab_focus(password)
                }
                w.destroy()
                if index % 100 == 0 { MainContextPump.drainPending() }
            }
            MainContextPump.drainPending()
            XCTAssertEqual(f.host.trackedWidgetCount, 0)
            XCTAssertEqual(f.host.trackedWindowCount, 0)
            XCTAssertEqual(f.coordinator.fieldCount, 0)
            XCTAssertNil(app.wrappedValue)
            XCTAssertEqual(tokens.filter(\.isActive).count, 0, "the host ended every binding")
        }
    }
}
