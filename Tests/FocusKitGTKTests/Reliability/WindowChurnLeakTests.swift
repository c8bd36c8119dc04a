import CGtk
import FocusKit
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// Issue 7, leaks. The window test is also the driver that `scripts/reliability/valgrind` runs
/// under `valgrind --leak-check=full` (with `FOCUSKIT_LEAK_WINDOWS=1000` in the long variant):
/// windows with bound fields are created, shown, focused by the user and by writes, and
/// destroyed. The flat-memory tests register and unregister a field 100,000 times, headless and
/// on a real GTK entry, and check that the heap does not grow with the number of cycles.
final class WindowChurnLeakTests: XCTestCase {
    func testWindowChurnWithBoundFieldsLeavesNothingBehind() throws {
        try ReliabilityEnvironment.require()
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let count = ReliabilityEnvironment.leakWindows
            let app = FocusState<Int?>(label: "app", scope: .app)
            var tokens: [FocusRegistration] = []
            for index in 0..<count {
                let w = TestWindow(title: "churn \(index)", plain: index % 3 == 0)
                let local = FocusState<Field?>(label: "local", scope: .window(nil))
                let flag = FocusState<Bool>(label: "flag", scope: .window(nil))
                let name = w.addEntry()
                let password = w.addPasswordEntry()
                let section = w.addBox()
                let notes = w.addEntry(to: section)
                let button = w.addButton("OK")
                tokens += [
                    f.host.bind(name, to: local.storage, equals: .name),
                    f.host.bind(password, to: local.storage, equals: .password),
                    f.host.bind(section, to: local.storage, equals: .notes),
                    f.host.bind(notes, to: app.storage, equals: index),
                    f.host.bind(button, to: flag.storage),
                ]
                local.wrappedValue = .name  // before the window shows: a pending write (rule 7)
                if index % 5 == 0 {
                    guard f.present(w) else { return }
                    XCTAssertEqual(local.wrappedValue, .name)
                    gtk_widget_grab_focus(notes)
                    XCTAssertEqual(app.wrappedValue, index)
                    flag.wrappedValue = true
                    XCTAssertTrue(flag.wrappedValue)
                    if index % 10 == 0 { w.remove(password) }  // destroy a field, maybe focused
                } else {
                    gtk_widget_grab_focus(password)
                }
                w.destroy()
                if index % 25 == 0 { MainContextPump.drainPending() }
            }
            MainContextPump.drainPending()
            XCTAssertEqual(f.host.trackedWidgetCount, 0)
            XCTAssertEqual(f.host.trackedWindowCount, 0)
            XCTAssertEqual(f.coordinator.fieldCount, 0)
            XCTAssertNil(app.wrappedValue)
            XCTAssertEqual(tokens.filter(\.isActive).count, 0, "destroying a widget ends its bindings")
        }
    }

    /// Headless: the coordinator alone, 100,000 register/cancel cycles.
    func testRegisteringAndUnregisteringOnTheCoordinatorKeepsMemoryFlat() throws {
        try ReliabilityEnvironment.require()
        MainActor.assumeIsolated {
            let coordinator = FocusCoordinator()
            let state = FocusState<Int?>(label: "churn", scope: .window(nil))
            let cycles = ReliabilityEnvironment.bindCycles
            let growth = Self.heapGrowth(cycles: cycles) { cycle in
                let token = coordinator.register(
                    node: FocusNodeID(UInt(cycle % 64 + 1)), state: state.storage, equals: cycle % 8)
                token.cancel()
            }
            XCTAssertEqual(coordinator.fieldCount, 0)
            XCTAssertLessThan(
                growth, 1 << 20, "resident memory grew by \(growth) bytes over \(cycles) cycles")
        }
    }

    /// On a real entry: `GtkFocusHost.bind` and cancel, 100,000 times on the same widget (as a
    /// view that re-renders would), then on fresh widgets.
    func testBindingAndUnbindingARealWidgetKeepsMemoryFlat() throws {
        try ReliabilityEnvironment.require()
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow("bind churn")
            let entry = w.addEntry()
            let state = FocusState<Int?>(label: "churn", scope: .window(nil))
            let cycles = ReliabilityEnvironment.bindCycles
            let growth = Self.heapGrowth(cycles: cycles) { cycle in
                let token = f.host.bind(entry, to: state.storage, equals: cycle % 8)
                token.cancel()
            }
            XCTAssertEqual(f.coordinator.fieldCount, 0)
            XCTAssertLessThan(
                growth, 1 << 20,
                "resident memory grew by \(growth) bytes over \(cycles) bind/cancel cycles of one widget")
        }
    }

    /// Runs `body` for `cycles` cycles and returns how much the heap grew between the end of a
    /// warm-up tenth and the end (resident memory): flat memory means this does not grow with
    /// `cycles`; a leak of even 16 bytes per cycle shows as more than a megabyte.
    @MainActor
    static func heapGrowth(cycles: Int, _ body: (Int) -> Void) -> Int {
        let warmUp = max(1, cycles / 10)
        for cycle in 0..<warmUp { body(cycle) }
        MainContextPump.drainPending()
        let before = ReliabilityEnvironment.heapInUse
        for cycle in warmUp..<cycles { body(cycle) }
        MainContextPump.drainPending()
        let after = ReliabilityEnvironment.heapInUse
        print("resident memory: \(before) -> \(after) bytes over \(cycles - warmUp) cycles")
        return after - before
    }
}
