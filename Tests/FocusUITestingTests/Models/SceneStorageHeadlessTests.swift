import FocusUITesting
import Testing

private struct DraftEditor: View {
    @SceneStorage("draft") private var draft = ""
    @SceneStorage("zoom") private var zoom: Int?

    var body: some View {
        VStack {
            TextField("Draft", text: $draft)
            Text("Zoom \(zoom.map(String.init) ?? "default")")
            Button("Zoom In") { zoom = (zoom ?? 100) + 10 }
        }
    }
}

private struct DraftWindow: View {
    @SceneStorage("draft") private var draft = ""
    @State private var showsEditor = true
    @State private var showsSheet = false

    var body: some View {
        VStack {
            if showsEditor {
                DraftEditor()
            }
            Text("Draft is \(draft)")
            Button("Toggle Editor") { showsEditor.toggle() }
            Button("Show Sheet") { showsSheet = true }
        }
        .sheet(isPresented: $showsSheet) {
            Text("Sheet sees \(draft)")
            SheetDraftReader()
        }
    }
}

private struct SheetDraftReader: View {
    @SceneStorage("draft") private var draft = ""

    var body: some View {
        Text("Reader sees \(draft)")
    }
}

private struct DraftsApp: App {
    var body: some Scene {
        WindowGroup("Drafts", id: "drafts") {
            DraftWindow()
        }
    }
}

@MainActor
@Suite("@SceneStorage")
struct SceneStorageHeadlessTests {
    @Test func viewsOfOneWindowShareItsStorageForTheWindowsLife() throws {
        let window = HeadlessApp(DraftsApp()).windows[0]
        try window.textField("Draft").type("Dear Ada")
        #expect(try window.text("Draft is Dear Ada").exists)
        try window.button("Zoom In").click()
        try window.button("Toggle Editor").click()
        try window.button("Toggle Editor").click()
        // The editor left the window and came back: its scene storage was kept.
        #expect(try window.textField("Draft").text == "Dear Ada")
        #expect(try window.text("Zoom 110").exists)
    }

    @Test func anotherWindowOfTheSceneHasItsOwn() throws {
        let app = HeadlessApp(DraftsApp())
        try app.windows[0].textField("Draft").type("First")
        try app.openWindow(id: "drafts")
        let second = app.windows[1]
        #expect(try second.textField("Draft").text == "")
        #expect(try second.text("Zoom default").exists)
    }

    @Test func aSheetSeesItsWindowsSceneStorage() throws {
        let app = HeadlessApp(DraftsApp())
        let window = app.windows[0]
        try window.textField("Draft").type("Shared")
        try window.button("Show Sheet").click()
        let sheet = try #require(app.activeWindow)
        #expect(try sheet.text("Reader sees Shared").exists)
    }
}
