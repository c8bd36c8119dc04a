import Testing

@testable import FocusKit
@testable import FocusKitTestSupport

@MainActor
@Suite("Rule 16: observability")
struct Rule16ObservabilityTests {
    @Test func everyCommittedChangeIsTracedOnceInTheContractFormat() {
        let f = LoginFixture()
        f.toolkit.click(f.password.entry)
        f.focus.wrappedValue = .username
        f.toolkit.hide(f.username.entry)
        #expect(
            f.logger.traces == [
                "focus window=1 state=focusedField nil -> usernameField cause=window",
                "focus window=1 state=focusedField usernameField -> passwordField cause=user",
                "focus window=1 state=focusedField passwordField -> usernameField cause=program",
                "focus window=1 state=focusedField usernameField -> nil cause=removal",
            ])
    }

    @Test func appScopedStatesPrintWindowZeroAndTypeLabelByDefault() {
        let toolkit = FakeToolkit(logger: RecordingLogger())
        let logger = toolkit.coordinator.logger as! RecordingLogger
        let window = toolkit.makeWindow()
        let entry = toolkit.makeEntry("e", in: window)
        let state = FocusState<Field?>(scope: .app)
        let token = toolkit.coordinator.register(node: entry.entry, state: state.storage, equals: .confirm)
        toolkit.show(window)
        toolkit.activate(window)
        #expect(logger.traces == ["focus window=0 state=Field? nil -> confirmField cause=window"])
        token.cancel()
    }
}
