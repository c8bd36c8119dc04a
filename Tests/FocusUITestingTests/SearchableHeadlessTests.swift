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

    @Test func theFieldIsInASearchBarHiddenUntilTheToggleRevealsItNamedByItsPrompt() throws {
        let field = try window.searchField("Search Notes")
        #expect(field.kind == .searchField)
        #expect(field.component(as: SearchFieldComponent.self)?.accessibleName == "Search Notes")
        #expect(!field.isVisible, "the search bar is hidden until search is presented")
        let toggle = try window.toggle("Search")
        #expect(!toggle.isOn)
        try toggle.click()
        #expect(try window.searchField("Search Notes").isVisible)
        #expect(try window.toggle("Search").isOn)
        #expect(try focus == .search, "rule 1: the field is a focus field, focused as the bar shows")
        try window.type("gar")
        #expect(try query == "query [gar]")
        #expect(try window.text("Garden plan").exists)
        #expect(throws: HeadlessTestError.self) { try window.text("Taxes") }
        // The toggle turned off empties the field and hides the bar.
        try window.toggle("Search").click()
        #expect(try query == "query []")
        #expect(try !window.searchField("Search Notes").isVisible)
        #expect(try window.toggle("Search").isFocused, "focus stays on the toggle clicked")
    }

    @Test func tabSkipsTheHiddenFieldAndReachesItFirstOnceRevealed() throws {
        #expect(try focus == .title, "the first Tab stop")
        var seen: [String] = []
        for _ in 0..<4 {
            try window.tab()
            seen.append(window.focusedControl?.title ?? "nil")
        }
        #expect(
            seen == ["Find", "Done", "Search", "Title"], "the toggle after the content, in the header bar")
        try window.pressKey("f", modifiers: .control)
        #expect(try focus == .search)
        try window.tab()
        #expect(try focus == .title, "the revealed field is the view's first Tab stop")
        try window.shiftTab()
        #expect(try focus == .search)
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

@MainActor
@Suite("searchable's search bar when the control focus came from is gone, headless")
struct VanishingSearchStarterHeadlessTests {
    let window = HeadlessApp(rendering: VanishingSearchStarter(), title: "Vanishing").windows[0]

    @Test func escapeSendsFocusToTheToggleAndHidesTheBar() throws {
        try window.button("Start Search").click()
        #expect(try window.searchField().isFocused, "the write revealed the bar and focused the field")
        #expect(try window.toggle("Search").isOn)
        try window.type("x")
        try window.pressEscape()
        #expect(try window.toggle("Search").isFocused, "Start Search is gone: the toggle that shows the bar")
        #expect(try !window.toggle("Search").isOn)
        #expect(try !window.searchField().isVisible)
        #expect(try !window.focusState("searching", as: Bool.self))
    }
}

@MainActor
@Suite("searchable(text:isPresented:): the program presents and dismisses search, headless")
struct PresentedSearchHeadlessTests {
    let window = HeadlessApp(rendering: PresentedSearch(), title: "Presented").windows[0]

    func shows(_ text: String) -> Bool { (try? window.text(text).exists) ?? false }

    @Test func presentingRevealsAndFocusesTheFieldAndDismissingEmptiesAndHidesIt() throws {
        #expect(try !window.searchField("Find").isVisible)
        try window.button("Start").click()
        #expect(try window.searchField("Find").isVisible)
        #expect(try window.searchField("Find").isFocused, "presenting search focuses its field")
        #expect(try window.toggle("Search").isOn)
        try window.type("ab")
        #expect(shows("presented [true] query [ab]"))
        try window.button("Stop").click()
        #expect(shows("presented [false] query []"), "dismissing empties the text")
        #expect(try !window.searchField("Find").isVisible)
        #expect(try window.button("Stop").isFocused)
    }

    @Test func theToggleCtrlFAndEscapeWriteTheBindingBack() throws {
        try window.pressKey("f", modifiers: .control)
        #expect(shows("presented [true] query []"))
        try window.pressEscape()
        #expect(shows("presented [false] query []"))
        #expect(try window.button("Start").isFocused, "back where Ctrl+F came from")
        try window.toggle("Search").click()
        #expect(shows("presented [true] query []"))
        #expect(try window.searchField("Find").isFocused)
        try window.toggle("Search").click()
        #expect(shows("presented [false] query []"))
    }
}

@MainActor
@Suite("Escape from a search returns to the list's row, headless")
struct SearchableNamesHeadlessTests {
    let window = HeadlessApp(rendering: SearchableNames(), title: "Names").windows[0]

    func focusedName() throws -> String? {
        let list = try window.list()
        return try list.focusedRow.map { try list.row($0).text }
    }

    @Test func escapeReturnsToTheRowTheSearchKeptOrHid() throws {
        try window.list().row(2).click()
        #expect(try focusedName() == "Grace")
        #expect(try window.text("selected [Grace]").exists)
        // A search that keeps the row: back on it, wherever it is shown then.
        try window.pressKey("f", modifiers: .control)
        try window.type("gr")
        #expect(try window.list().rowCount == 1)
        try window.pressEscape()
        #expect(try window.list().rowCount == 4)
        #expect(try focusedName() == "Grace")
        // A search that hid it: the list is entered again on its selected row once the
        // search is emptied.
        try window.pressKey("f", modifiers: .control)
        try window.type("ed")
        #expect(try window.list().rowCount == 1)
        try window.pressEscape()
        #expect(try focusedName() == "Grace")
        #expect(try window.text("selected [Grace]").exists)
    }

    @Test func escapeReturnsToAnUnselectedRowWithoutSelectingIt() throws {
        try window.list().row(0).click()
        try window.pressKey(.downArrow, modifiers: .control)
        try window.pressKey(.downArrow, modifiers: .control)
        #expect(try focusedName() == "Grace")
        #expect(try window.text("selected [Ada]").exists, "Ctrl+Down moves focus only")
        try window.pressKey("f", modifiers: .control)
        try window.type("gr")
        try window.pressEscape()
        #expect(try focusedName() == "Grace")
        #expect(try window.text("selected [Ada]").exists, "focus given back selects nothing")
    }
}
