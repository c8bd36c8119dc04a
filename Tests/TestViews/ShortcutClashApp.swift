import FocusUICore

/// A window with a button whose shortcut is Ctrl+N, which the app's built-in New Window command
/// also has: the command takes the key and the app is told so once; and an Archive button on
/// Ctrl+K, which a disabled command also has: the key goes on to the button. State read by name:
/// `items`, `archived`.
public struct ShortcutClashView: View {
    @State var items = 0
    @State var archived = 0

    /// The view, as its type describes it.
    public init() {}

    /// A New Item button with Ctrl+N, and the count of its clicks.
    public var body: some View {
        VStack {
            Button("New Item") { items += 1 }
                .keyboardShortcut("n")
            Text("items \(items)")
            Button("Archive") { archived += 1 }
                .keyboardShortcut("k")
            Text("archived \(archived)")
        }
    }
}

/// A window group of ``ShortcutClashView``s, with the standard New Window command (Ctrl+N) and
/// a disabled Archive All command on Ctrl+K.
public struct ShortcutClashApp: App {
    /// The app, as its type describes it.
    public init() {}

    /// One window group.
    public var body: some Scene {
        WindowGroup("Clash") {
            ShortcutClashView()
        }
        .commands {
            CommandMenu("Items") {
                Button("Archive All") {}
                    .keyboardShortcut("k")
                    .disabled(true)
            }
        }
    }
}

/// A window group whose Habits menu has New Habit on Ctrl+N, which the built-in New Window
/// command also has: the app is told once that the two commands share the key, and the key runs
/// New Window, the first in the menus. State read by name: `habits`.
public struct SharedCommandShortcutApp: App {
    @State var habits = 0

    /// The app, as its type describes it.
    public init() {}

    /// One window group.
    public var body: some Scene {
        WindowGroup("Habits") {
            Text("habits \(habits)")
        }
        .commands {
            CommandMenu("Habits") {
                Button("New Habit") { habits += 1 }
                    .keyboardShortcut("n")
            }
        }
    }
}

/// Two commands on Ctrl+K in two menus, the first shown only while `showsFirst` (an app
/// state, set by the window's Show First button): whichever is first in the menus runs, however
/// late it appeared; the window shows what ran ("runs second,first").
public struct LateCommandShortcutApp: App {
    @State var showsFirst = false
    @State var runs: [String] = []

    /// The app, as its type describes it.
    public init() {}

    /// One window group and two menus.
    public var body: some Scene {
        WindowGroup("Late") {
            VStack {
                Text("runs \(runs.joined(separator: ","))")
                Button("Show First") { showsFirst = true }
            }
        }
        .commands {
            CommandMenu("First") {
                if showsFirst {
                    Button("First Archive") { runs.append("first") }
                        .keyboardShortcut("k")
                }
            }
            CommandMenu("Second") {
                Button("Second Archive") { runs.append("second") }
                    .keyboardShortcut("k")
            }
        }
    }
}
