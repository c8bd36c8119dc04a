import FocusUITesting
import Testing

@testable import ListGallery

/// The gallery's lists, headless: the sidebar's sections and selection, the messages' `Set`
/// selection and the row focused by `defaultFocus`.
@MainActor
@Suite("ListGallery, headless")
struct ListGalleryTests {
    let app = HeadlessApp(ListGalleryApp())

    @Test func theMessagesOpenOnTheDefaultFocusWithTheirSelection() throws {
        let window = try app.window(titled: "Mail")
        let messages = try window.list(1)
        #expect(try window.focusState("focusedMessage", as: Int?.self) == 3)
        #expect(messages.focusedRow == 2)
        #expect(messages.selectedRows == [1, 2])
        #expect(try messages.row(2).accessibleName == "Grace Hopper The first bug, taped to the log, 3 of 6")
    }

    @Test func theSidebarHasHeadingsAndSelectsAMailbox() throws {
        let window = try app.window(titled: "Mail")
        let sidebar = try window.list(0)
        #expect(try sidebar.row(0).isHeading)
        #expect(try sidebar.row(0).text == "Mailboxes")
        #expect(try sidebar.row(containing: "Inbox").isSelected)
        try sidebar.row(containing: "Trash").click()
        #expect(try sidebar.row(containing: "Trash").isSelected)
        #expect(try !sidebar.row(containing: "Inbox").isSelected)
        // Down passes over the "Tags" heading.
        try window.pressKey(.downArrow)
        #expect(try sidebar.row(containing: "Family").isFocused)
    }

    @Test func shiftClickExtendsTheMessagesSelection() throws {
        let window = try app.window(titled: "Mail")
        let messages = try window.list(1)
        try messages.row(0).click()
        #expect(messages.selectedRows == [0])
        try messages.row(3).click(modifiers: .shift)
        #expect(messages.selectedRows == [0, 1, 2, 3])
        try messages.row(5).click(modifiers: .control)
        #expect(messages.selectedRows == [0, 1, 2, 3, 5])
        #expect(try window.focusState("focusedMessage", as: Int?.self) == 6)
    }
}
