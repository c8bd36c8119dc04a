import FocusUITesting
import Testing

/// A modifier with its own state: a count of clicks shown next to the content.
private struct ClickCounter: ViewModifier {
    let label: String
    @State private var clicks = 0

    func body(content: Content) -> some View {
        HStack {
            content
            Button("\(label) clicked \(clicks)") { clicks += 1 }
        }
    }
}

/// A modifier that owns focus: "Edit" focuses the field it wraps.
private struct EditOnRequest: ViewModifier {
    @FocusState private var isEditing: Bool

    func body(content: Content) -> some View {
        VStack {
            content.focused($isEditing)
            Button("Edit") { isEditing = true }
            Text(isEditing ? "Editing" : "Idle")
        }
    }
}

private struct Caption: ViewModifier {
    func body(content: Content) -> some View {
        content.font(.caption)
    }
}

private struct ModifiedScreen: View {
    @State private var showsSecond = true
    @State private var generation = 0
    @State private var name = ""

    var body: some View {
        VStack {
            Text("First").modifier(ClickCounter(label: "First"))
            if showsSecond {
                Text("Second").modifier(ClickCounter(label: "Second"))
            }
            Text("Third")
                .modifier(ClickCounter(label: "Third"))
                .id(generation)
            TextField("Name", text: $name).modifier(EditOnRequest())
            Text("Small").modifier(Caption().concat(EmptyModifier()))
            Button("Toggle Second") { showsSecond.toggle() }
            Button("Renew Third") { generation += 1 }
        }
    }
}

@MainActor
@Suite("ViewModifier and .modifier(_:)")
struct ViewModifierHeadlessTests {
    @Test func eachModifiedViewKeepsItsOwnModifierState() throws {
        let window = HeadlessApp(rendering: ModifiedScreen()).windows[0]
        try window.button("First clicked 0").click()
        try window.button("First clicked 1").click()
        try window.button("Second clicked 0").click()
        #expect(try window.button("First clicked 2").exists)
        #expect(try window.button("Second clicked 1").exists)
        #expect(try window.text("First").exists, "the content is shown")
    }

    @Test func modifierStateGoesWithTheViewsIdentity() throws {
        let window = HeadlessApp(rendering: ModifiedScreen()).windows[0]
        try window.button("Second clicked 0").click()
        try window.button("Third clicked 0").click()
        try window.button("Toggle Second").click()
        try window.button("Toggle Second").click()
        #expect(try window.button("Second clicked 0").exists, "a view that came back starts afresh")
        try window.button("Renew Third").click()
        #expect(try window.button("Third clicked 0").exists, "a new .id is a new view")
        try window.button("First clicked 0").click()
        #expect(try window.button("First clicked 1").exists)
    }

    @Test func aModifiersFocusStateFocusesItsContent() throws {
        let app = HeadlessApp(rendering: ModifiedScreen())
        let window = app.windows[0]
        try window.button("Edit").click()
        #expect(try window.textField("Name").isFocused)
        #expect(try window.text("Editing").exists)
        #expect(try window.focusState("isEditing", as: Bool.self))
        try window.tab()
        #expect(try window.text("Idle").exists)
    }

    @Test func concatenatedModifiersApplyInOrder() throws {
        let window = HeadlessApp(rendering: ModifiedScreen()).windows[0]
        #expect(try window.text("Small").exists)
    }
}
