import FocusUICore

/// The orders ``LibraryApp``'s Sort By picker offers.
public enum LibrarySorting: String, Hashable, CaseIterable {
    case name = "Name", date = "Date", size = "Size"
}

/// A toggle with a shortcut after the sidebar commands, and a Sort menu with a picker, a
/// divider and a button with a system image.
public struct LibraryCommands: Commands {
    @Binding var showsSidebar: Bool
    @Binding var sorting: LibrarySorting

    /// The commands, writing to `showsSidebar` and `sorting`.
    public init(showsSidebar: Binding<Bool>, sorting: Binding<LibrarySorting>) {
        _showsSidebar = showsSidebar
        _sorting = sorting
    }

    /// The commands.
    public var body: some Commands {
        CommandGroup(after: .sidebar) {
            Toggle("Show Sidebar", isOn: $showsSidebar)
                .keyboardShortcut("s", modifiers: [.command, .shift])
        }
        CommandMenu("Sort") {
            Picker("Sort By", selection: $sorting) {
                ForEach(LibrarySorting.allCases, id: \.self) { Text($0.rawValue) }
            }
            Divider()
            Button("Delete", systemImage: "trash") {}
        }
    }
}

/// A Library window showing whether the sidebar is shown and the sort order, which
/// ``LibraryCommands`` (a toggle and a picker in the menus) change.
public struct LibraryApp: App {
    @State private var showsSidebar = true
    @State private var sorting = LibrarySorting.name

    /// The app, as its type describes it.
    public init() {}

    /// The scenes.
    public var body: some Scene {
        WindowGroup("Library") {
            VStack {
                Text(showsSidebar ? "Sidebar shown" : "Sidebar hidden")
                Text("Sorted by \(sorting.rawValue)")
            }
        }
        .commands {
            LibraryCommands(showsSidebar: $showsSidebar, sorting: $sorting)
        }
    }
}
