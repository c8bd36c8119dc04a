import FocusUICore
import FocusUITesting
import TestViews
import Testing

/// Issue 26, items 1 and 3, in the headless twin (as `KeysAfterChangesGtkTests` and
/// `TextKeysAndCommandsGtkTests` on GTK): what a key changes is current for the next key, and a
/// command's shortcut never takes a key from a focused text field.
@MainActor
@Suite("Keys right after changes, and text keys (headless)")
struct KeysAfterChangesHeadlessTests {
    @Test func aShortcutRightAfterTheKeyThatEnablesItRuns() throws {
        let app = HeadlessApp(NotesApp())
        // GTK focused the first Tab stop when the window showed.
        #expect(try app.windows[0].button("Unlock").isFocused)
        #expect(try !app.isCommandEnabled("Rename"))
        try app.pressKeysQuickly([KeyboardShortcut(.space, modifiers: []), KeyboardShortcut("r")])
        #expect(app.windows.count == 2)
    }

    @Test func aShortcutRightAfterASheetClosesRuns() throws {
        let app = HeadlessApp(NotesApp())
        let note = app.windows[0]
        try note.button("Unlock").click()
        try note.pressKey("r", modifiers: .command)
        #expect(app.windows.count == 2)
        let sheet = try #require(app.activeWindow)
        #expect(sheet.presenter == note)
        #expect(try sheet.textField("Title").selectedText == "Ideas")
        try app.pressKeysQuickly([KeyboardShortcut(.escape, modifiers: []), KeyboardShortcut("r")])
        #expect(app.windows.count == 2)
        #expect(app.activeWindow?.presenter == note)
    }

    @Test func aTextFieldKeepsItsKeysAndTheCommandRunsElsewhere() throws {
        let app = HeadlessApp(NotesApp())
        let window = app.windows[0]
        try window.button("Unlock").click()
        let title = try window.textField("Note Title")
        try title.click()
        try window.pressKey(.delete, modifiers: .control)
        #expect(title.text == "")
        try window.type("Ideas")
        try window.pressKey(.home)
        try window.pressKey(.deleteForward)
        #expect(title.text == "deas")
        #expect(try window.text("renames 0 deleted 0 0").exists)

        try window.button("Other").click()
        try window.pressKey(.deleteForward)
        try window.pressKey(.delete, modifiers: .control)
        #expect(try window.text("renames 0 deleted 1 1").exists)
        #expect(title.text == "deas")
    }
}
