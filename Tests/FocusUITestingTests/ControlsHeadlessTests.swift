import FocusUITesting
import Testing

/// A search form: Return in the field activates the default button; Find is disabled while
/// the query is empty; Clear empties the field and focuses it again.
struct SearchForm: View {
    @State private var query = ""
    @State private var searches = 0
    @FocusState private var isQueryFocused: Bool

    var body: some View {
        VStack {
            TextField("Query", text: $query)
                .focused($isQueryFocused)
            Button("Find") { searches += 1 }
                .keyboardShortcut(.defaultAction)
                .disabled(query.isEmpty)
            Button("Clear") {
                query = ""
                isQueryFocused = true
            }
            Text("Searches: \(searches)")
        }
    }
}

@MainActor
@Suite("FocusUITesting: buttons, Return and the Bool form")
struct ControlsHeadlessTests {
    let window = HeadlessApp(rendering: SearchForm()).windows[0]

    var isQueryFocused: Bool {
        get throws { try window.focusState("isQueryFocused") }
    }

    @Test func aDisabledButtonIgnoresClicksAndIsNoTabStop() throws {
        let find = try window.button("Find")
        #expect(!find.isEnabled)
        try find.click()
        #expect(try window.text("Searches: 0").exists)
        #expect(try isQueryFocused)
        try window.tab()
        #expect(window.focusedControl?.title == "Clear")
        #expect(try !isQueryFocused)
    }

    @Test func returnInTheFieldActivatesTheDefaultButtonOnceEnabled() throws {
        try window.pressReturn()
        #expect(try window.text("Searches: 0").exists)
        try window.type("swift")
        #expect(try window.button("Find").isEnabled)
        try window.pressReturn()
        #expect(try window.text("Searches: 1").exists)
        #expect(try isQueryFocused)
    }

    @Test func aWriteOfTrueFocusesTheFieldAndClearsItsText() throws {
        try window.type("gtk")
        try window.button("Clear").click()
        #expect(try isQueryFocused)
        #expect(try window.textField("Query").text == "")
        #expect(try window.textField("Query").isFocused)
    }

    @Test func returnOnAFocusedButtonActivatesIt() throws {
        try window.type("a")
        try window.tab()
        #expect(window.focusedControl?.title == "Find")
        try window.pressReturn()
        #expect(try window.text("Searches: 1").exists)
    }
}
