import FocusUITesting
import Testing

private struct DocumentKey: FocusedValueKey {
    typealias Value = Binding<String>
}

extension FocusedValues {
    fileprivate var document: Binding<String>? {
        get { self[DocumentKey.self] }
        set { self[DocumentKey.self] = newValue }
    }
}

private struct EditorView: View {
    @State private var text = ""

    var body: some View {
        VStack {
            TextField("Body", text: $text)
                .focusedValue(\.document, $text)
            TextField("Search", text: .constant(""))
        }
    }
}

private struct EditCommands: Commands {
    @FocusedBinding(\.document) private var document

    var body: some Commands {
        CommandGroup(after: .pasteboard) {
            Button("Clear Document") { document = "" }
                .keyboardShortcut("k")
                .disabled(document?.isEmpty ?? true)
        }
    }
}

private struct EditorApp: App {
    var body: some Scene {
        WindowGroup("Editor", id: "editor") {
            EditorView()
        }
        .commands {
            EditCommands()
        }
    }
}

/// The testing product drives menu commands as a user would, against the key window.
@MainActor
@Suite("Commands in HeadlessApp")
struct CommandsHeadlessTests {
    @Test func aCommandActsOnTheFocusedDocumentOfTheKeyWindow() throws {
        let app = HeadlessApp(EditorApp())
        try app.openWindow(id: "editor")
        #expect(
            app.commandTitles == [
                "New Window", "Undo", "Redo", "Cut", "Copy", "Paste", "Clear Document", "Select All",
                "Close Window",
            ])
        #expect(try app.commandShortcut("Clear Document") == KeyboardShortcut("k"))
        let (first, second) = (app.windows[0], app.windows[1])
        try first.activate()
        try first.textField("Body").click()
        try first.type("first draft")
        #expect(try app.isCommandEnabled("Clear Document"))
        // Focus outside the publishing field: nothing to clear.
        try first.textField("Search").click()
        #expect(try !app.isCommandEnabled("Clear Document"))
        #expect(throws: HeadlessTestError.self) { try app.performCommand("Clear Document") }
        // The other window's document is empty: still disabled there.
        try second.activate()
        try second.textField("Body").click()
        #expect(try !app.isCommandEnabled("Clear Document"))
        try second.type("second")
        try first.activate()
        try first.textField("Body").click()
        try app.performCommand("Clear Document")
        #expect(try first.textField("Body").text == "")
        #expect(try second.textField("Body").text == "second")
        #expect(try !app.isCommandEnabled("Clear Document"))
    }
}
