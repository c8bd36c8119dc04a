import CGtk
import FocusKit
import FocusKitTestSupport
import XCTest

@testable import FocusKitGTK

/// Randomized stress of the whole contract on real GTK (rules 1–11, 14): seeded random user
/// moves (grabs, Tab, Shift+Tab), programmatic writes of values and nil, window presentation
/// through the window manager, hide/show and sensitivity toggles, and painted frames (GTK's
/// after-paint fallback) across three windows. After every step each state must equal the
/// value derived from `gtk_window_get_focus` of its scope window (rule 1), and a write whose
/// field can take focus must read back at once (rule 5).
final class GtkRandomStressTests: XCTestCase {
    static let steps = 5_000
    /// Replay another run with `FOCUSKIT_STRESS_SEED=<decimal seed>`.
    static var seed: UInt64 {
        g_getenv("FOCUSKIT_STRESS_SEED").flatMap { UInt64(String(cString: $0)) } ?? 0x5EED_F0C5
    }

    func testRandomStepsKeepEveryStateEqualToGtkFocus() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let world = GtkStressWorld(fixture: f)
            for window in world.windows { guard f.present(window) else { return } }
            var random = SeededRandom(seed: Self.seed)
            var log: [String] = []
            let started = g_get_monotonic_time()
            for step in 0..<Self.steps {
                let description = Self.perform(randomStepIn: world, using: &random)
                log.append("\(step): \(description)")
                if let failure = Self.check(world) ?? description.failure {
                    XCTFail(
                        "seed \(Self.seed) step \(step): \(failure)\nlast steps:\n"
                            + log.suffix(15).joined(separator: "\n"))
                    return
                }
            }
            print("GTK stress: \(Self.steps) steps in \((g_get_monotonic_time() - started) / 1000) ms")
        }
    }

    /// What a step did, and a rule-5 failure if a write that could be applied did not read back.
    private struct StepOutcome: CustomStringConvertible {
        var description: String
        var failure: String?
    }

    @MainActor
    private static func perform(randomStepIn world: GtkStressWorld, using random: inout SeededRandom)
        -> StepOutcome
    {
        let f = world.fixture
        let index = Int.random(in: 0..<3, using: &random)
        let window = world.windows[index]
        let widget = world.widgets[index].randomElement(using: &random)!
        let name = "w\(index)#\(world.widgets[index].firstIndex(of: widget)!)"
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<30:
            let moved = gtk_widget_grab_focus(widget) != 0
            return StepOutcome(description: "grab \(name) -> \(moved)")
        case 30..<45:
            let backward = Bool.random(using: &random)
            gtk_widget_child_focus(window.widget, backward ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD)
            return StepOutcome(description: backward ? "shift-tab w\(index)" : "tab w\(index)")
        case 45..<70:
            let state = world.states.randomElement(using: &random)!
            let writeNil = Int.random(in: 0..<4, using: &random) == 0
            let value = writeNil ? state.reset : state.bindings.randomElement(using: &random)!.value
            let applicable = !writeNil && world.canApply(value, to: state)
            state.write(value)
            let read = state.read()
            let text = "write \(state.label) = \(value)"
            if applicable && read != value {
                return StepOutcome(description: text, failure: "\(text) read back \(read)")
            }
            if writeNil && read != state.reset {
                return StepOutcome(description: text, failure: "\(text) read back \(read)")
            }
            return StepOutcome(description: text)
        case 70..<75:
            let active = f.present(window)
            return StepOutcome(
                description: "present w\(index)", failure: active ? nil : "w\(index) not activated")
        case 75..<85:
            let visible = gtk_widget_get_visible(widget) == 0
            gtk_widget_set_visible(widget, visible ? 1 : 0)
            return StepOutcome(description: "visible \(name) = \(visible)")
        case 85..<95:
            let sensitive = gtk_widget_get_sensitive(widget) == 0
            gtk_widget_set_sensitive(widget, sensitive ? 1 : 0)
            return StepOutcome(description: "sensitive \(name) = \(sensitive)")
        default:
            f.waitForFrames(1, in: window)
            return StepOutcome(description: "frame w\(index)")
        }
    }

    @MainActor
    private static func check(_ world: GtkStressWorld) -> String? {
        for state in world.states {
            let expected = world.expectedValue(of: state)
            let actual = state.read()
            if actual != expected {
                return "\(state.label) reads \(actual), GTK focus says \(expected)"
            }
        }
        return nil
    }
}
