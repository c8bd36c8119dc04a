import FocusUITesting
import Testing

@testable import TwoWindows

/// Drives the app as a user would, with no display and no GTK window.
@MainActor
@Suite("NotesApp, headless")
struct NotesAppTests {
    let app = HeadlessApp(NotesApp())

    var editing: NotesApp.Editing? {
        get throws { try app.focusState("editing") }
    }

    @Test func composeOpensWithTitleFocusedByDefaultFocus() throws {
        let compose = try app.window(titled: "Compose")
        #expect(compose.isActive)
        #expect(try compose.focusState("focusedField", as: ComposeView.Field?.self) == .title)
        #expect(try editing == nil)
    }

    @Test func returnInTitleMovesToBodyAndTheAppStateFollows() throws {
        let compose = try app.window(titled: "Compose")
        try compose.type("Groceries")
        try compose.pressReturn()
        #expect(try compose.focusState("focusedField", as: ComposeView.Field?.self) == .body)
        #expect(try editing == .body)
        try compose.type("milk")
        #expect(try compose.textField("Body").text == "milk")
        #expect(try compose.textField("Title").text == "Groceries")
    }

    @Test func theLibraryFocusesTheDraftInTheOtherWindow() throws {
        let compose = try app.window(titled: "Compose")
        try compose.button("Open Library").click()
        let library = try app.window(titled: "Library")
        #expect(app.activeWindow == library)
        try library.textField("Search").click()
        #expect(try editing == .search)
        // Compose keeps its own focus while inactive (window-scoped, rule 4).
        #expect(try compose.focusState("focusedField", as: ComposeView.Field?.self) == nil)
        try library.button("Edit Draft").click()
        #expect(app.activeWindow == compose)
        #expect(try editing == .body)
        #expect(try compose.textField("Body").isFocused)
        #expect(try compose.focusState("focusedField", as: ComposeView.Field?.self) == .body)
    }

    @Test func closingTheLibraryLeavesTheComposeWindow() throws {
        try app.openWindow(id: "library")
        try app.window(titled: "Library").button("Close").click()
        #expect(app.windows.map(\.title) == ["Compose"])
        try app.window(titled: "Compose").activate()
        #expect(try app.window(titled: "Compose").textField("Title").isFocused)
    }
}
