import FocusUITesting
import TestViews
import Testing

@MainActor
@Suite("Toggle, Picker and icons in command menus")
struct MenuControlsHeadlessTests {
    @Test func aToggleIsACheckItemThatFlips() throws {
        let app = HeadlessApp(LibraryApp())
        let window = app.windows[0]
        #expect(try app.isCommandOn("Show Sidebar"))
        try app.performCommand("Show Sidebar")
        #expect(try !app.isCommandOn("Show Sidebar"))
        #expect(try window.text("Sidebar hidden").exists)
        _ = try window.pressKey("s", modifiers: [.command, .shift])
        #expect(try app.isCommandOn("Show Sidebar"), "its shortcut flips it too")
        #expect(try window.text("Sidebar shown").exists)
    }

    @Test func aPickerIsOneRadioItemPerOption() throws {
        let app = HeadlessApp(LibraryApp())
        let window = app.windows[0]
        let before = try app.commandOptions("Sort By")
        #expect(before.options == ["Name", "Date", "Size"])
        #expect(before.selected == "Name")
        try app.chooseCommandOption("Sort By", "Date")
        #expect(try app.commandOptions("Sort By").selected == "Date")
        #expect(try window.text("Sorted by Date").exists)
    }

    @Test func aButtonWithASystemImageIsAnItemWithoutWarnings() throws {
        let app = HeadlessApp(LibraryApp())
        #expect(app.commandTitles.contains("Delete"))
        #expect(app.focusWarnings.isEmpty)
    }
}
