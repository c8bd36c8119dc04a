import FocusUITesting
import Testing

/// A section bound to a focus state whose only control is disabled or hidden, and buttons that
/// write the state and change the control.
struct ContainerPendingWriteForm: View {
    enum Area: Hashable {
        case notifications
    }

    @State private var locked = true
    @State private var hides = false
    @FocusState private var area: Area?

    var body: some View {
        Form {
            Section("Notifications") {
                Toggle("Sounds", isOn: .constant(true))
                    .disabled(locked)
                    .hidden(hides)
            }
            .focused($area, equals: .notifications)
            // The write comes first, while the toggle cannot take focus; the change that lets
            // it is rendered after (a user's click elsewhere would drop the write, rule 7).
            Button("Go, then Unlock") {
                area = .notifications
                locked = false
            }
            Button("Hide") {
                hides = true
                locked = false
            }
            Button("Go, then Show") {
                area = .notifications
                hides = false
            }
        }
    }
}

/// Rule 7 for a container bound with `.focused`: a write waits while no control inside it can
/// take focus, and applies when one can again, whichever view changed.
@MainActor
@Suite("Rule 7: a write to a container waits for a control inside it")
struct ContainerPendingWriteHeadlessTests {
    let window = HeadlessApp(rendering: ContainerPendingWriteForm()).windows[0]

    var area: ContainerPendingWriteForm.Area? {
        get throws { try window.focusState("area") }
    }

    @Test func aWriteWaitsUntilTheControlInsideIsEnabled() throws {
        try window.button("Go, then Unlock").click()
        #expect(try area == .notifications)
        #expect(try window.toggle("Sounds").isFocused)
    }

    @Test func aWriteWaitsUntilTheControlInsideIsShown() throws {
        try window.button("Hide").click()
        try window.button("Go, then Show").click()
        #expect(try area == .notifications)
        #expect(try window.toggle("Sounds").isFocused)
    }
}
