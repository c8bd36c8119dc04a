import FocusUITesting
import Testing

@testable import Preferences

/// Drives the preferences window as a keyboard user would, with no display.
@MainActor
@Suite("Preferences, headless")
struct PreferencesTests {
    let app = HeadlessApp(PreferencesApp())

    /// The one window (its title changes with `.navigationTitle`).
    var window: HeadlessWindow {
        get throws { try #require(app.windows.first) }
    }

    var focusedSetting: PreferencesView.Setting? {
        get throws { try window.focusState("focusedSetting") }
    }

    /// Reset, then the alert's Reset: focus starts on Cancel (never on a destructive button),
    /// and Escape would cancel.
    func confirmReset() throws {
        try window.button("Reset").click()
        let alert = try #require(app.windows.last)
        #expect(alert.title == "Reset All Settings?")
        #expect(alert.focusedControl?.title == "Cancel")
        #expect(alert.accessibleDescription == "Every setting returns to its default.")
        try alert.button("Reset").click()
        #expect(!alert.isOpen)
    }

    @Test func theSyncPasswordIsARowAndEscapeInTheResetAlertCancels() throws {
        let window = try window
        try window.secureField("Password").click()
        try window.type("hunter2")
        try window.button("Reset").click()
        let alert = try #require(app.windows.last)
        try alert.pressEscape()
        #expect(!alert.isOpen)
        #expect(try window.secureField("Password").text == "hunter2")
        #expect(try focusedSetting == .reset)
    }

    @Test func everyControlIsReachedByTabInOrder() throws {
        let window = try window
        #expect(window.title == "Preferences")
        #expect(try focusedSetting == .autosave, "defaultFocus")
        var visited: [PreferencesView.Setting?] = []
        for _ in 0..<11 {
            try window.tab()
            visited.append(try focusedSetting)
        }
        // The rows in order, then the toolbar's Export menu.
        #expect(
            visited == [
                .interval, .backups, .name, .email, .account, .password, .theme, .fontSize, .signature,
                .reset,
                .export,
            ])
        try window.tab()
        #expect(try focusedSetting == .autosave, "Tab wraps around; the editor does not trap it")
    }

    @Test func changingSettingsRetitlesTheWindowAndResetRefocusesTheFirst() throws {
        let window = try window
        try window.picker("Style").select("Dark")
        #expect(try focusedSetting == .theme)
        #expect(window.title == "Preferences (edited)")
        try window.toggle("Save automatically").click()
        #expect(try !window.stepper("Every 5 minutes").isEnabled)
        try confirmReset()
        #expect(try focusedSetting == .autosave)
        #expect(try window.toggle("Save automatically").isOn)
        #expect(try window.picker("Style").selectedOption == "Follow System")
        #expect(try window.stepper("Every 5 minutes").isEnabled)
    }

    @Test func theSignatureEditorCountsWhatIsTyped() throws {
        let window = try window
        try window.textEditor("Signature").click()
        try window.type("Ada")
        try window.pressReturn()
        try window.type("Analytical Engines")
        #expect(try window.textEditor("Signature").text == "Ada\nAnalytical Engines")
        #expect(try window.text("22 characters").exists)
        try window.stepper("Font size: 12 pt").click()
        try window.stepper("Font size: 12 pt").increment()
        #expect(try window.stepper("Font size: 13 pt").value == 13)
        #expect(try focusedSetting == .fontSize)
    }

    @Test func theToolbarsExportMenuCopiesTheSettings() throws {
        let window = try window
        let export = try window.menu("Export")
        #expect(export.menuItems == ["Copy Settings", "Save to File…", "—", "Exported 0 times"])
        #expect(export.help == "Copies these settings for another computer")
        try export.chooseMenuItem("Copy Settings")
        #expect(try focusedSetting == .export)
        #expect(try window.menu("Export").menuItems.last == "Exported once")
        #expect(throws: HeadlessTestError.self) { try export.chooseMenuItem("Save to File…") }
    }

    @Test func theWindowOpensAtItsDefaultSizeAndTheAuthorGridTakesTyping() throws {
        let window = try window
        #expect(window.defaultSize?.width == 480)
        #expect(window.defaultSize?.height == 720)
        try window.textField("Name").click()
        try window.type("Ada Lovelace")
        try window.tab()
        #expect(try focusedSetting == .email)
        try window.type("ada@example.org")
        #expect(try window.textField("Email").text == "ada@example.org")
        try confirmReset()
        #expect(try window.textField("Name").text == "")
    }
}
