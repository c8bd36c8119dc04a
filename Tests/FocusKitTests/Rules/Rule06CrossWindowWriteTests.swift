import Testing

@testable import FocusKit
@testable import FocusKitTestSupport

@MainActor
@Suite("Rule 6: cross-window writes")
struct Rule06CrossWindowWriteTests {
    @Test func appScopedWritePresentsTheOtherWindow() {
        let toolkit = FakeToolkit()
        let signIn = toolkit.makeWindow()
        let create = toolkit.makeWindow()
        let password = toolkit.makeEntry("password", in: signIn)
        let newName = toolkit.makeEntry("newName", in: create)
        let state = FocusState<Field?>(label: "app", scope: .app)
        let tokens = [
            toolkit.coordinator.register(node: password.entry, state: state.storage, equals: .password),
            toolkit.coordinator.register(node: newName.entry, state: state.storage, equals: .username),
        ]
        toolkit.show(signIn)
        toolkit.show(create)
        toolkit.activate(create)
        #expect(state.wrappedValue == .username)
        state.wrappedValue = .password
        // Synchronous, although the window manager activates the window only later.
        #expect(state.wrappedValue == .password)
        #expect(toolkit.presentCount == 1)
        toolkit.runFrame()
        #expect(toolkit.activeWindow == signIn)
        #expect(state.wrappedValue == .password)
        _ = tokens
    }

    @Test func windowScopedWriteInAnInactiveWindowDoesNotRaiseIt() {
        let f = LoginFixture()
        let other = f.toolkit.makeWindow()
        f.toolkit.makeNode("x", in: other)
        f.toolkit.show(other)
        f.toolkit.activate(other)
        f.focus.wrappedValue = .password
        #expect(f.value == .password)
        #expect(f.focusName == "password.text")
        #expect(f.toolkit.presentCount == 0)
        f.toolkit.runFrame()
        #expect(f.toolkit.activeWindow == other)
    }
}
