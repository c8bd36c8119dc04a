import Testing

@testable import FocusKit
@testable import FocusKitTestSupport

@MainActor
@Suite("Rule 8: writing nil or false")
struct Rule08WritingNilTests {
    @Test func nilClearsTheWindowsFocusWhenTheStateOwnsIt() {
        let f = LoginFixture()
        f.focus.wrappedValue = nil
        #expect(f.value == nil)
        #expect(f.toolkit.windows[f.window]?.focus == nil)
        #expect(
            f.logger.traces.last == "focus window=1 state=focusedField usernameField -> nil cause=program")
    }

    @Test func nilDoesNotTakeFocusFromUnboundWidgets() {
        let f = LoginFixture()
        f.toolkit.click(f.button)
        f.focus.wrappedValue = nil
        #expect(f.focusName == "button")
        #expect(f.toolkit.clearCount == 0)
    }

    @Test func falseClearsABoolStatesField() {
        let toolkit = FakeToolkit()
        let window = toolkit.makeWindow()
        let entry = toolkit.makeEntry("e", in: window)
        let state = FocusState<Bool>()
        let token = toolkit.coordinator.register(node: entry.entry, state: state.storage)
        toolkit.show(window)
        #expect(state.wrappedValue)
        state.wrappedValue = false
        #expect(!state.wrappedValue)
        #expect(toolkit.windows[window]?.focus == nil)
        token.cancel()
    }
}
