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
    let app = HeadlessApp(rendering: TabbedMail(), title: "Mail")
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

    @Test func controlPageDownOnATabButtonFocusesTheNewTabsButton() throws {
        // Focus starts on the Inbox tab's button.
        _ = try window.pressKey(.pageDown, modifiers: .control)
        #expect(try tabView.selectedOption == "Compose")
        // From Compose's button: About's, then Compose's page.
        try window.tab()
        try window.tab()
        #expect(try focus == .to)
    }

    @Test func aProgramsChoiceFromOutsideLeavesFocusThere() throws {
        try window.button("Show Compose").click()
        #expect(try focus == .showCompose)
        #expect(try tabView.selectedOption == "Compose")
        #expect(try window.textField("To").isVisible)
    }

    @Test func theShownTabTitlesTheWindowAndShowsItsToolbarItems() throws {
        #expect(window.title == "Inbox")
        #expect(try window.button("Mark All Read").isVisible)
        try tabView.select("Compose")
        #expect(window.title == "New Message")
        #expect(try !window.button("Mark All Read").isVisible, "the covered tab's toolbar item")
        try tabView.select("About")
        #expect(window.title == "Mail", "no title in the tab: the window's own")
    }

    @Test func aWriteToACoveredTabsFieldWaitsUntilItIsShown() throws {
        try window.button("Subject, Then Compose").click()
        #expect(try tabView.selectedOption == "Compose")
        #expect(try focus == .subject, "the write waited for the tab (rule 7)")
    }
}

/// Tabs from a `ForEach` in the twin, as on GTK (`ForEachTabViewGtkTests`): a tab removed
/// leaves the shown one and its focus alone; a tab added before the shown one keeps it shown but
/// drops its focus (GTK adds the later pages again, rule 11); a selection matching no tag shows
/// the first tab; `.badge` after `.tabItem` keeps the tab's tag.
@MainActor
@Suite("FocusUITesting: TabView of a ForEach")
struct ForEachTabViewHeadlessTests {
    let app = HeadlessApp(rendering: AccountTabs())
    var window: HeadlessWindow { app.windows[0] }

    var focus: String? {
        get throws { try window.focusState("focus") }
    }

    var tabView: HeadlessControl {
        get throws { try window.control(.tabView, "") }
    }

    @Test func tabsComingAndGoingKeepTheShownTab() throws {
        #expect(try tabView.selectedOption == "Work")
        try window.textField("Work notes").click()
        try window.type("standup")
        let changes = app.focusTrace.count
        // Clicks would move focus: the buttons are pressed the way a shortcut presses them.
        try window.button("Remove Home").activateWithoutFocus()
        #expect(try tabView.options == ["Work"])
        #expect(try focus == "Work")
        #expect(app.focusTrace.count == changes, "no focus change")
        try window.button("Add School").activateWithoutFocus()
        #expect(try tabView.options == ["School", "Work"])
        #expect(try tabView.selectedOption == "Work")
        #expect(try focus == nil, "the page was added again after School (rule 11)")
        try window.textField("Work notes").click()
        try window.button("Move Last First").activateWithoutFocus()
        #expect(try tabView.options == ["Work", "School"])
        #expect(try tabView.selectedOption == "Work")
        #expect(try focus == nil, "the moved page was added again")
        #expect(try window.textField("Work notes").text == "standup")
    }

    @Test func aSelectionMatchingNoTagShowsTheFirstTab() throws {
        try window.button("Clear Selection").click()
        #expect(try tabView.selectedOption == "Home")
        try tabView.select("Home")
        #expect(try tabView.selectedOption == "Home", "its button is already active")
        try tabView.select("Work")
        #expect(try tabView.selectedOption == "Work")
        try window.pressKey(.pageUp, modifiers: .control)
        #expect(try tabView.selectedOption == "Work", "focus is not in the tab view")
    }

    @Test func aTabWithoutATagOfTheSelectionsTypeIsReported() throws {
        struct Untagged: View {
            @State var tab = 1
            var body: some View {
                TabView(selection: $tab) {
                    Text("One").tabItem { Text("One") }.tag(1)
                    Text("Two").tabItem { Text("Two") }
                }
            }
        }
        let app = HeadlessApp(rendering: Untagged())
        let tabView = try app.windows[0].control(.tabView, "")
        try tabView.select("Two")
        #expect(tabView.selectedOption == "One")
        #expect(
            app.focusWarnings.contains {
                $0.contains("TabView: the tab \"Two\" has no .tag of the selection's type (Int)")
            })
    }
}

/// Ctrl+Page Down and Up reach the tab view from a list and a text editor, which bind them
/// themselves (GTK: the tab view's capture phase), as on GTK (`TabViewGtkTests`).
@MainActor
@Suite("FocusUITesting: TabView keys from a list and an editor")
struct TabViewCaptureHeadlessTests {
    @Test func controlPageDownSwitchesTabsFromAListAndAnEditor() throws {
        let window = HeadlessApp(rendering: TabbedLists()).windows[0]
        let tabView = try window.control(.tabView, "")
        try window.list().row(containing: "Lunch?").click()
        _ = try window.pressKey(.pageDown, modifiers: .control)
        #expect(tabView.selectedOption == "Notes")
        #expect(try window.textEditor("Notes").isFocused)
        _ = try window.pressKey(.pageUp, modifiers: .control)
        #expect(tabView.selectedOption == "Messages")
        #expect(try window.list().focusedRow == 1, "back on the row")
    }
}
