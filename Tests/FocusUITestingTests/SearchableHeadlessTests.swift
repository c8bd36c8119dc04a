import FocusUICore
import FocusUITesting
import Foundation
import TestViews
import Testing

@MainActor
@Suite("searchable and searchFocused: Ctrl+F, Escape and focus, headless")
struct SearchableHeadlessTests {
    let app = HeadlessApp(rendering: SearchableNotes(), title: "Notes")
    var window: HeadlessWindow { app.windows[0] }

    var focus: SearchableNotes.Field? {
        get throws { try window.focusState("focus") }
    }

    var query: String {
        get throws {
            try #require(window.controls.first { $0.kind == .text && $0.title.hasPrefix("query [") }).title
        }
    }

    /// The values the focus state took, in order (its trace lines, contract rule 16).
    func log() -> [String] {
        app.focusTrace.filter { $0.contains(" state=focus ") }.map { line in
            let new = line.components(separatedBy: " -> ")[1]
            return new.components(separatedBy: " cause=")[0]
        }
    }

    @Test func theFieldIsInTheHeaderBarNamedByItsPromptAndFiltersAsItIsTyped() throws {
        let field = try window.searchField("Search Notes")
        #expect(field.kind == .searchField)
        #expect(field.component(as: SearchFieldComponent.self)?.accessibleName == "Search Notes")
        try field.click()
        #expect(try focus == .search, "rule 1: the field is a focus field")
        try window.type("gar")
        #expect(try query == "query [gar]")
        #expect(try window.text("Garden plan").exists)
        #expect(throws: HeadlessTestError.self) { try window.text("Taxes") }
    }

    @Test func tabReachesTheFieldAfterTheContent() throws {
        #expect(try focus == .title, "the first Tab stop")
        var seen: [SearchableNotes.Field?] = []
        for _ in 0..<4 {
            try window.tab()
            seen.append(try focus)
        }
        #expect(seen == [nil, .done, .search, .title])
    }

    @Test func controlFFocusesTheFieldFromAnywhereAndEscapeClearsAndReturns() throws {
        try window.button("Done").click()
        try window.pressKey("f", modifiers: .control)
        #expect(try focus == .search)
        try window.type("tax")
        #expect(try query == "query [tax]")
        try window.pressEscape()
        #expect(try query == "query []", "Escape empties the field")
        #expect(try focus == .done, "and focus is back where it came from")
        #expect(try window.button("Done").isFocused)
        // One change each way, never nil in between (rule 3).
        #expect(log() == ["title", "done", "search", "done"])
    }

    @Test func escapeReturnsToAControlWithoutAFocusState() throws {
        try window.button("Find").click()
        #expect(try focus == .search, "the Find button's write")
        try window.pressEscape()
        #expect(try window.button("Find").isFocused)
        #expect(try focus == nil)
    }

    @Test func aSecondEscapeLeavesFocusWhereTheFirstPutIt() throws {
        try window.pressKey("f", modifiers: .control)
        #expect(try focus == .search)
        try window.pressEscape()
        #expect(try focus == .title, "back to the first Tab stop it came from")
        try window.pressEscape()
        #expect(try focus == .title)
        #expect(log() == ["title", "search", "title"])
    }

    @Test func rule5_aWriteFocusesTheFieldAtOnceWithNoDelay() throws {
        try window.button("Find").click()
        #expect(try window.text("read [search]").exists, "the state reads the new value on the next line")
        #expect(try window.searchField("Search Notes").isFocused)
    }

    @Test func controlFKeepsTheTextAndCaretAsGtkSearchEntryGrabsFocus() throws {
        try window.pressKey("f", modifiers: .control)
        try window.type("gr")
        try window.tab()
        #expect(try focus == .title)
        try window.pressKey("f", modifiers: .control)
        #expect(try window.searchField("Search Notes").selectedText == "", "a grab does not select")
        try window.type("o")
        #expect(try query == "query [gro]")
        // Tab into the field selects, as into any entry.
        try window.shiftTab()
        try window.shiftTab()
        try window.tab()
        try window.tab()
        #expect(try focus == .search)
        #expect(try window.searchField("Search Notes").selectedText == "gro")
    }
}

/// `.searchFocused` inside the searchable view, in its Bool form.
struct InnerSearchFocused: View {
    @State var query = ""
    @FocusState var searching: Bool

    var body: some View {
        VStack {
            Button("Start Search") { searching = true }
                .searchFocused($searching)
            Button("Other") {}
        }
        .searchable(text: $query)
    }
}

@MainActor
@Suite("searchFocused inside the searchable view, Bool form, headless")
struct InnerSearchFocusedHeadlessTests {
    let window = HeadlessApp(rendering: InnerSearchFocused(), title: "Inner").windows[0]

    @Test func theNearestSearchableAroundItsViewIsBound() throws {
        try window.button("Start Search").click()
        #expect(try window.searchField().isFocused)
        #expect(try window.focusState("searching", as: Bool.self))
        try window.pressEscape()
        #expect(try window.button("Start Search").isFocused)
        #expect(try !window.focusState("searching", as: Bool.self))
    }
}

@MainActor
@Suite("A search field shown and focused by one action, headless")
struct RevealedSearchHeadlessTests {
    let window = HeadlessApp(rendering: RevealedSearch(), title: "Revealed").windows[0]

    var searching: Bool {
        get throws { try window.focusState("searching") }
    }

    @Test func hiddenWithItsViewCtrlFDoesNothing() throws {
        #expect(try !window.searchField("Find").isVisible)
        try window.button("Hide").click()
        try window.pressKey("f", modifiers: .control)
        #expect(try window.button("Hide").isFocused)
        #expect(try !searching)
    }

    @Test func rule5_theActionThatShowsTheFieldFocusesItAtOnce() throws {
        try window.button("Search").click()
        #expect(try window.text("read [true]").exists, "the write applied on its line, no delay")
        #expect(try window.searchField("Find").isFocused)
        try window.type("x")
        #expect(try window.text("Results for [x]").exists)
        try window.pressEscape()
        #expect(try window.button("Search").isFocused)
        #expect(try !searching)
    }
}
