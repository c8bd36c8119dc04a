import CGtk
import FocusKit
import FocusKitTestSupport
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// Issue 7, soak: seeded random user and programmatic focus operations across five real
/// windows, including closing and reopening windows and destroying focused fields, with the
/// contract's invariants checked after every step:
///
/// - rule 1: every state equals the value derived from `gtk_window_get_focus` of its scope;
/// - rule 5: a write whose field can take focus reads back at once, a nil write reads nil;
/// - rules 3 and 9: every observed change continues from the previous one, never `A -> A`, and a
///   user move between two fields of one state is observed as exactly one change;
/// - rule 11: destroying the focused field sets its state to nil, ends its bindings, and
///   GTK's fallback after the next frames does not report a value nobody asked for;
/// - bookkeeping: the host tracks exactly the live bound widgets, the coordinator exactly the
///   live fields, and nothing is left when every window is closed.
///
/// Runs only with `FOCUSKIT_RELIABILITY=1`. Steps: `FOCUSKIT_SOAK_STEPS` (3,000 by default, as in `scripts/reliability/ci`; 50,000
/// in `scripts/reliability/long`); replay with `FOCUSKIT_SOAK_SEED`.
final class GtkSoakTests: XCTestCase {
    func testRandomFocusOperationsAcrossFiveWindowsKeepTheContract() throws {
        try ReliabilityEnvironment.require()
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let world = GtkSoakWorld(fixture: f)
            defer {
                world.closeAll()
                MainContextPump.drainPending()
            }
            for index in 0..<GtkSoakWorld.slotCount {
                guard f.present(world.open(index).window) else { return }
            }
            let steps = ReliabilityEnvironment.soakSteps
            let seed = ReliabilityEnvironment.soakSeed
            var random = SeededRandom(seed: seed)
            var runner = SoakRunner(world: world)
            var log: [String] = []
            let started = g_get_monotonic_time()
            for step in 0..<steps {
                let outcome = runner.step(using: &random)
                log.append("\(step): \(outcome.description)")
                if log.count > 40 { log.removeFirst(log.count - 40) }
                if let failure = outcome.failure ?? runner.checkInvariants(after: outcome) {
                    XCTFail(
                        "soak seed \(seed) step \(step): \(failure)\nlast steps:\n"
                            + log.joined(separator: "\n"))
                    return
                }
            }
            let elapsed = (g_get_monotonic_time() - started) / 1000
            print("GTK soak: \(steps) steps in \(elapsed) ms; \(runner.counts.sorted { $0.key < $1.key })")

            world.closeAll()
            MainContextPump.drainPending()
            XCTAssertEqual(f.host.trackedWidgetCount, 0, "widgets still tracked after closing every window")
            XCTAssertEqual(f.host.trackedWindowCount, 0, "windows still tracked after closing every window")
            XCTAssertEqual(f.coordinator.fieldCount, 0, "fields still registered after closing every window")
            XCTAssertNil(world.app.wrappedValue)
        }
    }
}

/// What one step did, and a failure it detected itself.
struct SoakOutcome: CustomStringConvertible {
    var description: String
    var failure: String?
    /// For a user move between two fields: the slot whose state must change exactly once.
    var singleChangeSlot: Int?
}

/// Performs random steps on a ``GtkSoakWorld`` and checks the invariants.
@MainActor
struct SoakRunner {
    let world: GtkSoakWorld
    var counts: [String: Int] = [:]
    /// Last values seen by the observation logs, to check continuity.
    private var lastLocal: [Int: AnyHashable] = [:]
    private var lastApp: AnyHashable

    init(world: GtkSoakWorld) {
        self.world = world
        lastApp = AnyHashable(world.app.wrappedValue)
        for index in world.openSlots {
            lastLocal[index] = AnyHashable(world.slots[index]!.local.wrappedValue)
        }
        for index in world.openSlots { _ = world.slots[index]!.recorder.take() }
        _ = world.appLog.take()
    }

    var f: FocusFixture { world.fixture }

    mutating func step(using random: inout SeededRandom) -> SoakOutcome {
        let open = world.openSlots
        let roll = Int.random(in: 0..<1000, using: &random)
        // Keep at least two windows open most of the time; reopen closed slots.
        if open.count < 2 || (roll < 40 && open.count < GtkSoakWorld.slotCount) {
            let closed = (0..<GtkSoakWorld.slotCount).filter { world.slots[$0] == nil }
            let index = closed.randomElement(using: &random)!
            return reopen(index)
        }
        let index = open.randomElement(using: &random)!
        let slot = world.slots[index]!
        if slot.fields.isEmpty {
            world.addLocalField(to: slot, value: .name)
            return count("add", SoakOutcome(description: "add local field w\(index) (none left)"))
        }
        switch roll {
        case 40..<300:
            let widget = slot.allWidgets.randomElement(using: &random)!
            return userGrab(widget, in: index)
        case 300..<420:
            let backward = Bool.random(using: &random)
            gtk_widget_child_focus(slot.window.widget, backward ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD)
            return count("tab", SoakOutcome(description: backward ? "shift-tab w\(index)" : "tab w\(index)"))
        case 420..<430:
            return realKey(Bool.random(using: &random) ? "Tab" : "shift+Tab")
        case 430..<600:
            return writeLocal(in: index, using: &random)
        case 600..<680:
            return writeApp(using: &random)
        case 680..<720:
            let active = f.present(slot.window)
            return count(
                "present",
                SoakOutcome(description: "present w\(index)", failure: active ? nil : "not activated"))
        case 720..<760:
            world.close(index)
            lastLocal[index] = nil
            return count("close", SoakOutcome(description: "close w\(index)"))
        case 760..<830:
            return destroyFocusedField(in: index, using: &random)
        case 830..<870:
            if Bool.random(using: &random) {
                world.addLocalField(to: slot, value: Field.allCases.randomElement(using: &random)!)
                return count("add", SoakOutcome(description: "add local field w\(index)"))
            }
            world.addAppField(to: slot)
            return count("add", SoakOutcome(description: "add app field w\(index)"))
        case 870..<920:
            let field = slot.fields.randomElement(using: &random)!
            let visible = gtk_widget_get_visible(field.widget) == 0
            gtk_widget_set_visible(field.widget, visible ? 1 : 0)
            return count(
                "visibility", SoakOutcome(description: "visible \(field.value) w\(index) = \(visible)"))
        case 920..<960:
            let field = slot.fields.randomElement(using: &random)!
            let sensitive = gtk_widget_get_sensitive(field.widget) == 0
            gtk_widget_set_sensitive(field.widget, sensitive ? 1 : 0)
            return count(
                "sensitivity", SoakOutcome(description: "sensitive \(field.value) w\(index) = \(sensitive)"))
        default:
            f.waitForFrames(1, in: slot.window)
            return count("frame", SoakOutcome(description: "frame w\(index)"))
        }
    }

    private mutating func count(_ kind: String, _ outcome: SoakOutcome) -> SoakOutcome {
        counts[kind, default: 0] += 1
        return outcome
    }

    private mutating func reopen(_ index: Int) -> SoakOutcome {
        let slot = world.open(index)
        let active = f.present(slot.window)
        lastLocal[index] = AnyHashable(slot.local.wrappedValue)
        _ = slot.recorder.take()
        return count(
            "reopen", SoakOutcome(description: "reopen w\(index)", failure: active ? nil : "not activated"))
    }

    /// A user's click: `gtk_widget_grab_focus`, as GTK's click gesture does.
    private mutating func userGrab(_ widget: UnsafeMutablePointer<GtkWidget>, in index: Int) -> SoakOutcome {
        let slot = world.slots[index]!
        let before = world.focusedField(in: slot)
        let moved = gtk_widget_grab_focus(widget) != 0
        if moved { slot.pendingLocal = false }
        let after = world.focusedField(in: slot)
        var outcome = SoakOutcome(description: "grab w\(index) -> \(moved)")
        // Two different fields of the window's own state: exactly one change A -> B (rule 3).
        if moved, let before, let after, before !== after, !before.isApp, !after.isApp,
            before.value != after.value,
            gtk_widget_is_ancestor(after.widget, before.widget) == 0,
            gtk_widget_is_ancestor(before.widget, after.widget) == 0
        {
            outcome.singleChangeSlot = index
        }
        return count("grab", outcome)
    }

    /// A real key press through the X server to the active window.
    private mutating func realKey(_ key: String) -> SoakOutcome {
        let active = world.openSlots.first { world.slots[$0]!.window.isActive }
        let before = active.flatMap { world.slots[$0]!.window.focus }
        guard InputTool.key(key) else {
            return SoakOutcome(description: "key \(key)", failure: "the input tool failed")
        }
        if let active {
            // Bounded wait until GTK has handled the key (focus moved), else give up quietly:
            // Tab may legitimately not move focus.
            MainContextPump.run(timeout: 0.3) { self.world.slots[active]?.window.focus != before }
        }
        return count("key", SoakOutcome(description: "key \(key)"))
    }

    private mutating func writeLocal(in index: Int, using random: inout SeededRandom) -> SoakOutcome {
        let slot = world.slots[index]!
        let writeNil = Int.random(in: 0..<5, using: &random) == 0
        let value: Field? = writeNil ? nil : Field.allCases.randomElement(using: &random)!
        let applicable = !writeNil && world.canApply(AnyHashable(value), in: slot.localFields)
        slot.local.wrappedValue = value
        slot.pendingLocal = !writeNil && !applicable
        let read = slot.local.wrappedValue
        let text = "write local\(index) = \(value.map { "\($0)" } ?? "nil")"
        if applicable && read != value {
            return SoakOutcome(description: text, failure: "\(text) read back \(String(describing: read))")
        }
        if writeNil && read != nil {
            return SoakOutcome(description: text, failure: "\(text) read back \(String(describing: read))")
        }
        return count("write", SoakOutcome(description: text))
    }

    private mutating func writeApp(using random: inout SeededRandom) -> SoakOutcome {
        let appFields = world.slots.compactMap { $0 }.flatMap { $0.fields.filter(\.isApp) }
        let writeNil = appFields.isEmpty || Int.random(in: 0..<5, using: &random) == 0
        let value: Int? = writeNil ? nil : (appFields.randomElement(using: &random)!.value.base as! Int)
        let applicable = !writeNil && world.canApply(AnyHashable(value), in: appFields)
        world.app.wrappedValue = value
        let read = world.app.wrappedValue
        let text = "write app = \(value.map(String.init) ?? "nil")"
        if applicable && read != value {
            return SoakOutcome(description: text, failure: "\(text) read back \(String(describing: read))")
        }
        if writeNil && read != nil {
            return SoakOutcome(description: text, failure: "\(text) read back \(String(describing: read))")
        }
        return count("write", SoakOutcome(description: text))
    }

    /// Destroys the focused bound field if there is one (else a random one); rule 11.
    private mutating func destroyFocusedField(in index: Int, using random: inout SeededRandom) -> SoakOutcome
    {
        let slot = world.slots[index]!
        guard let field = world.focusedField(in: slot) ?? slot.fields.randomElement(using: &random) else {
            return SoakOutcome(description: "destroy: no field in w\(index)")
        }
        let wasFocused = world.focusedField(in: slot) === field
        let tokens = slot.fields.filter {
            $0.widget == field.widget || gtk_widget_is_ancestor($0.widget, field.widget) != 0
        }
        .map(\.token)
        world.destroy(field, in: slot)
        let text = "destroy \(wasFocused ? "focused " : "")\(field.value) w\(index)"
        if wasFocused && !field.isApp && slot.local.wrappedValue != nil && !slot.pendingLocal {
            return SoakOutcome(
                description: text,
                failure:
                    "state kept \(String(describing: slot.local.wrappedValue)) after its field was destroyed "
                    + "(window active: \(slot.window.isActive), focus widget set: \(slot.window.focus != nil), "
                    + "focus in a bound field: \(world.focusedField(in: slot).map { "\($0.value)" } ?? "none"), "
                    + "other fields with that value: \(slot.localFields.filter { $0.value == field.value }.count), "
                    + "entry: \(focuskit_is_entry(UnsafeMutableRawPointer(field.widget)) != 0))")
        }
        // The window holds its focus widget until GTK's after-paint fallback; then the widget
        // is finalized. That fallback must not land in another field of this state (rule 11).
        f.waitForFrames(2, in: slot.window)
        if tokens.contains(where: \.isActive) {
            return SoakOutcome(description: text, failure: "a binding of a destroyed widget is still active")
        }
        if wasFocused && !field.isApp, let landed = world.focusedField(in: slot), !landed.isApp,
            !slot.pendingLocal
        {
            return SoakOutcome(
                description: text,
                failure: "focus fell back into bound field \(landed.value) after the removal")
        }
        return count("destroy", SoakOutcome(description: text))
    }

    // MARK: Invariants

    mutating func checkInvariants(after outcome: SoakOutcome) -> String? {
        for index in world.openSlots {
            let slot = world.slots[index]!
            let expected = world.expectedLocal(slot)
            if slot.local.wrappedValue != expected {
                return
                    "local\(index) reads \(String(describing: slot.local.wrappedValue)), GTK focus says \(String(describing: expected))"
            }
            let changes = slot.recorder.take()
            if let problem = Self.continuity(
                changes, from: lastLocal[index], to: AnyHashable(slot.local.wrappedValue))
            {
                return "local\(index): \(problem)"
            }
            if outcome.singleChangeSlot == index, changes.count != 1 {
                return
                    "local\(index): a move between two fields was observed as \(changes.count) changes \(changes)"
            }
            lastLocal[index] = AnyHashable(slot.local.wrappedValue)
        }
        let expectedApp = world.expectedApp()
        if world.app.wrappedValue != expectedApp {
            return
                "app reads \(String(describing: world.app.wrappedValue)), GTK focus says \(String(describing: expectedApp))"
        }
        if let problem = Self.continuity(
            world.appLog.take(), from: lastApp, to: AnyHashable(world.app.wrappedValue))
        {
            return "app: \(problem)"
        }
        lastApp = AnyHashable(world.app.wrappedValue)

        let liveWidgets = Set(
            world.slots.compactMap { $0 }.flatMap { $0.fields.map { UInt(bitPattern: $0.widget) } })
        if f.host.trackedWidgetCount != liveWidgets.count {
            return
                "host tracks \(f.host.trackedWidgetCount) widgets, \(liveWidgets.count) are bound and alive"
        }
        let liveFields = world.slots.compactMap { $0 }.reduce(0) { $0 + $1.fields.count }
        if f.coordinator.fieldCount != liveFields {
            return "coordinator has \(f.coordinator.fieldCount) fields, \(liveFields) are alive"
        }
        if world.destroyedTokens.contains(where: \.isActive) {
            return "a binding of a destroyed widget is still active"
        }
        return nil
    }

    /// Each change continues from the previous value, none is a no-op (rule 9), and the last
    /// one is the current value.
    static func continuity(
        _ changes: [(old: AnyHashable, new: AnyHashable)], from start: AnyHashable?, to end: AnyHashable
    ) -> String? {
        var current = start
        for change in changes {
            if change.old == change.new { return "observed a no-op change \(change.old) -> \(change.new)" }
            if let current, change.old != current {
                return "observed \(change.old) -> \(change.new) but the previous value was \(current)"
            }
            current = change.new
        }
        if let current, current != end { return "last observed value \(current), state reads \(end)" }
        return nil
    }
}
