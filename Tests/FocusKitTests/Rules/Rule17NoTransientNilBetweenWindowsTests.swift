import Testing

@testable import FocusKit
@testable import FocusKitTestSupport

/// Two windows of one app, each with a field of one app-scoped state, and a third window with
/// no field of it; every committed change of the state is recorded.
@MainActor
final class TwoWindowFixture {
    let logger = RecordingLogger()
    let toolkit: FakeToolkit
    let first: FocusWindowID
    let second: FocusWindowID
    let plain: FocusWindowID
    let state = FocusState<String?>(label: "handoff", scope: .app)
    var tokens: [FocusRegistration] = []
    var changes: [String] = []
    var observation: FocusObservation?

    init() {
        toolkit = FakeToolkit(logger: logger)
        first = toolkit.makeWindow()
        second = toolkit.makeWindow()
        plain = toolkit.makeWindow()
        let a = toolkit.makeEntry("a", in: first)
        let b = toolkit.makeEntry("b", in: second)
        toolkit.makeNode("button", in: plain)
        tokens.append(toolkit.coordinator.register(node: a.entry, state: state.storage, equals: "a"))
        tokens.append(toolkit.coordinator.register(node: b.entry, state: state.storage, equals: "b"))
        for window in [first, second, plain] { toolkit.show(window) }
        toolkit.activate(first)
        observation = state.storage.observe { [unowned self] old, new in
            self.changes.append("\(old ?? "nil") -> \(new ?? "nil")")
        }
    }
}

@MainActor
@Suite("Rule 17: no transient nil between windows")
struct Rule17NoTransientNilBetweenWindowsTests {
    @Test func activationMovingBetweenWindowsIsOneChange() {
        let f = TwoWindowFixture()
        #expect(f.state.wrappedValue == "a")
        f.toolkit.activate(f.second)
        #expect(f.state.wrappedValue == "b")
        #expect(f.changes == ["a -> b"])
        #expect(f.logger.traces.last == "focus window=0 state=handoff a -> b cause=window")
        #expect(!f.logger.traces.contains { $0.contains("-> nil") })
    }

    @Test func separateDeactivationAndActivationEventsInOneBurstAreOneChange() {
        // Wayland: the compositor sends the deactivation and the activation as separate events.
        let f = TwoWindowFixture()
        f.toolkit.burst {
            f.toolkit.deactivate(f.first)
            #expect(f.state.wrappedValue == "a", "the deactivation waits for the end of the burst")
            #expect(f.changes.isEmpty)
            f.toolkit.activate(f.second)
        }
        #expect(f.state.wrappedValue == "b")
        #expect(f.changes == ["a -> b"])
    }

    @Test func deactivationWithNoActivationInTheBurstIsCommittedWhenItEnds() {
        let f = TwoWindowFixture()
        f.toolkit.burst {
            f.toolkit.deactivate(f.first)
            #expect(f.state.wrappedValue == "a")
        }
        #expect(f.state.wrappedValue == nil, "rule 4: no active window, no value")
        #expect(f.changes == ["a -> nil"])
        #expect(f.logger.traces.last == "focus window=0 state=handoff a -> nil cause=window")
    }

    @Test func deactivationAndReactivationOfTheSameWindowChangeNothing() {
        let f = TwoWindowFixture()
        f.toolkit.burst {
            f.toolkit.deactivate(f.first)
            f.toolkit.activate(f.first)
        }
        #expect(f.state.wrappedValue == "a")
        #expect(f.changes.isEmpty)
    }

    @Test func activatingAWindowWithoutAFieldIsOneChangeToNil() {
        let f = TwoWindowFixture()
        f.toolkit.activate(f.plain)
        f.toolkit.activate(f.second)
        f.toolkit.activate(f.first)
        #expect(f.changes == ["a -> nil", "nil -> b", "b -> a"])
    }

    @Test func closingTheWindowWhileItsDeactivationWaitsCommitsOnce() {
        let f = TwoWindowFixture()
        f.toolkit.burst {
            f.toolkit.deactivate(f.first)
            f.toolkit.close(f.first)
        }
        #expect(f.state.wrappedValue == nil)
        #expect(f.changes == ["a -> nil"])
    }

    @Test func aWriteDuringTheBurstIsNotUndoneByTheDeactivation() {
        let f = TwoWindowFixture()
        f.toolkit.burst {
            f.toolkit.deactivate(f.first)
            f.state.wrappedValue = "b"
        }
        #expect(f.state.wrappedValue == "b", "the write made the second window the key window")
        #expect(f.changes == ["a -> b"])
        f.toolkit.runFrame()
        #expect(f.toolkit.activeWindow == f.second)
        #expect(f.changes == ["a -> b"])
    }

    @Test func writingTheValueOfAWindowWhoseDeactivationWaitsPresentsItAgain() {
        // A button in a window outside the app's fields is clicked in the same burst of events
        // that deactivated the key window, and writes the value that window holds.
        let f = TwoWindowFixture()
        let presents = f.toolkit.presentCount
        f.toolkit.burst {
            f.toolkit.deactivate(f.first)
            f.state.wrappedValue = "a"
        }
        #expect(f.toolkit.presentCount == presents + 1, "the write is not a no-op (rule 9) here")
        #expect(f.state.wrappedValue == "a")
        f.toolkit.runFrame()
        #expect(f.toolkit.activeWindow == f.first)
        #expect(f.state.wrappedValue == "a")
        #expect(f.changes.isEmpty, "it never read nil")
    }
}
