import Testing

@testable import FocusKit
@testable import FocusKitTestSupport

@MainActor
@Suite("Rule 1: derived value")
struct Rule01DerivedValueTests {
    @Test func valueIsTheFieldContainingTheFocusWidget() {
        let f = LoginFixture()
        // GTK's auto-focus put focus on the first Tab stop: the username entry's inner text.
        #expect(f.focusName == "username.text")
        #expect(f.value == .username)
        f.toolkit.click(f.button)
        #expect(f.value == nil)
    }

    @Test func innermostFieldWins() {
        let toolkit = FakeToolkit()
        let window = toolkit.makeWindow()
        let outer = toolkit.makeNode("outer", in: window, focusable: false)
        let inner = toolkit.makeEntry("inner", in: nil, parent: outer)
        let state = FocusState<Int?>()
        let a = toolkit.coordinator.register(node: outer, state: state.storage, equals: 1)
        let b = toolkit.coordinator.register(node: inner.entry, state: state.storage, equals: 2)
        toolkit.show(window)
        #expect(toolkit.name(toolkit.windows[window]?.focus) == "inner.text")
        #expect(state.wrappedValue == 2)
        b.cancel()
        #expect(state.wrappedValue == 1)
        a.cancel()
        #expect(state.wrappedValue == nil)
    }

    @Test func registeringAnAlreadyFocusedWidgetTakesItsValue() {
        let toolkit = FakeToolkit()
        let window = toolkit.makeWindow()
        let entry = toolkit.makeEntry("e", in: window)
        toolkit.show(window)
        let state = FocusState<Bool>()
        #expect(state.wrappedValue == false)
        let token = toolkit.coordinator.register(node: entry.entry, state: state.storage)
        #expect(state.wrappedValue == true)
        token.cancel()
    }
}
