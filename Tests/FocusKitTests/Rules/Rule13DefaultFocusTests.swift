import Testing

@testable import FocusKit
@testable import FocusKitTestSupport

@MainActor
@Suite("Rule 13: default focus")
struct Rule13DefaultFocusTests {
    @Test func defaultFocusAppliesOnFirstShowBeforeAutoFocus() {
        let f = LoginFixture(show: false)
        f.coordinator.setDefaultFocus(f.focus.storage, .password)
        f.toolkit.show(f.window)
        #expect(f.value == .password)
        // GTK's first-Tab-stop focus (username) was never reported.
        #expect(f.changes == ["nil -> passwordField"])
    }

    @Test func defaultFocusAppliesOnlyOnce() {
        let f = LoginFixture(show: false)
        f.coordinator.setDefaultFocus(f.focus.storage, .password)
        f.toolkit.show(f.window)
        f.toolkit.click(f.button)
        f.toolkit.windows[f.window]?.isShown = false
        f.toolkit.show(f.window)
        #expect(f.value == nil)
    }

    @Test func explicitWriteWinsOverDefault() {
        let f = LoginFixture(show: false)
        f.coordinator.setDefaultFocus(f.focus.storage, .password)
        f.focus.wrappedValue = .username
        f.toolkit.show(f.window)
        #expect(f.value == .username)
    }
}
