import FocusUITesting
import TestViews
import Testing

/// Issue 26, item 2, in the headless twin: as on GTK (`TextSelectionOnFocusGtkTests`), focus
/// a program or the keyboard gives a text field selects its text, so typing replaces it; a
/// field the user was correcting keeps the caret.
@MainActor
@Suite("Text selected when focus arrives (headless)")
struct TextSelectionHeadlessTests {
    @Test func defaultFocusSelectsTheTextSoTypingReplacesIt() throws {
        let window = HeadlessApp(rendering: RenameForm()).windows[0]
        let title = try window.textField("Title")
        #expect(title.isFocused)
        #expect(title.selectedText == "Ideas")
        try window.type(" (renamed)")
        #expect(title.text == " (renamed)")
    }

    @Test func withGtksSettingOffTabKeepsTheCaret() throws {
        let app = HeadlessApp(rendering: RenameForm())
        app.selectsTextOnFocus = false
        let window = app.windows[0]
        let title = try window.textField("Title")
        try window.pressKey(.end)
        try window.tab()
        try window.shiftTab()
        #expect(title.isFocused)
        #expect(title.selectedText == "")
        #expect(title.caretOffset == 5)
    }

    @Test func aClickPutsTheCaretAtTheEnd() throws {
        let window = HeadlessApp(rendering: RenameForm()).windows[0]
        let title = try window.textField("Title")
        try title.click()
        #expect(title.selectedText == "")
        try window.type("!")
        #expect(title.text == "Ideas!")
    }

    @Test func focusBackForACorrectionKeepsTheCaretWhereTheUserLeftIt() throws {
        let window = HeadlessApp(rendering: CorrectionForm()).windows[0]
        let username = try window.textField("Username")
        try username.click()
        try window.type("alic")
        try window.tab()
        try window.pressSpace()
        #expect(username.isFocused)
        #expect(username.selectedText == "")
        #expect(username.caretOffset == 4)
        try window.type("e")
        #expect(username.text == "alice")
    }

    @Test func keysEditAtTheCaret() throws {
        let window = HeadlessApp(rendering: CorrectionForm()).windows[0]
        let username = try window.textField("Username")
        try username.click()
        try window.type("alice smith")
        try window.pressKey(.delete, modifiers: .control)
        #expect(username.text == "alice ")
        try window.pressKey(.home)
        try window.pressKey(.deleteForward)
        #expect(username.text == "lice ")
        try window.pressKey("a", modifiers: .control)
        try window.type("bob")
        #expect(username.text == "bob")
    }
}
