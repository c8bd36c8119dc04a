import FocusUICore
import FocusUITesting
import Foundation
import TestViews
import Testing

/// `TabView` in the twin, as on GTK (`TabViewGtkTests`): the tab buttons are Tab stops before
/// the shown page, only the shown page's controls exist for focus, a tab chosen while focus is
/// in the page moves focus into the new page in one change (rule 3) and back to where it was,
/// a tab without a Tab stop leaves no focus (rule 11), a write to a field of a covered tab waits
/// (rule 7), and every tab keeps its state.
@MainActor
@Suite("FocusUITesting: TabView")
struct TabViewHeadlessTests {
    let app = HeadlessApp(rendering: TabbedMail())
    var window: HeadlessWindow { app.windows[0] }

    var focus: TabbedMail.Field? {
        get throws { try window.focusState("focus") }
    }

    var tabView: HeadlessControl {
        get throws { try window.control(.tabView, "") }
    }

    @Test func theTabsAreTabStopsBeforeTheShownPage() throws {
        #expect(try tabView.options == ["Inbox", "Compose", "About"])
        #expect(try tabView.selectedOption == "Inbox")
        #expect(try window.textField("Search inbox").isVisible)
        #expect(try !window.textField("To").isVisible)
        // Focus starts at the first Tab stop, the Inbox tab; three tabs, then the page.
        #expect(try focus == nil)
        for _ in 0..<3 { try window.tab() }
        #expect(try focus == .search)
        try window.tab()
        #expect(try focus == .refresh)
        try window.tab()
        #expect(try focus == .showCompose)
    }

    @Test func choosingATabMovesFocusIntoItInOneChangeAndBack() throws {
        try window.textField("Search inbox").click()
        try window.type("from:ada")
        let start = app.focusTrace.count
        try tabView.select("Compose")
        #expect(try tabView.selectedOption == "Compose")
        #expect(try focus == .to, "the page's first Tab stop")
        #expect(app.focusTrace.count == start + 1, "one change, no nil between (rule 3)")
        try window.tab()
        #expect(try focus == .subject)
        try tabView.select("Inbox")
        #expect(try focus == .search, "where focus was when the tab was left")
        #expect(try window.textField("Search inbox").text == "from:ada", "the tab kept its state")
        try tabView.select("Compose")
        #expect(try focus == .subject)
    }

    @Test func controlPageDownAndUpWalkTheTabsWrapping() throws {
        try window.textField("Search inbox").click()
        #expect(try window.pressKey(.pageDown, modifiers: .control) == false)
        #expect(try tabView.selectedOption == "Compose")
        #expect(try focus == .to)
        _ = try window.pressKey(.pageUp, modifiers: .control)
        #expect(try tabView.selectedOption == "Inbox")
        #expect(try focus == .search, "where focus was when the tab was left")
        _ = try window.pressKey(.pageUp, modifiers: .control)
        #expect(try tabView.selectedOption == "About")
        #expect(try focus == nil, "a tab without a Tab stop: no field has focus (rule 11)")
    }

    @Test func aProgramsChoiceFromOutsideLeavesFocusThere() throws {
        try window.button("Show Compose").click()
        #expect(try focus == .showCompose)
        #expect(try tabView.selectedOption == "Compose")
        #expect(try window.textField("To").isVisible)
    }

    @Test func aWriteToACoveredTabsFieldWaitsUntilItIsShown() throws {
        try window.button("Subject, Then Compose").click()
        #expect(try tabView.selectedOption == "Compose")
        #expect(try focus == .subject, "the write waited for the tab (rule 7)")
    }
}
