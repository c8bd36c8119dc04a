import Testing

@testable import FocusKit
@testable import FocusKitTestSupport

@MainActor
@Suite("Rule 2: user moves focus")
struct Rule02UserMovesFocusTests {
    @Test func tabAndShiftTabUpdateTheState() {
        let f = LoginFixture()
        f.toolkit.tab(in: f.window)
        #expect(f.value == .password)
        f.toolkit.tab(in: f.window)
        #expect(f.value == nil)
        f.toolkit.tab(in: f.window, backward: true)
        #expect(f.value == .password)
        #expect(f.logger.traces.last == "focus window=1 state=focusedField nil -> passwordField cause=user")
    }

    @Test func clickUpdatesTheStateWithinTheSameEmission() {
        let f = LoginFixture()
        var seenInsideHandler: Field??
        let observation = f.focus.storage.observe { _, _ in seenInsideHandler = f.value }
        f.toolkit.click(f.password.entry)
        #expect(seenInsideHandler == .some(.password))
        observation.cancel()
    }
}
