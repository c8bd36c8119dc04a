import FocusUITesting
import TestViews
import Testing

/// `.safeAreaInset` in the headless twin: the insets are there, around the view, in Tab order
/// as drawn (as `SafeAreaInsetGtkTests` on GTK, where their places are measured).
@MainActor
@Suite("Safe-area insets (headless)")
struct SafeAreaInsetHeadlessTests {
    let app = HeadlessApp(rendering: InsetNotesView())
    var window: HeadlessWindow { app.windows[0] }

    @Test func theInsetsAreAroundTheListInTheOrderTheyAreDrawn() throws {
        let titles = window.controls.map(\.title)
        let count = try #require(titles.firstIndex(of: "2 notes"))
        let list = try #require(titles.firstIndex(of: "Groceries"))
        let newNote = try #require(titles.firstIndex(of: "New Note"))
        #expect(count < list)
        #expect(list < newNote)
        #expect(titles.contains("Tools"))
    }

    @Test func aButtonInAnInsetActsOnTheView() throws {
        try window.button("New Note").click()
        #expect(try window.text("3 notes").exists)
        #expect(try window.text("Note 3").exists)
    }
}
