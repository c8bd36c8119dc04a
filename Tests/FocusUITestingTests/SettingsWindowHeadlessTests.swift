import FocusUICore
import FocusUITesting
import TestViews
import Testing

/// A `Settings` scene's window (GTK: libadwaita's `AdwPreferencesWindow`): focus starts at the
/// first field of its page, Tab goes through its rows as in GNOME's preferences windows.
@MainActor
@Suite("Settings window")
struct SettingsWindowHeadlessTests {
    @Test func opensWithTheFirstRowFocusedAndTabsThroughTheRows() throws {
        let app = HeadlessApp(PreferencesApp())
        try app.openWindow(id: Settings<Text>.id)
        let settings = try #require(app.activeWindow)
        #expect(settings.title == "Preferences")
        #expect(settings.isSettingsWindow)
        #expect(!app.windows[0].isSettingsWindow)
        typealias Field = PreferencesSettings.Field
        #expect(try settings.focusState("focusedField", as: Field?.self) == .sync)
        try settings.tab()
        #expect(try settings.focusState("focusedField", as: Field?.self) == .name)
        try settings.tab()
        #expect(try settings.focusState("focusedField", as: Field?.self) == .theme)
        try settings.shiftTab()
        try settings.shiftTab()
        #expect(try settings.focusState("focusedField", as: Field?.self) == .sync)
    }

    @Test func toolbarItemsAreNotShownAsOnGtk() throws {
        let app = HeadlessApp(PreferencesApp(hasToolbarItem: true))
        try app.openWindow(id: Settings<Text>.id)
        let settings = try #require(app.activeWindow)
        #expect(
            app.focusWarnings.contains {
                $0.contains("toolbar items in a Settings window are not shown")
            })
        // Tab wraps from the last row to the first: the item is no Tab stop.
        for _ in 0..<3 {
            try settings.tab()
            #expect(settings.focusedControl?.title != "Reset")
        }
        #expect(try settings.focusState("focusedField", as: PreferencesSettings.Field?.self) == .sync)
    }
}

@MainActor
@Suite("Settings: a plain form is grouped")
struct SettingsPlainFormHeadlessTests {
    @Test func aFormInSettingsIsGroupedRowsItsToggleASwitch() throws {
        let app = HeadlessApp(PlainFormSettingsApp())
        try app.openWindow(id: Settings<Text>.id)
        let settings = try #require(app.activeWindow)
        let toggle = try settings.toggle("Save automatically")
        // A grouped form's automatic toggle is a switch (GNOME's preferences rows).
        #expect(toggle.renderer(as: ToggleHeadlessRenderer<SwitchComponent>.self) != nil)
        // Outside Settings the same form would be a checkbox.
        let plain = HeadlessApp(rendering: Form { Toggle("Save automatically", isOn: .constant(true)) })
        let checkbox = try plain.windows[0].toggle("Save automatically")
        #expect(checkbox.renderer(as: ToggleHeadlessRenderer<CheckboxComponent>.self) != nil)
    }
}

/// A `Settings` scene whose view is a `TabView`, as macOS apps write their settings: on GTK each
/// tab is a page of the preferences window, switched from its header bar
/// (`TabbedSettingsGtkTests`). The twin does not show the header bar's switcher; focus moves
/// between the tabs as in any tab view.
@MainActor
@Suite("Settings: tabs are the window's pages")
struct TabbedSettingsHeadlessTests {
    typealias Field = TabbedPreferencesSettings.Field

    private func openSettings() throws -> (HeadlessApp, HeadlessWindow) {
        let app = HeadlessApp(TabbedPreferencesApp())
        try app.openWindow(id: Settings<Text>.id)
        return (app, try #require(app.activeWindow))
    }

    @Test func focusStartsInTheFirstTabAndTabStaysInThePage() throws {
        let (_, settings) = try openSettings()
        #expect(settings.isSettingsWindow)
        #expect(try settings.control(.tabView, "").options == ["General", "Editor", "Advanced"])
        #expect(try settings.focusState("focusedField", as: Field?.self) == .sync)
        // The tab buttons are in the header bar, which the twin does not show: Tab wraps.
        try settings.tab()
        #expect(try settings.focusState("focusedField", as: Field?.self) == .name)
        try settings.tab()
        #expect(try settings.focusState("focusedField", as: Field?.self) == .sync)
    }

    @Test func controlPageDownShowsTheNextTabAndMovesFocusInOneChange() throws {
        let (app, settings) = try openSettings()
        let tabView = try settings.control(.tabView, "")
        let start = app.focusTrace.count
        try settings.pressKey(.pageDown, modifiers: .control)
        #expect(tabView.selectedOption == "Editor")
        #expect(try settings.focusState("focusedField", as: Field?.self) == .fontSize)
        #expect(app.focusTrace.count == start + 1, "one change, no nil between (rule 3)")
        try settings.tab()
        #expect(try settings.focusState("focusedField", as: Field?.self) == .spelling)
        try tabView.select("Advanced")
        #expect(try settings.focusState("focusedField", as: Field?.self) == .reset)
        try tabView.select("Editor")
        #expect(try settings.focusState("focusedField", as: Field?.self) == .spelling, "where it was")
        try settings.pressKey(.pageUp, modifiers: .control)
        try settings.pressKey(.pageUp, modifiers: .control)
        #expect(tabView.selectedOption == "Advanced", "wrapping")
    }
}

/// An app whose window, untitled and opened by id, has `SettingsLink`s.
private struct SettingsLinkApp: App {
    var body: some Scene {
        WindowGroup(id: "main") {
            VStack {
                SettingsLink()
                SettingsLink { Text("Accounts…") }
            }
        }
        Settings {
            Form { Toggle("Save automatically", isOn: .constant(true)) }
        }
    }
}

@MainActor
@Suite("SettingsLink and an untitled WindowGroup(id:)")
struct SettingsLinkHeadlessTests {
    @Test func aSettingsLinkOpensTheSettingsWindow() throws {
        let app = HeadlessApp(SettingsLinkApp())
        let main = app.windows[0]
        #expect(main.title == "", "WindowGroup(id:) is untitled")
        try main.button("Preferences…").click()
        #expect(app.activeWindow?.isSettingsWindow == true)
        #expect(app.activeWindow?.title == "Preferences")
        let count = app.windows.count
        try main.button("Accounts…").click()
        #expect(app.windows.count == count, "the one Settings window, brought to the front")
        #expect(app.activeWindow?.isSettingsWindow == true)
    }
}
