import FocusUITesting
import TestViews
import Testing

/// Two fields in a form whose submit action saves; the first is in its own submit scope.
struct SubmitScopeView: View {
    @State private var search = ""
    @State private var title = ""
    @State private var log: [String] = []

    var body: some View {
        Form {
            TextField("Search", text: $search)
                .onSubmit { log.append("search") }
                .submitScope()
            TextField("Title", text: $title)
            Text("log \(log.joined(separator: ","))")
        }
        .onSubmit { log.append("save") }
    }
}

@MainActor
@Suite("Rule 20: views that take focus without being text fields (headless)")
struct Rule20FocusableHeadlessTests {
    let app = HeadlessApp(rendering: KeyboardRowsView(), title: "Rows")

    @Test func focusableRowsAreTabStopsAndFieldsWithIsFocused() throws {
        let window = app.windows[0]
        try window.textField("Name").click()
        try window.tab()
        #expect(try window.focusState("focusedRow", as: Int?.self) == 1)
        #expect(try window.text("▸ Row 1").exists)
        #expect(try window.text("Row 2").exists)
        try window.tab()
        #expect(try window.focusState("focusedRow", as: Int?.self) == 2)
        #expect(try window.text("Row 1").exists)
        #expect(try window.text("▸ Row 2").exists)
    }

    @Test func arrowsMoveFocusThroughMoveCommandAndKeysAreHandled() throws {
        let window = app.windows[0]
        try window.textField("Name").click()
        try window.tab()
        #expect(try window.pressKey(.downArrow))
        #expect(try window.focusState("focusedRow", as: Int?.self) == 2)
        #expect(try window.pressKey(.downArrow))
        #expect(try window.pressKey(.downArrow))
        #expect(try window.focusState("focusedRow", as: Int?.self) == 3)
        #expect(try window.pressKey(.upArrow))
        #expect(try window.text("▸ Row 2").exists)
        #expect(try window.pressKey(.deleteForward))
        #expect(try window.text("log delete 2").exists)
        // A key nobody handles goes on (to GTK).
        #expect(try !window.pressKey("x"))
        // Modified arrows are not move commands.
        #expect(try !window.pressKey(.downArrow, modifiers: .shift))
        #expect(try window.focusState("focusedRow", as: Int?.self) == 2)
    }

    @Test func onKeyPressOnATextFieldFiltersCharacters() throws {
        let window = app.windows[0]
        try window.textField("Name").click()
        #expect(try window.pressKey("5"))
        #expect(try !window.pressKey("a"))
        #expect(try window.text("log digit 5").exists)
        // Arrows in the field are not the rows' move commands.
        #expect(try !window.pressKey(.downArrow))
        #expect(try window.focusState("focusedRow", as: Int?.self) == nil)
    }

    @Test func activateOnlyIsATabStopThatAClickDoesNotFocus() throws {
        let window = app.windows[0]
        try window.textField("Name").click()
        try window.text("Keyboard only").click()
        #expect(window.focusedControl?.title == "Name")
        try window.shiftTab()
        #expect(window.focusedControl?.text == "Keyboard only")
    }

    @Test func submitScopeKeepsSubmitsInside() throws {
        let app = HeadlessApp(rendering: SubmitScopeView(), title: "Submit")
        let window = app.windows[0]
        try window.textField("Search").click()
        try window.pressReturn()
        #expect(try window.text("log search").exists)
        try window.textField("Title").click()
        try window.pressReturn()
        #expect(try window.text("log search,save").exists)
    }
}
