import FocusUICore

/// A window with a button whose shortcut is Ctrl+N, which the app's built-in New Window command
/// also has: the command takes the key and the app is told so once. State read by name:
/// `items`.
public struct ShortcutClashView: View {
    @State var items = 0

    /// The view, as its type describes it.
    public init() {}

    /// A New Item button with Ctrl+N, and the count of its clicks.
    public var body: some View {
        VStack {
            Button("New Item") { items += 1 }
                .keyboardShortcut("n")
            Text("items \(items)")
        }
    }
}

/// A window group of ``ShortcutClashView``s, with the standard New Window command (Ctrl+N).
public struct ShortcutClashApp: App {
    /// The app, as its type describes it.
    public init() {}

    /// One window group.
    public var body: some Scene {
        WindowGroup("Clash") {
            ShortcutClashView()
        }
    }
}
