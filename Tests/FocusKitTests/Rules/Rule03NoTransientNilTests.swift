import Testing

@testable import FocusKit
@testable import FocusKitTestSupport

@MainActor
@Suite("Rule 3: no transient nil")
struct Rule03NoTransientNilTests {
    @Test func moveBetweenFieldsIsOneChange() {
        let f = LoginFixture()
        f.changes.removeAll()
        f.toolkit.crossings.removeAll()
        f.toolkit.click(f.password.entry)
        #expect(f.changes == ["usernameField -> passwordField"])
        // The fake toolkit, like GTK, emitted leave(A) before enter(B).
        #expect(f.toolkit.crossings.first == .leave("username.text"))
        #expect(f.toolkit.crossings.last == .enter("password.text"))
    }

    @Test func programmaticMoveIsOneChange() {
        let f = LoginFixture()
        f.changes.removeAll()
        f.focus.wrappedValue = .password
        #expect(f.changes == ["usernameField -> passwordField"])
    }
}
