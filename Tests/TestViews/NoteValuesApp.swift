import FocusUICore

/// A note that a ``NoteValuesApp`` window opens by its `id`.
struct ValueNote: Identifiable, Hashable, Codable {
    let id: Int
    var title: String
}

private let valueNotes = [ValueNote(id: 1, title: "Groceries"), ValueNote(id: 2, title: "Ideas")]

/// The list window of a ``NoteValuesApp``: Open Note 7 (first, so it takes the window's first
/// focus), Open Groceries and Open Ideas open a note's window by its value (7, 1, 2); Close
/// Groceries dismisses note 1's window; Settings… opens the Settings window.
struct NoteValueList: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    @Environment(\.openSettings) private var openSettings

    var body: some View {
        VStack {
            Button("Open Note 7") { openWindow(value: 7) }
            ForEach(valueNotes) { note in
                Button("Open \(note.title)") { openWindow(value: note.id) }
            }
            Button("Close Groceries") { dismissWindow(value: 1) }
            Button("Settings…") { openSettings() }
        }
    }
}

/// A note's window: "Note <id>", Show Next (the next value, in the same window) and Done.
struct NoteValueWindow: View {
    @Binding var noteID: Int?
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        VStack {
            Text("Note \(noteID.map(String.init) ?? "none")")
            Button("Show Next") { noteID = (noteID ?? 0) + 1 }
            Button("Done") { dismissWindow() }
        }
    }
}

/// An app of windows opened by value: Notes (the list, id "list"), Note (one window per `Int`
/// value), Draft (id "draft", one per `String`, "untitled" by default) and a Settings window
/// showing Preferences.
public struct NoteValuesApp: App {
    /// The app, as its type describes it.
    public init() {}

    /// The app's scenes.
    public var body: some Scene {
        WindowGroup("Notes", id: "list") {
            NoteValueList()
        }
        WindowGroup("Note", for: Int.self) { $noteID in
            NoteValueWindow(noteID: $noteID)
        }
        WindowGroup("Draft", id: "draft", for: String.self) { $draft in
            Text("Draft \(draft)")
        } defaultValue: {
            "untitled"
        }
        Settings {
            Text("Preferences")
        }
    }
}
