import Testing

@testable import FocusKit
@testable import FocusKitTestSupport

@MainActor
@Suite("Rule 4: window activation")
struct Rule04WindowActivationTests {
    @Test func windowScopedStateKeepsItsValueWhileInactive() {
        let f = LoginFixture()
        let other = f.toolkit.makeWindow()
        f.toolkit.makeNode("other", in: other)
        f.toolkit.show(other)
        f.changes.removeAll()
        f.toolkit.activate(other)
        #expect(f.value == .username)
        f.toolkit.activate(f.window)
        #expect(f.value == .username)
        #expect(f.changes.isEmpty)
    }

    @Test func appScopedStateFollowsTheActiveWindow() {
        let toolkit = FakeToolkit()
        let w1 = toolkit.makeWindow()
        let w2 = toolkit.makeWindow()
        let a = toolkit.makeEntry("a", in: w1)
        let b = toolkit.makeEntry("b", in: w2)
        let state = FocusState<String?>(label: "app", scope: .app)
        let tokens = [
            toolkit.coordinator.register(node: a.entry, state: state.storage, equals: "a"),
            toolkit.coordinator.register(node: b.entry, state: state.storage, equals: "b"),
        ]
        toolkit.show(w1)
        toolkit.show(w2)
        #expect(state.wrappedValue == nil)
        toolkit.activate(w1)
        #expect(state.wrappedValue == "a")
        toolkit.activate(w2)
        #expect(state.wrappedValue == "b")
        toolkit.deactivate(w2)
        #expect(state.wrappedValue == nil)
        _ = tokens
    }

    @Test func focusMoveInsideAnInactiveWindowUpdatesItsWindowScopedState() {
        let f = LoginFixture()
        let other = f.toolkit.makeWindow()
        f.toolkit.makeNode("other", in: other)
        f.toolkit.show(other)
        f.toolkit.activate(other)
        f.toolkit.click(f.password.entry)
        #expect(f.value == .password)
        #expect(f.toolkit.activeWindow == other)
    }
}
