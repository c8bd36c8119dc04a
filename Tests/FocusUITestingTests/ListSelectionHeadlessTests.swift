import FocusUITesting
import TestViews
import Testing

@MainActor
@Suite("List(selection:): rows take focus, arrows move focus and selection (headless)")
struct ListSelectionHeadlessTests {
    let app = HeadlessApp(rendering: ContactsList(), title: "Contacts")

    @Test func tabIntoTheListSelectsTheFocusedRow() throws {
        let window = app.windows[0]
        try window.textField("Search").click()
        try window.tab()
        #expect(try window.focusState("focusedContact", as: Int?.self) == 1)
        #expect(try window.text("▸ Ada").exists)
        #expect(try window.text("selection 1").exists)
    }

    @Test func arrowsMoveFocusAndSelectionTogetherWithoutWrapping() throws {
        let window = app.windows[0]
        try window.textField("Search").click()
        try window.tab()
        #expect(try window.pressKey(.downArrow))
        #expect(try window.focusState("focusedContact", as: Int?.self) == 2)
        #expect(try window.text("selection 2").exists)
        #expect(try window.pressKey(.end))
        #expect(try window.text("▸ Cleo").exists)
        #expect(try window.pressKey(.downArrow))
        #expect(try window.focusState("focusedContact", as: Int?.self) == 3)
        #expect(try window.pressKey(.home))
        #expect(try window.text("selection 1").exists)
        #expect(try window.pressKey(.upArrow))
        #expect(try window.focusState("focusedContact", as: Int?.self) == 1)
    }

    @Test func aRowsFocusStateWriteFocusesAndSelectsIt() throws {
        let window = app.windows[0]
        try window.button("Focus Cleo").click()
        #expect(try window.focusState("focusedContact", as: Int?.self) == 3)
        #expect(try window.text("selection 3").exists)
    }

    @Test func identitySurvivesAnInsertAbove() throws {
        let window = app.windows[0]
        try window.button("Focus Cleo").click()
        try window.button("Add Zoe First").click()
        // The click moved focus to the button; the rows kept their ids: Cleo is still 3.
        try window.button("Focus Cleo").click()
        #expect(try window.text("▸ Cleo").exists)
        #expect(try window.pressKey(.home))
        #expect(try window.text("▸ Zoe").exists)
        #expect(try window.text("selection 4").exists)
    }
}
