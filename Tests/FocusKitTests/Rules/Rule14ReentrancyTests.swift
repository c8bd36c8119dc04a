import Testing

@testable import FocusKit
@testable import FocusKitTestSupport

@MainActor
@Suite("Rule 14: reentrancy and loops")
struct Rule14ReentrancyTests {
    @Test func observerMayWriteTheStateThatIsChanging() {
        let f = LoginFixture()
        // An observer that refuses nil by refocusing username.
        let observation = f.focus.storage.observe { _, new in
            if new == nil { f.focus.wrappedValue = .username }
        }
        f.toolkit.click(f.button)
        #expect(f.value == .username)
        observation.cancel()
    }

    @Test func pingPongBetweenTwoStatesTerminates() {
        let toolkit = FakeToolkit()
        let window = toolkit.makeWindow()
        let a = toolkit.makeEntry("a", in: window)
        let b = toolkit.makeEntry("b", in: window)
        let first = FocusState<Bool>()
        let second = FocusState<Bool>()
        let tokens = [
            toolkit.coordinator.register(node: a.entry, state: first.storage),
            toolkit.coordinator.register(node: b.entry, state: second.storage),
        ]
        toolkit.show(window)
        var writes = 0
        let o1 = first.storage.observe { _, new in
            if new { writes += 1; second.wrappedValue = true }
        }
        let o2 = second.storage.observe { _, new in
            if new { writes += 1; first.wrappedValue = true }
        }
        toolkit.click(b.entry)
        // Each observer keeps bouncing focus to the other field; the bounded queue stops it.
        #expect(writes <= toolkit.coordinator.deferredWriteLimit + 2)
        #expect(first.wrappedValue != second.wrappedValue)
        _ = (tokens, o1, o2)
    }

    @Test func endlessSelfLoopIsCutWithAWarning() {
        let f = LoginFixture()
        let observation = f.focus.storage.observe { _, new in
            f.focus.wrappedValue = new == .username ? .password : .username
        }
        f.toolkit.click(f.password.entry)
        #expect(f.logger.warnings.contains { $0.contains("keep triggering each other") })
        observation.cancel()
        // The coordinator still works afterwards.
        f.focus.wrappedValue = nil
        #expect(f.value == nil)
    }
}
