import TestViews
import Testing

@testable import FocusUICore
@testable import FocusUITesting

@MainActor
@Suite("@Observable models")
struct ObservableModelTests {
    let backend = HeadlessBackend()

    @Test func changingAPropertyTheViewReadRendersAgainOnce() {
        let model = AccountModel()
        let host = backend.mount(AccountView(model: model))
        let renders = host.renderCount
        model.name = "Grace"
        model.name = "Grace Hopper"
        #expect(backend.hasPendingUpdates)
        backend.runUpdates()
        #expect(host.renderCount == renders + 1, "coalesced")
        #expect(backend.widgets(in: host.window.id).contains { $0.element?.text == "Hello Grace Hopper" })
        // Still tracked after that render.
        model.name = "Ada"
        backend.runUpdates()
        #expect(backend.widgets(in: host.window.id).contains { $0.element?.text == "Hello Ada" })
    }

    @Test func aPropertyNoViewReadsDoesNotRender() {
        let model = AccountModel()
        let host = backend.mount(AccountView(model: model))
        let renders = host.renderCount
        model.unread = 3
        #expect(!backend.hasPendingUpdates)
        #expect(host.renderCount == renders)
    }

    @Test func typingWritesThroughABindingToTheModel() {
        let model = AccountModel()
        let host = backend.mount(AccountView(model: model))
        let editor = backend.widgets(in: host.window.id).first { $0.kind == .textEditor }!
        backend.type("hello", into: editor)
        #expect(model.notes == "hello")
        backend.runUpdates()
        #expect(editor.textSetCount == 0)
    }
}
