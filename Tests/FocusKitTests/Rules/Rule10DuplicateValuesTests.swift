import Testing

@testable import FocusKit
@testable import FocusKitTestSupport

@MainActor
@Suite("Rule 10: duplicate values")
struct Rule10DuplicateValuesTests {
    @Test func writeFocusesTheFirstFieldThatCanTakeFocus() {
        let f = LoginFixture()
        let second = f.toolkit.makeEntry("second", in: f.window)
        let token = f.coordinator.register(node: second.entry, state: f.focus.storage, equals: .password)
        f.focus.wrappedValue = .password
        #expect(f.focusName == "password.text")
        f.focus.wrappedValue = .username
        f.toolkit.hide(f.password.entry)
        f.focus.wrappedValue = .password
        #expect(f.focusName == "second.text")
        token.cancel()
    }

    @Test func userFocusOnAnyDuplicateSetsTheValue() {
        let f = LoginFixture()
        let second = f.toolkit.makeEntry("second", in: f.window)
        let token = f.coordinator.register(node: second.entry, state: f.focus.storage, equals: .password)
        f.toolkit.click(second.entry)
        #expect(f.value == .password)
        token.cancel()
    }

    @Test func warningIsLoggedOncePerStateAndValue() {
        let f = LoginFixture()
        var tokens: [FocusRegistration] = []
        for index in 0..<3 {
            let extra = f.toolkit.makeEntry("extra\(index)", in: f.window)
            tokens.append(
                f.coordinator.register(node: extra.entry, state: f.focus.storage, equals: .password))
        }
        #expect(f.logger.warnings.count == 1)
        #expect(f.logger.warnings.first?.contains("focusedField") == true)
        tokens.forEach { $0.cancel() }
    }
}
