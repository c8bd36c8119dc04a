import FocusUITesting
import Testing

private struct LibrarySplit: View {
    let columns: Int
    let visibility: Binding<NavigationSplitViewVisibility>?

    var body: some View {
        if columns == 3 {
            NavigationSplitView {
                shelves
            } content: {
                Button("Dune") {}
            } detail: {
                TextField("Notes", text: .constant(""))
            }
        } else if let visibility {
            NavigationSplitView(columnVisibility: visibility) {
                shelves
            } detail: {
                detail
            }
        } else {
            NavigationSplitView {
                shelves
            } detail: {
                detail
            }
        }
    }

    private var shelves: some View {
        VStack {
            Button("Fiction") {}
            Button("Poetry") {}
        }
    }

    private var detail: some View {
        TextField("Notes", text: .constant(""))
    }
}

private struct BoundLibrary: View {
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
        VStack {
            LibrarySplit(columns: 2, visibility: $visibility)
            Text(
                "columns \(visibility == .all ? "all" : visibility == .detailOnly ? "detail only" : "other")")
        }
    }
}

private struct LibraryApp: App {
    var body: some Scene {
        WindowGroup("Library", id: "library") {
            LibrarySplit(columns: 2, visibility: nil)
        }
        .commands {
            SidebarCommands()
        }
        WindowGroup("Shelf", id: "three") {
            LibrarySplit(columns: 3, visibility: nil)
        }
        WindowGroup("Bound", id: "bound") {
            BoundLibrary()
        }
        WindowGroup("Loose Notes", id: "plain") {
            TextField("Loose Note", text: .constant(""))
        }
    }
}

/// `SidebarCommands`: "Show Sidebar", a check item with F9, on the key window's split view.
@MainActor
@Suite("SidebarCommands, headless")
struct SidebarCommandsHeadlessTests {
    @Test func showSidebarHidesAndShowsTheKeyWindowsSidebar() throws {
        let app = HeadlessApp(LibraryApp())
        try app.openWindow(id: "library")
        let window = try #require(app.windows.last)
        try window.activate()
        #expect(app.commandTitles.contains("Show Sidebar"))
        #expect(
            try app.commandShortcut("Show Sidebar")
                == KeyboardShortcut(KeyEquivalent("\u{F70C}"), modifiers: []))
        #expect(try app.isCommandEnabled("Show Sidebar"))
        #expect(try app.isCommandOn("Show Sidebar"))
        #expect(try window.button("Fiction").isVisible)

        try app.performCommand("Show Sidebar")
        #expect(try !window.button("Fiction").isVisible)
        #expect(try window.textField("Notes").isVisible)
        #expect(try !app.isCommandOn("Show Sidebar"))
        // F9, GNOME's key, shows it again.
        try window.pressKey(KeyEquivalent("\u{F70C}"))
        #expect(try window.button("Fiction").isVisible)
        #expect(try app.isCommandOn("Show Sidebar"))
    }

    @Test func focusInTheSidebarMovesOutWhenItHides() throws {
        let app = HeadlessApp(LibraryApp())
        try app.openWindow(id: "library")
        let window = try #require(app.windows.last)
        try window.activate()
        try window.button("Poetry").click()
        #expect(try window.button("Poetry").isFocused)
        try app.performCommand("Show Sidebar")
        #expect(try !window.button("Poetry").isVisible)
        #expect(try !window.button("Poetry").isFocused)
        // Focus goes on into the detail, as when any focused view is hidden.
        #expect(window.focusedControl?.title == "Notes")
    }

    @Test func withThreeColumnsTheContentColumnStays() throws {
        let app = HeadlessApp(LibraryApp())
        try app.openWindow(id: "three")
        let window = try #require(app.windows.last)
        try window.activate()
        try app.performCommand("Show Sidebar")
        #expect(try !window.button("Fiction").isVisible)
        #expect(try window.button("Dune").isVisible)
        #expect(try window.textField("Notes").isVisible)
        try app.performCommand("Show Sidebar")
        #expect(try window.button("Fiction").isVisible)
    }

    @Test func aBoundVisibilityIsWrittenThrough() throws {
        let app = HeadlessApp(LibraryApp())
        try app.openWindow(id: "bound")
        let window = try #require(app.windows.last)
        try window.activate()
        #expect(try window.text("columns all").exists)
        try app.performCommand("Show Sidebar")
        #expect(try window.text("columns detail only").exists)
        #expect(try !window.button("Fiction").isVisible)
        try app.performCommand("Show Sidebar")
        #expect(try window.text("columns all").exists)
    }

    @Test func aWindowWithoutASplitViewDisablesIt() throws {
        let app = HeadlessApp(LibraryApp())
        try app.openWindow(id: "plain")
        let window = try #require(app.windows.last)
        try window.activate()
        #expect(try !app.isCommandEnabled("Show Sidebar"))
        #expect(throws: HeadlessTestError.self) { try app.performCommand("Show Sidebar") }
    }
}
