import Testing

@testable import FocusKit
@testable import FocusKitTestSupport

@MainActor
@Suite("Rule 7: write that cannot be applied now")
struct Rule07PendingWriteTests {
    @Test func writeToHiddenFieldWaitsUntilShown() {
        let f = LoginFixture()
        f.toolkit.hide(f.password.entry)
        f.focus.wrappedValue = .password
        #expect(f.value == .username)
        #expect(f.focusName == "username.text")
        f.toolkit.unhide(f.password.entry)
        #expect(f.value == .password)
    }

    @Test func writeToInsensitiveFieldWaitsUntilSensitive() {
        let f = LoginFixture()
        f.toolkit.setSensitive(f.password.entry, false)
        f.focus.wrappedValue = .password
        #expect(f.value == .username)
        f.toolkit.setSensitive(f.password.entry, true)
        #expect(f.value == .password)
    }

    @Test func writeBeforeTheWindowShowsIsAppliedOnShowNotAutoFocus() {
        let f = LoginFixture(show: false)
        f.focus.wrappedValue = .password
        #expect(f.value == nil)
        f.toolkit.show(f.window)
        #expect(f.value == .password)
        #expect(f.changes == ["nil -> passwordField"])
    }

    @Test func writeForAValueWithNoFieldWaitsForItsRegistration() {
        let f = LoginFixture()
        f.focus.wrappedValue = .confirm
        #expect(f.value == .username)
        let confirm = f.toolkit.makeEntry("confirm", in: f.window)
        let token = f.coordinator.register(node: confirm.entry, state: f.focus.storage, equals: .confirm)
        #expect(f.value == .confirm)
        token.cancel()
    }

    @Test func fieldNotYetInAWindowWaitsUntilAdded() {
        let f = LoginFixture()
        let confirm = f.toolkit.makeEntry("confirm", in: nil)
        let token = f.coordinator.register(node: confirm.entry, state: f.focus.storage, equals: .confirm)
        f.focus.wrappedValue = .confirm
        #expect(f.value == .username)
        f.toolkit.attach(confirm.entry, toWindow: f.window)
        #expect(f.value == .confirm)
        token.cancel()
    }

    @Test func laterWriteCancelsThePendingOne() {
        let f = LoginFixture()
        f.toolkit.hide(f.password.entry)
        f.focus.wrappedValue = .password
        f.focus.wrappedValue = .username
        f.toolkit.unhide(f.password.entry)
        #expect(f.value == .username)
    }

    @Test func userMoveInTheScopeCancelsThePendingOne() {
        let f = LoginFixture()
        f.toolkit.hide(f.password.entry)
        f.focus.wrappedValue = .password
        f.toolkit.click(f.button)
        f.toolkit.unhide(f.password.entry)
        #expect(f.value == nil)
        #expect(f.focusName == "button")
    }
}
