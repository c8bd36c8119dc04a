import FocusUITesting
import TestViews
import Testing

@MainActor
@Suite("Context menus on views (headless)")
struct ContextMenuHeadlessTests {
    @Test func theInnermostMenuWithoutStatefulItemsRunsItsChoice() throws {
        let app = HeadlessApp(rendering: ContextMenuForm())
        let window = app.windows[0]
        let title = try window.textField("Title")
        #expect(title.contextMenuItems == ["Clear", "—", "Duplicate"])
        try title.click()
        try title.chooseContextMenuItem("Clear")
        #expect(try window.text("log clear").exists)
        #expect(title.text == "")
        #expect(window.focusedControl?.title == "Title")
        // The stack's menu is the one around the button.
        let other = try window.button("Other")
        #expect(other.contextMenuItems == ["Reset"])
        try other.chooseContextMenuItem("Reset")
        #expect(try window.text("log clear,reset").exists)
        #expect(throws: (any Error).self) { try other.chooseContextMenuItem("Clear") }
    }
}

extension ContextMenuHeadlessTests {
    @Test func aListRowsMenuIsTheListsAsOnGtk() throws {
        let app = HeadlessApp(rendering: ContactsList(count: 7, multipleSelection: false))
        let window = app.windows[0]
        let cleo = try window.text("Cleo")
        // As ListGtkTests reads GTK's model for the focused row.
        #expect(cleo.contextMenuItems == ["Delete", "Move Up", "Move Down"])
        try cleo.chooseContextMenuItem("Delete")
        #expect(throws: (any Error).self) { try window.text("Cleo").click() }
    }
}

extension ContextMenuHeadlessTests {
    @Test func anActionOfferedAsASwipeAndInTheMenuIsShownOnceAndTheRowsDeleteStandsForTheLists() throws {
        let app = HeadlessApp(rendering: SwipeInbox())
        let window = app.windows[0]
        let lunch = try window.text("Lunch")
        // The row's menu, then its swipe actions without the repeated Archive; the swipe's
        // Delete stands for the list's.
        #expect(lunch.contextMenuItems == ["Archive", "Reply", "Delete"])
        try lunch.chooseContextMenuItem("Archive")
        try lunch.chooseContextMenuItem("Delete")
        app.settle()
        #expect(try window.text("did archive Lunch, swipe delete Lunch").exists)
        #expect(try window.text("Lunch").exists, "the row's own delete ran, not the list's")
        // "Delete…" is the row's delete: the list's Delete is not offered beside it.
        let draft = try window.text("Draft")
        #expect(draft.contextMenuItems == ["Delete…"])
    }
}

extension ContextMenuHeadlessTests {
    @Test func anAccessibilityActionIsAnItemOfTheViewsContextMenuShownOnce() throws {
        let app = HeadlessApp(rendering: AccessibleActions())
        let window = app.windows[0]
        let report = try window.text("Quarterly report")
        // The inner `.contextMenu`'s "Archive…" first; the action of the same name is not
        // repeated.
        #expect(report.contextMenuItems == ["Archive…", "Flag"])
        try report.chooseContextMenuItem("Flag")
        app.settle()
        #expect(try window.text("did flag").exists)
        // On a list's rows, one of each row's items.
        let invoice = try window.text("Invoice")
        #expect(invoice.contextMenuItems == ["Mark as Read"])
        try invoice.chooseContextMenuItem("Mark as Read")
        app.settle()
        #expect(try window.text("did flag, read Invoice").exists)
    }
}
