import FocusUICore
import FocusUITesting
import TestViews
import Testing

/// Issue 26, items 5 and 7, in the headless twin (as `WindowDecorationGtkTests`): a sheet is
/// titled as its presenter, an alert puts Cancel first, Ctrl+, opens the one settings window.
@MainActor
@Suite("Sheets, alerts and settings as GNOME has them (headless)")
struct WindowDecorationHeadlessTests {
    @Test func aSheetIsTitledAsItsPresenter() throws {
        let app = HeadlessApp(DecoratedApp())
        let note = app.windows[0]
        #expect(note.title == "Ideas")
        try note.button("Rename…").click()
        let sheet = try #require(app.activeWindow)
        #expect(sheet.presenter == note)
        #expect(sheet.title == "Ideas")
        #expect(sheet.showsCloseButton)
        #expect(note.showsCloseButton)
    }

    @Test func aSheetWithCancelAndConfirmShowsNoCloseButton() throws {
        let app = HeadlessApp(DecoratedApp())
        let note = app.windows[0]
        try note.button("Move…").click()
        let sheet = try #require(app.activeWindow)
        #expect(sheet.presenter == note)
        #expect(!sheet.showsCloseButton)
        try sheet.pressEscape()
        #expect(!sheet.isOpen)
        try note.button("Move…").click()
        try #require(app.activeWindow).button("Move").click()
        #expect(note.subtitle == "Drafts, 1 answered")
    }

    @Test func aDestructiveActionIsLeadingAndRedAndTheConfirmationIsSuggested() throws {
        let app = HeadlessApp(DecoratedApp())
        let note = app.windows[0]
        try note.button("Close…").click()
        let sheet = try #require(app.activeWindow)
        #expect(!sheet.showsCloseButton)
        // The header bar's buttons: leading Cancel then Don't Save, trailing Save (Tab order).
        #expect(
            sheet.controls.filter { $0.kind == .button }.map(\.title) == ["Cancel", "Don't Save", "Save"])
        #expect(try sheet.button("Don't Save").styleClasses.contains("destructive-action"))
        #expect(try !sheet.button("Don't Save").styleClasses.contains("suggested-action"))
        #expect(try sheet.button("Save").styleClasses.contains("suggested-action"))
        #expect(try !sheet.button("Cancel").styleClasses.contains("suggested-action"))
        #expect(try !sheet.button("Cancel").styleClasses.contains("destructive-action"))
        // Text buttons in a header bar have no tooltip repeating their title.
        for title in ["Cancel", "Don't Save", "Save"] { #expect(try sheet.button(title).help == nil) }
        try sheet.button("Don't Save").click()
        #expect(!sheet.isOpen)
        #expect(try note.text("log discard").exists)
    }

    @Test func theSubtitleIsBelowTheTitleAndFollowsTheViews() throws {
        let app = HeadlessApp(DecoratedApp())
        let note = app.windows[0]
        #expect(note.subtitle == "Drafts")
        try note.button("Delete…").click()
        let alert = try #require(app.activeWindow)
        // An alert has no header bar, so no subtitle.
        #expect(alert.subtitle == nil)
        try alert.pressEscape()
        #expect(note.subtitle == "Drafts, 1 answered")
    }

    @Test func anAlertPutsCancelFirst() throws {
        let app = HeadlessApp(DecoratedApp())
        try app.windows[0].button("Delete…").click()
        let alert = try #require(app.activeWindow)
        #expect(alert.controls.filter { $0.kind == .button }.map(\.title) == ["Keep", "Delete"])
        // Focus starts on Cancel (there is no default button), never on the destructive one.
        #expect(alert.focusedControl?.title == "Keep")
        // Its message is what screen readers say with it (issue 27: AdwMessageDialog's body).
        #expect(alert.accessibleDescription == "It cannot be restored.")
    }

    @Test func aConfirmationDialogsHiddenTitleIsNotShownButNamesTheWindow() throws {
        let app = HeadlessApp(rendering: HiddenTitleDialogView())
        try app.windows[0].button("Quiet…").click()
        let quiet = try #require(app.activeWindow)
        let texts = quiet.controls.filter { $0.kind == .text }.map(\.title)
        #expect(texts == ["The draft has not been sent."])
        try quiet.pressEscape()
        try app.windows[0].button("Loud…").click()
        let loud = try #require(app.activeWindow)
        #expect(loud.controls.filter { $0.kind == .text }.map(\.title) == ["Send now?"])
        try loud.button("Send").click()
        #expect(try app.windows[0].text("log send").exists)
    }

    @Test func ctrlCommaOpensTheOneSettingsWindow() throws {
        let app = HeadlessApp(DecoratedApp())
        #expect(app.commandTitles.contains("Preferences"))
        try app.windows[0].pressKey(",", modifiers: .command)
        #expect(app.windows.map(\.title) == ["Ideas", "Preferences"])
        try app.activeWindow?.pressKey(",", modifiers: .command)
        #expect(app.windows.count == 2)
    }
}
