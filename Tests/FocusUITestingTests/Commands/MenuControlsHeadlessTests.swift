import FocusUITesting
import Testing

private enum Sorting: String, Hashable, CaseIterable {
    case name = "Name", date = "Date", size = "Size"
}

private struct ViewCommands: Commands {
    @Binding var showsSidebar: Bool
    @Binding var sorting: Sorting

    var body: some Commands {
        CommandGroup(after: .sidebar) {
            Toggle("Show Sidebar", isOn: $showsSidebar)
                .keyboardShortcut("s", modifiers: [.command, .shift])
        }
        CommandMenu("Sort") {
            Picker("Sort By", selection: $sorting) {
                ForEach(Sorting.allCases, id: \.self) { Text($0.rawValue) }
            }
            Divider()
            Button("Delete", systemImage: "trash") {}
        }
    }
}

private struct LibraryApp: App {
    @State private var showsSidebar = true
    @State private var sorting = Sorting.name

    var body: some Scene {
        WindowGroup("Library") {
            VStack {
                Text(showsSidebar ? "Sidebar shown" : "Sidebar hidden")
                Text("Sorted by \(sorting.rawValue)")
            }
        }
        .commands {
            ViewCommands(showsSidebar: $showsSidebar, sorting: $sorting)
        }
    }
}

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
