import FocusUITesting
import Testing

/// An app with an app-scoped state shared by two windows and a window-scoped state in each.
struct TwoWindowApp: App {
    enum Target: Hashable {
        case search
        case note
    }

    @FocusState private var appFocus: Target?

    var body: some Scene {
        WindowGroup("Search", id: "search") {
            SearchView(appFocus: $appFocus)
        }
        Window("Notes", id: "notes") {
            NotesView(appFocus: $appFocus)
        }
    }
}

struct SearchView: View {
    @FocusState.Binding var appFocus: TwoWindowApp.Target?
    @FocusState private var queryFocused: Bool
    @State private var query = ""
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        VStack {
            TextField("Query", text: $query)
                .focused($queryFocused)
                .focused($appFocus, equals: .search)
            Button("Open Notes") { openWindow(id: "notes") }
            Button("Write a Note") { appFocus = .note }
        }
    }
}

struct NotesView: View {
    @FocusState.Binding var appFocus: TwoWindowApp.Target?
    @State private var note = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            TextField("Note", text: $note)
                .focused($appFocus, equals: .note)
            Button("Done") { dismiss() }
        }
    }
}

@MainActor
@Suite("FocusUITesting: windows of an App")
struct ScenesHeadlessTests {
    let app = HeadlessApp(TwoWindowApp())

    @Test func launchOpensTheFirstSceneActive() throws {
        #expect(app.windows.map(\.title) == ["Search"])
        let search = try app.window(titled: "Search")
        #expect(search.isActive)
        #expect(try search.focusState("queryFocused", as: Bool.self))
        #expect(try app.focusState("appFocus", as: TwoWindowApp.Target?.self) == .search)
    }

    @Test func aCrossWindowWritePresentsTheOtherWindowAndFocusesItsField() throws {
        let search = try app.window(titled: "Search")
        try search.button("Open Notes").click()
        let notes = try app.window(titled: "Notes")
        #expect(app.activeWindow == notes)
        try search.activate()
        #expect(try app.focusState("appFocus", as: TwoWindowApp.Target?.self) == nil)
        try search.button("Write a Note").click()
        #expect(app.activeWindow == notes)
        #expect(try notes.textField("Note").isFocused)
        #expect(try app.focusState("appFocus", as: TwoWindowApp.Target?.self) == .note)
        // The search window keeps its own focus widget while inactive (rule 4).
        #expect(search.focusedControl?.title == "Write a Note")
        #expect(app.focusTrace.contains { $0.hasSuffix("state=appFocus nil -> note cause=program") })
    }

    @Test func closingAWindowDropsItsStateAndTheAppStateFollowsActivation() throws {
        try app.openWindow(id: "notes")
        let notes = try app.window(titled: "Notes")
        try notes.textField("Note").click()
        try notes.type("milk")
        #expect(try app.focusState("appFocus", as: TwoWindowApp.Target?.self) == .note)
        try notes.button("Done").click()
        #expect(!notes.isOpen)
        #expect(app.windows.map(\.title) == ["Search"])
        try app.window(titled: "Search").activate()
        #expect(try app.focusState("appFocus", as: TwoWindowApp.Target?.self) == .search)
        try app.openWindow(id: "notes")
        #expect(try app.window(titled: "Notes").textField("Note").text == "")
    }

    @Test func keysGoOnlyToTheActiveWindow() throws {
        try app.openWindow(id: "notes")
        let search = try app.window(titled: "Search")
        #expect(!search.isActive)
        #expect(throws: HeadlessTestError.self) { try search.tab() }
    }
}
