import TestViews
import Testing

@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

/// Two-way text bindings (issue 4): a state set back to its last rendered value reaches the
/// widget even when the user typed in between and no re-render ran yet.
@MainActor
@Suite("Clearing a field before a re-render")
struct ClearBeforeRenderTests {
    @Test func clearingRightAfterTypingEmptiesTheField() {
        let backend = HeadlessBackend()
        let host = backend.mount(ClearingForm())
        let field = backend.widget(.textField, "Message", in: host.window.id)!
        let send = backend.widget(.button, "Send", in: host.window.id)!
        backend.type("hello", into: field)
        // The action runs before the re-render scheduled by typing.
        backend.click(send)
        backend.runUpdates()
        #expect(field.text == "")
    }
}
