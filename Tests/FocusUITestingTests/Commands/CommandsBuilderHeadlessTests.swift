import FocusUITesting
import Testing

private enum Mode: String, CaseIterable, Hashable {
    case reading, writing
}

/// Commands whose body uses `if`, `if let`, `switch` and `for`, as real apps write them.
private struct BranchingCommands: Commands {
    let showsDebug: Bool
    let account: String?
    let mode: Mode
    let exports: [String]

    var body: some Commands {
        if showsDebug {
            CommandMenu("Debug") {
                Button("Dump State") {}
            }
        }
        if let account {
            CommandGroup(after: .appInfo) {
                Button("Signed in as \(account)") {}
            }
        }
        switch mode {
        case .reading:
            CommandGroup(after: .textEditing) { Button("Find") {} }
        case .writing:
            CommandGroup(after: .textEditing) { Button("Replace") {} }
        }
        for format in exports {
            CommandGroup(after: .importExport) {
                Button("Export as \(format)") {}
            }
        }
    }
}

/// Every placement the issue lists, each with one command.
private struct EveryPlacement: Commands {
    var body: some Commands {
        CommandGroup(after: .newItem) { Button("new-item") {} }
        CommandGroup(after: .saveItem) { Button("save-item") {} }
        CommandGroup(after: .importExport) { Button("import-export") {} }
        CommandGroup(after: .printItem) { Button("print-item") {} }
        CommandGroup(replacing: .undoRedo) { Button("undo-redo") {} }
        CommandGroup(replacing: .pasteboard) { Button("pasteboard") {} }
        CommandGroup(replacing: .textEditing) { Button("text-editing") {} }
        CommandGroup(after: .textFormatting) { Button("text-formatting") {} }
        CommandGroup(after: .sidebar) { Button("sidebar") {} }
        CommandGroup(after: .toolbar) { Button("toolbar") {} }
        CommandGroup(replacing: .windowArrangement) { Button("window-arrangement") {} }
        CommandGroup(after: .windowList) { Button("window-list") {} }
        CommandGroup(replacing: .appSettings) { Button("app-settings") {} }
        CommandGroup(replacing: .help) { Button("help") {} }
        CommandGroup(after: .appInfo) { Button("app-info") {} }
        CommandGroup(replacing: .appTermination) { Button("app-termination") {} }
        CommandMenu("Menu") { Button("a command menu") {} }
    }
}

private struct BuilderApp: App {
    @State private var showsDebug = true
    @State private var account: String? = "ada"
    @State private var mode = Mode.reading
    @State private var exports = ["PDF", "HTML"]

    var body: some Scene {
        WindowGroup("Builder") {
            VStack {
                Button("Hide Debug") { showsDebug = false }
                Button("Sign Out") { account = nil }
                Button("Write") { mode = .writing }
                Button("Add Export") { exports.append("Text") }
            }
        }
        .commands {
            BranchingCommands(showsDebug: showsDebug, account: account, mode: mode, exports: exports)
        }
    }
}

private struct PlacementsApp: App {
    var body: some Scene {
        WindowGroup("Placements") { Text("Placements") }
            .commands { EveryPlacement() }
    }
}

@MainActor
@Suite("CommandsBuilder and placements")
struct CommandsBuilderHeadlessTests {
    @Test func ifIfLetSwitchAndForBuildCommands() throws {
        let app = HeadlessApp(BuilderApp())
        let window = app.windows[0]
        var titles = app.commandTitles
        #expect(titles.contains("Dump State"))
        #expect(titles.contains("Signed in as ada"))
        #expect(titles.contains("Find") && !titles.contains("Replace"))
        #expect(titles.filter { $0.hasPrefix("Export as") } == ["Export as PDF", "Export as HTML"])
        try window.button("Hide Debug").click()
        try window.button("Sign Out").click()
        try window.button("Write").click()
        try window.button("Add Export").click()
        titles = app.commandTitles
        #expect(!titles.contains("Dump State"))
        #expect(!titles.contains { $0.hasPrefix("Signed in") })
        #expect(titles.contains("Replace") && !titles.contains("Find"))
        #expect(
            titles.filter { $0.hasPrefix("Export as") } == [
                "Export as PDF", "Export as HTML", "Export as Text",
            ])
    }

    @Test func everyPlacementHasItsPlaceInThePrimaryMenu() {
        let app = HeadlessApp(PlacementsApp())
        #expect(
            app.commandTitles == [
                "New Window", "new-item", "save-item", "import-export", "print-item", "a command menu",
                "undo-redo",
                "pasteboard", "text-editing", "text-formatting", "sidebar", "toolbar", "window-arrangement",
                "window-list", "app-settings", "help", "app-info", "app-termination",
            ])
    }
}
