import Testing

@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

private enum Field: Hashable {
    case name, code
}

private struct SubmitForm: View {
    @State var name = ""
    @State var code = ""
    @State var busy = false
    @State var submissions: [String] = []
    @FocusState var field: Field?

    var body: some View {
        VStack {
            VStack {
                TextField("Name", text: $name)
                    .focused($field, equals: .name)
                    .onSubmit { submissions.append("name") }
                SecureField("Code", text: $code)
                    .focused($field, equals: .code)
                    .accessibilityLabel("Inner")
                    .accessibilityLabel("Outer")
                    .accessibilityInvalid(code == "bad")
            }
            .disabled(busy)
            .padding(4)
            .padding()
            .onSubmit { submissions.append("form") }
            Text("Wrong code").accessibilityAlert()
            Button("Busy") { busy.toggle() }
                .keyboardShortcut(.defaultAction)
        }
        .defaultFocus($field, .code)
    }
}

private struct Lifecycle: View {
    @State var isShown = true
    let log: LifecycleLog

    var body: some View {
        VStack {
            if isShown {
                Text("Child")
                    .onAppear { log.events.append("appear") }
                    .onDisappear { log.events.append("disappear") }
            }
            Button("Toggle") { isShown.toggle() }
        }
    }
}

@MainActor
private final class LifecycleLog {
    var events: [String] = []
}

private struct BoolFocus: View {
    @FocusState var isFocused: Bool
    var body: some View {
        VStack {
            TextField("Search", text: .constant(""))
                .focused($isFocused)
            Button("Focus") { isFocused = true }
            Text(isFocused ? "focused" : "idle")
        }
    }
}

private enum Mode {
    case a, b, c
}

private struct Builders: View {
    @State var mode = Mode.a
    @State var note: String? = "note"

    var body: some View {
        HStack(alignment: .top, spacing: 2) {
            switch mode {
            case .a: Text("A")
            case .b: Text("B")
            case .c: EmptyView()
            }
            if let note {
                Text(verbatim: note)
            }
            Spacer(minLength: 3)
            AnyView(Text("erased"))
            ForEach(0..<2) { index in Text("row \(index)") }
            ForEach(["x", "y"], id: \.self) { value in Text(value) }
            Button("Next") {
                mode = mode == .a ? .b : .c
                note = nil
            }
        }
    }
}

@MainActor
@Suite("Modifiers")
struct ModifierTests {
    let backend = HeadlessBackend()

    @Test func defaultFocusAppliesBeforeAutomaticFocus() {
        let host = backend.mount(SubmitForm())
        #expect(
            backend.focusedWidget(in: host.window.id)
                === backend.widget(.secureField, "Code", in: host.window.id))
    }

    @Test func onSubmitRunsInnermostFirstForFieldsInside() {
        let host = backend.mount(SubmitForm())
        let window = host.window.id
        backend.pressReturn(in: backend.widget(.textField, "Name", in: window)!)
        backend.pressReturn(in: backend.widget(.secureField, "Code", in: window)!)
        backend.runUpdates()
        let storage = host.properties.storages(named: "_submissions").first as? StateBox<[String]>
        #expect(storage?.value == ["name", "form", "form"])
    }

    @Test func disabledIsInheritedAndDefocusesTheField() {
        let host = backend.mount(SubmitForm())
        let window = host.window.id
        let code = backend.widget(.secureField, "Code", in: window)!
        backend.toolkit.click(code.node)
        let state = host.properties.storages(named: "_field").first as? FocusStateStorage<Field?>
        #expect(state?.value == .code)
        backend.click(backend.widget(.button, "Busy", in: window)!)
        backend.runUpdates()
        #expect(code.element?.isDisabled == true)
        #expect(backend.widget(.textField, "Name", in: window)?.element?.isDisabled == true)
        #expect(backend.widget(.button, "Busy", in: window)?.element?.isDisabled == false)
        #expect(state?.value == nil)
    }

    @Test func nodeModifiersReachTheNextPrimitive() {
        let host = backend.mount(SubmitForm())
        let window = host.window.id
        let code = backend.widget(.secureField, "Code", in: window)!
        #expect(code.element?.accessibilityLabel == "Inner")
        #expect(code.element?.isInvalid == false)
        let innerStack = backend.roots[window]!.children[0].children[0]
        #expect(innerStack.element?.padding == EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20))
        #expect(code.element?.padding == EdgeInsets())
        #expect(backend.widget(.text, "Wrong code", in: window)?.element?.isAlert == true)
        #expect(backend.widget(.button, "Busy", in: window)?.element?.isDefaultAction == true)
        backend.type("bad", into: code)
        backend.runUpdates()
        #expect(code.element?.isInvalid == true)
    }

    @Test func onAppearAndOnDisappear() {
        let log = LifecycleLog()
        let host = backend.mount(Lifecycle(log: log))
        #expect(log.events == ["appear"])
        backend.click(backend.widget(.button, "Toggle", in: host.window.id)!)
        backend.runUpdates()
        #expect(log.events == ["appear", "disappear"])
        backend.click(backend.widget(.button, "Toggle", in: host.window.id)!)
        backend.runUpdates()
        #expect(log.events == ["appear", "disappear", "appear"])
        host.unmount()
        #expect(log.events == ["appear", "disappear", "appear", "disappear"])
    }

    @Test func boolFocusedVariant() {
        let host = backend.mount(BoolFocus())
        let window = host.window.id
        backend.toolkit.click(backend.widget(.button, "Focus", in: window)!.node)
        backend.runUpdates()
        #expect(backend.widget(.text, "idle", in: window)?.element?.text == "idle")
        backend.click(backend.widget(.button, "Focus", in: window)!)
        backend.runUpdates()
        #expect(backend.focusedWidget(in: window) === backend.widget(.textField, "Search", in: window))
        #expect(backend.widget(.text, "idle", in: window)?.element?.text == "focused")
    }

    @Test func switchIfLetAnyViewAndForEachVariants() {
        let host = backend.mount(Builders())
        let window = host.window.id
        let stack = backend.roots[window]!.children[0]
        #expect(stack.element?.verticalAlignment == .top)
        #expect(stack.element?.spacing == 2)
        #expect(
            stack.children.map(\.name) == [
                "text(A)", "text(note)", "spacer()", "text(erased)", "text(row 0)", "text(row 1)", "text(x)",
                "text(y)", "button(Next)",
            ])
        backend.click(backend.widget(.button, "Next", in: window)!)
        backend.runUpdates()
        #expect(stack.children.first?.name == "text(B)")
        #expect(stack.children.count == 8)
        backend.click(backend.widget(.button, "Next", in: window)!)
        backend.runUpdates()
        #expect(stack.children.first?.name == "spacer()")
    }
}

private struct Tasked: View {
    let log: LifecycleLog
    @State var isShown = true

    var body: some View {
        VStack {
            if isShown {
                Text("Working")
                    .task {
                        log.events.append("started")
                        // Never ends by itself, however long other suites hold the main actor.
                        try? await Task.sleep(for: .seconds(24 * 3600))
                        log.events.append(Task.isCancelled ? "cancelled" : "finished")
                    }
            }
            Button("Hide") { isShown = false }
        }
    }
}

private struct EnabledReader: View {
    @Environment(\.isEnabled) var isEnabled

    var body: some View {
        Text(isEnabled ? "enabled" : "disabled")
    }
}

@MainActor
@Suite("Tasks and environment")
struct TaskAndEnvironmentTests {
    let backend = HeadlessBackend()

    private func settle(until condition: () -> Bool) async {
        for _ in 0..<1_000 where !condition() {
            await Task.yield()
        }
    }

    @Test func taskStartsOnAppearAndIsCancelledOnDisappear() async {
        let log = LifecycleLog()
        let host = backend.mount(Tasked(log: log))
        await settle { log.events == ["started"] }
        #expect(log.events == ["started"])
        backend.click(backend.widget(.button, "Hide", in: host.window.id)!)
        backend.runUpdates()
        await settle { log.events.count == 2 }
        #expect(log.events == ["started", "cancelled"])
    }

    @Test func environmentValuesFlowToDescendants() {
        let host = backend.mount(
            VStack {
                EnabledReader()
                VStack { EnabledReader() }.environment(\.isEnabled, false)
            })
        let texts = backend.widgets(in: host.window.id).filter { $0.kind == .text }
        #expect(texts.map { $0.element?.text } == ["enabled", "disabled"])
        #expect(texts.map { $0.element?.isDisabled } == [false, true])
    }
}
