import Testing

@testable import FocusKit
@testable import FocusKitTestSupport

@MainActor
@Suite("Rule 11: fields that go away")
struct Rule11FieldsThatGoAwayTests {
    @Test func hidingTheFocusedFieldClearsFocusAndGTKFallbackDoesNotLandInABoundField() {
        let f = LoginFixture()
        f.focus.wrappedValue = .password
        f.changes.removeAll()
        f.toolkit.hide(f.password.entry)
        #expect(f.value == nil)
        #expect(f.toolkit.windows[f.window]?.focus == nil)
        f.toolkit.runFrame()  // GTK's after-paint fallback would focus the username entry.
        #expect(f.value == nil)
        #expect(f.toolkit.windows[f.window]?.focus == nil)
        #expect(f.changes == ["passwordField -> nil"])
        #expect(
            f.logger.traces.last == "focus window=1 state=focusedField passwordField -> nil cause=removal")
    }

    @Test func removingTheFocusedFieldClearsFocus() {
        let f = LoginFixture()
        f.toolkit.remove(f.username.entry)
        #expect(f.value == nil)
        f.toolkit.runFrame()
        #expect(f.value == nil)
    }

    @Test func disablingTheFocusedFieldClearsFocus() {
        let f = LoginFixture()
        f.toolkit.setSensitive(f.username.entry, false)
        #expect(f.value == nil)
        #expect(f.toolkit.windows[f.window]?.focus == nil)
    }

    @Test func destroyedFieldIsUnregistered() {
        let f = LoginFixture()
        f.toolkit.onNodeDestroyed = { id in
            for token in f.tokens where token.node == id { token.cancel() }
        }
        f.toolkit.destroy(f.username.entry)
        #expect(f.value == nil)
        #expect(!f.coordinator.isRegistered(f.username.entry))
        #expect(f.coordinator.fieldCount == 1)
        f.toolkit.runFrame()
        #expect(f.value == nil)
    }

    @Test func fallbackMayStillLandInAnUnboundWidget() {
        let f = LoginFixture()
        let window = f.window
        f.toolkit.remove(f.username.entry)
        f.toolkit.remove(f.password.entry)
        f.toolkit.runFrame()
        // Nothing bound is left, so GTK's fallback to the button is not our business.
        #expect(f.toolkit.name(f.toolkit.windows[window]?.focus) == "button")
    }
}
