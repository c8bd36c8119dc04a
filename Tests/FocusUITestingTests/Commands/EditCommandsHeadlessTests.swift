import FocusUITesting
import TestViews
import Testing

@MainActor
@Suite("Standard edit commands")
struct EditCommandsHeadlessTests {
    @Test func theyAreInTheEditGroupsWithGnomesShortcuts() throws {
        let app = HeadlessApp(MailApp())
        for (title, key) in [("Cut", "x"), ("Copy", "c"), ("Paste", "v"), ("Select All", "a"), ("Undo", "z")]
        {
            #expect(try app.commandShortcut(title) == KeyboardShortcut(KeyEquivalent(Character(key))))
        }
        #expect(try app.commandShortcut("Redo") == KeyboardShortcut("z", modifiers: [.command, .shift]))
    }

    @Test func copyAndPasteReachTheFocusedFieldFromTheMenu() throws {
        let app = HeadlessApp(MailApp())
        let window = app.windows[0]
        let subject = try window.textField("Subject")
        #expect(subject.isFocused, "the first field has focus, its text selected")
        #expect(try app.isCommandEnabled("Copy"))
        try app.performCommand("Copy")
        #expect(app.clipboard == "Hello")
        try window.textEditor("Body").click()
        #expect(try !app.isCommandEnabled("Copy"), "nothing is selected in the body")
        #expect(try !app.isCommandEnabled("Select All"), "the body is empty")
        try app.performCommand("Paste")
        #expect(try window.text("Body is Hello").exists)
        try app.performCommand("Select All")
        try app.performCommand("Cut")
        #expect(try window.text("Body is ").exists)
        #expect(app.clipboard == "Hello")
    }

    @Test func undoAndRedoRestoreTheEditorsText() throws {
        let app = HeadlessApp(MailApp())
        let window = app.windows[0]
        let editor = try window.textEditor("Body")
        try editor.click()
        #expect(try !app.isCommandEnabled("Undo"), "an editor with no edits has nothing to undo")
        try editor.type("Dear Ada")
        try app.performCommand("Undo")
        #expect(try window.text("Body is ").exists)
        try app.performCommand("Redo")
        #expect(try window.text("Body is Dear Ada").exists)
    }

    @Test func theyAreDisabledWhenNothingFocusedCanTakeThem() throws {
        let app = HeadlessApp(MailApp())
        let window = app.windows[0]
        app.clipboard = "pasted"
        try window.button("Send").click()
        for title in ["Undo", "Redo", "Cut", "Copy", "Paste", "Select All"] {
            #expect(try !app.isCommandEnabled(title), "\(title)")
        }
        // Ctrl+V with focus on a button does nothing.
        _ = try window.pressKey("v", modifiers: .command)
        #expect(try window.text("Subject is Hello").exists)
    }

    @Test func aPasswordIsNeitherCutNorCopied() throws {
        let app = HeadlessApp(MailApp())
        let window = app.windows[0]
        try window.tab()
        try window.tab()
        #expect(try window.secureField("Password").isFocused)
        #expect(try window.secureField("Password").selectedText == "secret")
        #expect(try !app.isCommandEnabled("Copy"))
        #expect(try !app.isCommandEnabled("Cut"))
        #expect(try !app.isCommandEnabled("Undo"))
        #expect(try app.isCommandEnabled("Select All"))
    }

    @Test func theirKeysInAFieldActOnTheFieldItself() throws {
        let app = HeadlessApp(MailApp())
        let window = app.windows[0]
        _ = try window.pressKey("c", modifiers: .command)
        #expect(app.clipboard == "Hello")
        _ = try window.pressKey(.end)
        _ = try window.pressKey("v", modifiers: .command)
        #expect(try window.text("Subject is HelloHello").exists)
        _ = try window.pressKey("z", modifiers: .command)
        #expect(try window.text("Subject is Hello").exists)
        _ = try window.pressKey("z", modifiers: [.command, .shift])
        #expect(try window.text("Subject is HelloHello").exists)
    }
}
