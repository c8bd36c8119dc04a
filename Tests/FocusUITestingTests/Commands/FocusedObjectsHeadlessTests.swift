import FocusUITesting
import Observation
import Testing

/// A document as Combine-era apps declare it.
private final class Document: ObservableObject {
    @Published var text: String {
        didSet { isSaved = false }
    }
    @Published var isSaved = true

    init(text: String) {
        self.text = text
    }
}

/// The same, as an `@Observable` model.
@MainActor
@Observable
private final class Sketch {
    var strokes = 0
}

private struct DocumentEditor: View {
    @StateObject private var document: Document
    @State private var sketch = Sketch()

    init(text: String) {
        _document = StateObject(wrappedValue: Document(text: text))
    }

    var body: some View {
        VStack {
            TextField("Text", text: $document.text)
                .focusedObject(document)
            Button("Draw") { sketch.strokes += 1 }
                .focusedValue(sketch)
            Button("Elsewhere") {}
        }
    }
}

private struct DocumentCommands: Commands {
    @FocusedObject private var document: Document?
    @FocusedValue(Sketch.self) private var sketch

    var body: some Commands {
        CommandGroup(after: .saveItem) {
            Button("Save") { document?.isSaved = true }
                .disabled(document == nil || document?.isSaved == true)
            Button("Clear Sketch") { sketch?.strokes = 0 }
                .disabled((sketch?.strokes ?? 0) == 0)
        }
    }
}

private struct DocumentApp: App {
    var body: some Scene {
        WindowGroup("Document") {
            DocumentEditor(text: "Hello")
        }
        .commands { DocumentCommands() }
    }
}

@MainActor
@Suite("@FocusedObject, .focusedObject, @FocusedValue(Model.self)")
struct FocusedObjectsHeadlessTests {
    @Test func aFocusedObjectIsSeenWhileFocusIsInItsPublisherAndItsChangesReEvaluate() throws {
        let app = HeadlessApp(DocumentApp())
        let window = app.windows[0]
        let field = try window.textField("Text")
        try field.click()
        #expect(try !app.isCommandEnabled("Save"), "the document is saved")
        try field.type(" world")
        // The object published a change: the commands see that it is no longer saved.
        #expect(try app.isCommandEnabled("Save"))
        try app.performCommand("Save")
        #expect(try !app.isCommandEnabled("Save"))
        try window.button("Elsewhere").click()
        try field.click()
        try field.type("!")
        try window.button("Elsewhere").click()
        #expect(try !app.isCommandEnabled("Save"), "no document has focus")
    }

    @Test func anObservableFocusedValueReEvaluatesCommandsWhenAPropertyTheyReadChanges() throws {
        let app = HeadlessApp(DocumentApp())
        let window = app.windows[0]
        let draw = try window.button("Draw")
        try draw.click()
        #expect(try app.isCommandEnabled("Clear Sketch"))
        try app.performCommand("Clear Sketch")
        #expect(try !app.isCommandEnabled("Clear Sketch"))
        try window.button("Elsewhere").click()
        #expect(try !app.isCommandEnabled("Clear Sketch"))
    }
}
