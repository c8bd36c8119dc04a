import FocusUICore
import FocusUITesting
import Foundation
import TestViews
import Testing

@MainActor
@Suite("NavigationSplitView and NavigationView, headless")
struct NavigationSplitHeadlessTests {
    func tabOrder(_ window: HeadlessWindow, _ count: Int) throws -> [String] {
        var seen: [String] = []
        for _ in 0..<count {
            try window.tab()
            seen.append(window.focusedControl?.title ?? "nothing")
        }
        return seen
    }

    @Test func tabGoesThroughTheSidebarThenTheDetail() throws {
        let window = HeadlessApp(rendering: MailSplit()).windows[0]
        #expect(window.focusedControl?.title == "Find Mailbox")
        #expect(try tabOrder(window, 5) == ["Inbox", "Sent", "Drafts", "Show Sidebar", "Find Mailbox"])
        // A link of the sidebar shows its destination in the detail, and keeps focus.
        try window.button("Inbox").click()
        #expect(try window.text("Mailbox Inbox").exists)
        #expect(throws: HeadlessTestError.self) { try window.text("Choose a mailbox") }
        #expect(try window.button("Inbox").isFocused)
        #expect(window.title == "Inbox")
        #expect(try tabOrder(window, 5) == ["Sent", "Drafts", "Show Sidebar", "Reply in Inbox", "Send"])
        // Another link: another detail, with its own state.
        try window.textField("Reply in Inbox").click()
        try window.type("Hi")
        try window.button("Drafts").click()
        #expect(try window.text("Mailbox Drafts").exists)
        #expect(throws: HeadlessTestError.self) { try window.textField("Reply in Inbox") }
        #expect(window.backButton == nil, "a split view has no Back button")
    }

    @Test func threeColumnsInOrder() throws {
        let window = HeadlessApp(rendering: MailSplit(columns: 3)).windows[0]
        #expect(try tabOrder(window, 5) == ["Inbox", "Sent", "Drafts", "Show Sidebar", "Archive"])
        try window.button("Sent").click()
        #expect(try window.text("Mailbox Sent").exists, "a sidebar link shows in the content column")
        #expect(throws: HeadlessTestError.self) { try window.text("Folders") }
    }

    @Test func aHiddenSidebarIsNeitherShownNorFocused() throws {
        let app = HeadlessApp(rendering: MailSplit(hidesSidebar: true))
        let window = app.windows[0]
        #expect(try window.textField("Find Mailbox").isVisible == false)
        #expect(window.focusedControl == nil, "nothing in the detail takes focus")
    }

    @Test func aNavigationViewOfTwoViewsIsASplitViewAndOfOneAStack() throws {
        let split = HeadlessApp(rendering: MailNavigationView()).windows[0]
        try split.button("Inbox").click()
        #expect(try split.text("Mailbox Inbox").exists)
        #expect(try split.button("Inbox").isFocused)
        #expect(split.backButton == nil)

        let stack = HeadlessApp(rendering: MailNavigationView(single: true)).windows[0]
        try stack.button("Inbox").click()
        #expect(stack.focusedControl?.title == "Reply in Inbox")
        #expect(stack.title == "Inbox")
        try stack.goBack()
        #expect(try stack.button("Inbox").isFocused)
    }
}
