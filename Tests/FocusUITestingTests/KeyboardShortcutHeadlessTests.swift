import FocusUITesting
import TestViews
import Testing

/// Buttons with keyboard shortcuts, as `KeyboardShortcutGtkTests` has them on GTK.
private struct ShortcutButtons: View {
    @State private var refreshes = 0
    @State private var cancels = 0
    @State private var duplicates = 0
    @State private var nextTabs = 0
    @State private var offPresses = 0

    var body: some View {
        VStack {
            TextField("Name", text: .constant(""))
            Button("Refresh") { refreshes += 1 }
                .keyboardShortcut("r")
            Button("Cancel") { cancels += 1 }
                .keyboardShortcut(.cancelAction)
            Button("Duplicate") { duplicates += 1 }
                .keyboardShortcut("d", modifiers: [.command, .shift])
            Button("Next Tab") { nextTabs += 1 }
                .keyboardShortcut(.tab, modifiers: .control)
            Button("Off") { offPresses += 1 }
                .keyboardShortcut("k", modifiers: [.command, .shift])
                .disabled(true)
            Button("Hidden") { offPresses += 1 }
                .keyboardShortcut("j", modifiers: [.command, .shift])
                .hidden()
            Text("\(refreshes) \(cancels) \(duplicates) \(nextTabs) \(offPresses)")
        }
    }
}

/// The twin runs a button's `.keyboardShortcut` from anywhere in its window, as GTK does: before
/// the window's own keys (Ctrl+Tab's focus move, GTK Inspector's Ctrl+Shift+D), not while the
/// button is disabled or hidden, and without moving focus.
@MainActor
@Suite("FocusUITesting: keyboard shortcuts of buttons")
struct KeyboardShortcutHeadlessTests {
    let window = HeadlessApp(rendering: ShortcutButtons()).windows[0]

    @Test func aShortcutRunsItsButtonFromTheFieldAndFocusStays() throws {
        try window.textField("Name").click()
        try window.pressKey("r", modifiers: .command)
        try window.pressKey("d", modifiers: [.command, .shift])
        try window.pressEscape()
        #expect(try window.text("1 1 1 0 0").exists)
        #expect(window.focusedControl?.title == "Name")
    }

    @Test func aShortcutOnCtrlTabComesBeforeTheWindowsFocusMove() throws {
        try window.textField("Name").click()
        try window.pressKey(.tab, modifiers: .control)
        #expect(try window.text("0 0 0 1 0").exists)
        #expect(window.focusedControl?.title == "Name")
    }

    @Test func aDisabledOrHiddenButtonsShortcutDoesNothing() throws {
        try window.textField("Name").click()
        try window.pressKey("k", modifiers: [.command, .shift])
        try window.pressKey("j", modifiers: [.command, .shift])
        #expect(try window.text("0 0 0 0 0").exists)
    }
}

/// A button's shortcut that an app command also has: the command takes the key, as GTK's
/// application accelerators do, and the app is told once (`KeyboardShortcutGtkTests` has it on
/// GTK).
@MainActor
@Suite("FocusUITesting: a button's shortcut an app command also has")
struct ShortcutClashHeadlessTests {
    @Test func theCommandRunsAndTheClashIsReportedOnce() throws {
        let app = HeadlessApp(ShortcutClashApp())
        let window = app.windows[0]
        _ = try window.pressKey("n", modifiers: .command)
        #expect(app.windows.count == 2)
        #expect(try window.text("items 0").exists)
        _ = try app.activeWindow?.pressKey("n", modifiers: .command)
        #expect(app.windows.count == 3)
        let reports = app.focusWarnings.filter { $0.contains("New Item") }
        #expect(reports.count == 1)
        #expect(reports.first?.contains("\"New Window\"") == true)
        // A click still runs the button.
        try window.button("New Item").click()
        #expect(try window.text("items 1").exists)
    }

    /// Two commands on one key (a newcomer's New Habit on Ctrl+N, which New Window has): told
    /// once, naming both in menu order; the key runs the first that is enabled, as on GTK.
    @Test func twoCommandsOnOneKeyAreReportedOnceAndTheFirstRuns() throws {
        let app = HeadlessApp(SharedCommandShortcutApp())
        let window = app.windows[0]
        _ = try window.pressKey("n", modifiers: .command)
        #expect(app.windows.count == 2)
        #expect(try window.text("habits 0").exists)
        let reports = app.focusWarnings.filter { $0.contains("both have the keyboard shortcut") }
        #expect(
            reports == [
                "commands \"New Window\" and \"New Habit\" both have the keyboard shortcut Ctrl+N: it runs the "
                    + "first of them in the menus that is enabled (\"New Window\" while it is enabled); give them "
                    + "different keys"
            ])
    }

    @Test func aDisabledCommandLetsTheKeyGoOnToTheButton() throws {
        let app = HeadlessApp(ShortcutClashApp())
        let window = app.windows[0]
        _ = try window.pressKey("k", modifiers: .command)
        #expect(try window.text("archived 1").exists)
        #expect(app.windows.count == 1)
    }
}

/// A modified Return in a growing field or a text editor, as `KeyboardShortcutGtkTests` has it
/// on GTK: Ctrl+Return runs the enabled button with that shortcut and types nothing; with no
/// enabled button for it (Ctrl+Shift+Return's is disabled) or with Shift alone, the text takes a
/// new line, as GtkTextView types one.
@MainActor
@Suite("FocusUITesting: a button's Return shortcut from a text view")
struct ReturnShortcutInTextViewHeadlessTests {
    let window = HeadlessApp(rendering: ComposerShortcuts()).windows[0]

    @Test func ctrlReturnInAGrowingFieldRunsTheButtonAndTypesNothing() throws {
        let message = try window.textField("Message")
        try message.click()
        try message.type("hi")
        try window.pressKey(.return, modifiers: .command)
        #expect(try window.text("Sent 1").exists)
        #expect(message.text == "hi")
        #expect(window.focusedControl?.title == "Message")
    }

    @Test func aModifiedReturnNoButtonTakesIsANewLine() throws {
        let message = try window.textField("Message")
        try message.click()
        try message.type("hi")
        try window.pressKey(.return, modifiers: [.command, .shift])
        try window.pressKey(.return, modifiers: .shift)
        #expect(message.text == "hi\n\n")
        #expect(try window.text("Sent 0").exists)
    }

    @Test func ctrlReturnInATextEditorRunsTheButton() throws {
        let notes = try window.textEditor("Notes")
        try notes.click()
        try notes.type("a")
        try window.pressKey(.return, modifiers: .command)
        #expect(try window.text("Sent 1").exists)
        #expect(notes.text == "a")
    }
}
