import FocusUITesting
import TestViews
import Testing

/// `.accessibilityIdentifier`, `.navigationTitle` from a binding and
/// `.interactiveDismissDisabled` in the headless twin (as `IdentifierAndDismissalGtkTests` on
/// GTK).
@MainActor
@Suite("Identifiers, a bound title and sheets the user may not dismiss (headless)")
struct IdentifierAndDismissalHeadlessTests {
    let app = HeadlessApp(rendering: RenameDocumentView(), title: "Main")
    var window: HeadlessWindow { app.windows[0] }

    @Test func aControlIsFoundByItsIdentifierAsXCUITestFindsIt() throws {
        let field = try window.control(identifier: "name-field")
        #expect(field.kind == .textField)
        #expect(field.title == "Name")
        #expect(field.accessibilityIdentifier == "name-field")
        // A kind's finder matches an identifier as it matches a title.
        #expect(try window.button("mark-button").title == "Mark Renamed")
        #expect(try window.textField("name-field").title == "Name")

        try window.button("mark-button").click()
        #expect(try window.control(identifier: "renamed-field").title == "Name")
        #expect(throws: HeadlessTestError.self) { try window.control(identifier: "name-field") }
    }

    @Test func anUnknownIdentifierNamesTheOnesThereAre() throws {
        let error = #expect(throws: HeadlessTestError.self) { try window.control(identifier: "nope") }
        #expect(error?.description.contains("\"name-field\", \"mark-button\"") == true)
    }

    @Test func aBoundTitleFollowsItsBinding() throws {
        #expect(window.title == "Untitled")
        try window.textField("Name").click()
        try window.type(" 2")
        #expect(window.title == "Untitled 2")
    }

    private func openSheet() throws -> HeadlessWindow {
        try window.button("Lock…").click()
        let sheet = try #require(app.windows.last)
        #expect(sheet != window)
        return sheet
    }

    @Test func aLockedSheetKeepsEscapeCloseAndItsCloseButtonFromTheUser() throws {
        let sheet = try openSheet()
        #expect(!sheet.isUserDismissable)
        #expect(!sheet.showsCloseButton)
        try sheet.pressEscape()
        #expect(sheet.isOpen)
        try sheet.close()
        #expect(sheet.isOpen)
        #expect(try window.text("log ").exists)

        // Unlocked, the user dismisses it again.
        try sheet.toggle("Locked").click()
        #expect(sheet.isUserDismissable)
        #expect(sheet.showsCloseButton)
        try sheet.pressEscape()
        #expect(!sheet.isOpen)
        #expect(try window.text("log dismissed").exists)
    }

    @Test func theAppStillDismissesALockedSheet() throws {
        let sheet = try openSheet()
        #expect(!sheet.isUserDismissable)
        try sheet.button("Done").click()
        #expect(!sheet.isOpen)
        #expect(try window.text("log dismissed").exists)
        #expect(app.activeWindow == window)
    }

    @Test func aPopoverAskingToStayOpenWarnsOnceAndStillClosesOnEscape() throws {
        #expect(!app.focusWarnings.contains { $0.contains("interactiveDismissDisabled") })
        try window.button("Tip").click()
        #expect(window.focusedControl?.title == "Got It")
        try window.pressEscape()
        #expect(throws: HeadlessTestError.self) { try window.text("Names are kept") }
        try window.button("Tip").click()
        let warnings = app.focusWarnings.filter { $0.contains("interactiveDismissDisabled") }
        #expect(
            warnings == [
                ".interactiveDismissDisabled in a popover's content has no effect: a popover closes on a click "
                    + "outside it and on Escape"
            ])
        // The popover's request is not the window's: the main window stays closable.
        #expect(window.isUserDismissable)
    }

    @Test func escapeInASheetRunsItsCancelButtonEvenWhenTheUserMayNotDismissIt() throws {
        try window.button("Edit…").click()
        let sheet = try #require(app.windows.last)
        #expect(!sheet.isUserDismissable)
        #expect(sheet.focusedControl?.title == "Draft")
        try sheet.pressEscape()
        #expect(!sheet.isOpen)
        #expect(try window.text("log cancelled,closed").exists)

        // With focus on Cancel itself, in the header bar (after the content in Tab order).
        try window.button("Edit…").click()
        let again = try #require(app.windows.last)
        try again.tab()
        #expect(again.focusedControl?.title == "Cancel")
        try again.pressEscape()
        #expect(!again.isOpen)
        #expect(try window.text("log cancelled,closed,cancelled,closed").exists)
    }
}
