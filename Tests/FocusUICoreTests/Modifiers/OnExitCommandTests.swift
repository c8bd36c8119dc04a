import Testing

@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

@MainActor
private final class ExitLog {
    var calls: [String] = []
}

private struct Exiting: View {
    let log: ExitLog

    var body: some View {
        VStack {
            TextField("Field", text: .constant(""))
        }
        .onExitCommand { log.calls.append("inner") }
        .onExitCommand { log.calls.append("outer") }
    }
}

@MainActor
@Suite("onExitCommand")
struct OnExitCommandTests {
    @Test func theInnermostModifierIsTheWidgetsExitCommand() {
        let backend = HeadlessBackend()
        let log = ExitLog()
        let host = backend.mount(Exiting(log: log))
        let stack = backend.widgets(in: host.window.id).first { $0.kind == .vStack }
        #expect(stack?.element?.onExitCommand != nil)
        stack?.element?.sendExitCommand()
        #expect(log.calls == ["inner"])
        let field = backend.widget(.textField, "Field", in: host.window.id)
        #expect(field?.element?.onExitCommand == nil)
    }
}
