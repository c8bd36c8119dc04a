import FocusUITesting
import TestViews
import Testing

@MainActor
@Suite(".onDeleteCommand (issue 23, headless)")
struct DeleteCommandHeadlessTests {
    @Test func deleteOnASelectedRowRunsTheListsCommand() throws {
        let window = HeadlessApp(rendering: DeleteCommandList()).windows[0]
        let list = try window.list()
        try list.row(1).click()
        try window.pressKey(.delete)
        #expect(try window.text("deleted Banana").exists)
        #expect(try window.text("fruit Apple Cherry Damson").exists)
        // Focus went to the row below; nothing is selected.
        #expect(try window.focusState("focused", as: String?.self) == "Cherry")
        try window.pressKey(.deleteForward)
        #expect(try window.text("deleted Banana").exists)
        try window.pressKey(.upArrow)
        try window.pressKey(.deleteForward)
        #expect(try window.text("deleted Banana Apple").exists)
    }

    @Test func aTextFieldKeepsItsDeleteKeys() throws {
        let window = HeadlessApp(rendering: DeleteCommandList()).windows[0]
        try window.textField("Note").click()
        try window.pressKey(.delete)
        #expect(try window.textField("Note").text == "ab")
        #expect(try window.text("deleted ").exists)
    }

    @Test func aListsOwnDeleteComesFirstBackspaceComesHere() throws {
        let window = HeadlessApp(rendering: DeleteCommandList(rowsDelete: true)).windows[0]
        let list = try window.list()
        try list.row(0).click()
        // Delete: the rows' .onDelete (GTK: the list takes it before the views around it).
        try window.pressKey(.deleteForward)
        #expect(try window.text("deleted row Apple").exists)
        #expect(try window.focusState("focused", as: String?.self) == "Banana")
        // Backspace: the list has no use for it, the command has.
        try window.pressKey(.downArrow)
        try window.pressKey(.delete)
        #expect(try window.text("deleted row Apple Cherry").exists)
        #expect(try window.text("fruit Banana Damson").exists)
    }

    @Test func theFieldTheListAndTheCommandEachTakeTheirKeys() throws {
        // The steps of DeleteCommandGtkTests.
        let window = HeadlessApp(rendering: DeleteCommandList(rowsDelete: true)).windows[0]
        try window.textField("Note").click()
        try window.pressKey(.end)
        try window.pressKey(.delete)
        #expect(try window.textField("Note").text == "ab")
        #expect(try window.text("deleted ").exists)
        try window.pressKey(.tab)
        try window.pressKey(.downArrow)
        #expect(try window.focusState("focused", as: String?.self) == "Banana")
        try window.pressKey(.delete)
        #expect(try window.text("deleted Banana").exists)
        #expect(try window.focusState("focused", as: String?.self) == "Cherry")
        try window.pressKey(.deleteForward)
        #expect(try window.text("deleted Banana row Cherry").exists)
        #expect(try window.text("fruit Apple Damson").exists)
    }
}
