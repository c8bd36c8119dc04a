import FocusUICore
import FocusUITesting
import Foundation
import TestViews
import Testing

@MainActor
@Suite("NavigationStack: pages, Back, Alt+Left and focus, headless")
struct NavigationHeadlessTests {
    let app = HeadlessApp(rendering: NavigationLibrary(), title: "Window")
    var window: HeadlessWindow { app.windows[0] }

    var focus: NavigationLibrary.Field? {
        get throws { try window.focusState("focus") }
    }

    /// The values the focus state took, in order (its trace lines, contract rule 16).
    func log() -> [String] {
        app.focusTrace.filter { $0.contains(" state=focus ") }.map { line in
            let new = line.components(separatedBy: " -> ")[1]
            return new.components(separatedBy: " cause=")[0]
        }
    }

    @Test func pushingFocusesThePagesFirstTabStopAndTitlesTheWindow() throws {
        #expect(window.title == "Library")
        #expect(window.backButton == nil)
        try window.button("Book 1").click()
        #expect(try focus == .title(1))
        #expect(window.title == "Book 1")
        #expect(try window.textField("Filter").isVisible == false, "the root page is covered")
        #expect(window.backButton?.isVisible == true)
        // One change from the link to the field (rule 3).
        #expect(log() == ["filter", "link(1)", "title(1)"])
    }

    @Test func backReturnsFocusToTheLinkThatPushed() throws {
        try window.button("Book 2").click()
        #expect(try focus == .notes(2), "Book 2's defaultFocus")
        try window.goBack()
        #expect(try focus == .link(2))
        #expect(window.title == "Library")
        #expect(window.backButton == nil)
        #expect(try window.button("Book 2").isFocused)
    }

    @Test func altLeftGoesBackFromAFieldWithOneChange() throws {
        try window.button("Book 1").click()
        try window.type("Dune")
        #expect(try window.pressKey(.leftArrow, modifiers: .option))
        #expect(try focus == .link(1))
        #expect(
            log() == ["filter", "link(1)", "title(1)", "link(1)"], "no nil between the two fields (rule 3)")
        // At the root, Alt+Left is not taken.
        #expect(try !window.pressKey(.leftArrow, modifiers: .option))
        #expect(try focus == .link(1))
    }

    @Test func coveredPagesKeepTheirState() throws {
        try window.textField("Filter").click()
        try window.type("sci-fi")
        try window.button("Book 1").click()
        try window.type("Dune")
        try window.button("Book 2").click()
        #expect(window.title == "Book 2")
        #expect(try window.textField("Title 1").isVisible == false)
        try window.goBack()
        #expect(try window.textField("Title 1").text == "Dune")
        #expect(try focus == .next(2), "back on the link that pushed Book 2")
        try window.goBack()
        #expect(try window.textField("Filter").text == "sci-fi")
        #expect(try window.text("path []").exists)
    }

    @Test func dismissInAPagePopsIt() throws {
        try window.button("Book 3").click()
        try window.button("Done 3").click()
        #expect(try window.text("path []").exists)
        #expect(try focus == .link(3))
    }

    @Test func aWriteToAFieldOfACoveredPageWaitsUntilItShows() throws {
        try window.button("Book 1").click()
        try window.button("Focus Filter").click()
        #expect(try focus == nil, "rule 7: the Filter field is covered")
        try window.pressKey(.leftArrow, modifiers: .option)
        #expect(try focus == .filter, "the waiting write goes first")
    }

    @Test func settingThePathPushesSeveralPagesAndBackGoesOneAtATime() throws {
        try window.button("Open 1 and 2").click()
        #expect(window.title == "Book 2")
        #expect(try focus == .notes(2))
        try window.goBack()
        #expect(window.title == "Book 1")
        #expect(try focus == .title(1), "no link of Book 1 pushed Book 2: its first Tab stop")
        try window.goBack()
        #expect(try window.button("Open 1 and 2").isFocused, "back on the button that pushed")
    }

    @Test func aPageWithNothingToFocusFocusesBack() throws {
        try window.button("Blank Page").click()
        #expect(window.backButton?.isFocused == true)
        #expect(try window.text("Nothing to focus here").isVisible)
        try window.pressSpace()
        #expect(try window.text("blank false").exists)
        #expect(try window.button("Blank Page").isFocused)
    }

    @Test func tabSkipsCoveredPagesAndReachesBackAfterTheContent() throws {
        try window.button("Book 1").click()
        var seen: [String] = []
        for _ in 0..<6 {
            try window.tab()
            seen.append(window.focusedControl?.title ?? "nothing")
        }
        #expect(seen == ["Notes 1", "Book 2", "Focus Filter", "Done 1", "Back", "Title 1"])
    }
}
