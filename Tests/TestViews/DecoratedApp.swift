import FocusUICore

/// A notes window titled by its note and subtitled by its folder and the number of answers to
/// its alert, with a rename sheet, a move sheet with Cancel and Move in its header bar, a close
/// sheet with Cancel, Don't Save and Save, a delete alert and a settings window;
/// its commands have a divider and a help item with a shortcut (issue 26, items 4, 5 and 7).
/// State read by name in tests: `renaming`, `moving`, `confirmingDelete`, `log`.
public struct DecoratedNoteWindow: View {
    @State var renaming = false
    @State var moving = false
    @State var closing = false
    @State var confirmingDelete = false
    @State var log: [String] = []

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            Button("Rename…") { renaming = true }
            Button("Move…") { moving = true }
            Button("Close…") { closing = true }
            Button("Delete…") { confirmingDelete = true }
            Text("log \(log.joined(separator: ","))")
        }
        .navigationTitle("Ideas")
        .navigationSubtitle(log.isEmpty ? "Drafts" : "Drafts, \(log.count) answered")
        .sheet(isPresented: $renaming) {
            Text("Rename the note")
        }
        .sheet(isPresented: $moving) {
            MoveNoteSheet { log.append("move") }
        }
        .sheet(isPresented: $closing) {
            SaveChangesSheet { log.append($0) }
        }
        .alert("Delete the note?", isPresented: $confirmingDelete) {
            Button("Delete", role: .destructive) { log.append("delete") }
            Button("Keep", role: .cancel) { log.append("keep") }
        } message: {
            Text("It cannot be restored.")
        }
    }
}

/// The move sheet of ``DecoratedNoteWindow``: Cancel at the start of its header bar, Move at
/// its end, the default action, as GNOME's dialogs have them (so no close button).
public struct MoveNoteSheet: View {
    let move: @MainActor () -> Void
    @Environment(\.dismiss) private var dismiss

    /// A sheet that runs `move` when Move is clicked.
    public init(move: @escaping @MainActor () -> Void) {
        self.move = move
    }

    /// The content.
    public var body: some View {
        Text("Move the note to another folder")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Move") {
                        move()
                        dismiss()
                    }
                    .keyboardShortcut(.defaultAction)
                }
            }
    }
}

/// The close sheet of ``DecoratedNoteWindow``: Cancel and Don't Save at the start of its header
/// bar, Save at its end, as SwiftUI's `.cancellationAction`, `.destructiveAction` and
/// `.confirmationAction` items (Save has no keyboard shortcut: its look comes from its
/// placement alone).
public struct SaveChangesSheet: View {
    let answer: @MainActor (String) -> Void
    @Environment(\.dismiss) private var dismiss

    /// A sheet that passes "discard" or "save" to `answer` when that button is clicked.
    public init(answer: @escaping @MainActor (String) -> Void) {
        self.answer = answer
    }

    /// The content.
    public var body: some View {
        Text("Save the changes to the note?")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .destructiveAction) {
                    Button("Don't Save") {
                        answer("discard")
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        answer("save")
                        dismiss()
                    }
                }
            }
    }
}

/// The commands of ``DecoratedApp``: a note menu with a divider, and an item after the app
/// information with a shortcut (the shortcuts window lists it under Help, once).
public struct DecoratedCommands: Commands {
    /// The commands, as their type describes them.
    public init() {}

    /// The commands.
    public var body: some Commands {
        CommandMenu("Note") {
            Button("Pin") {}
            Divider()
            Button("Archive") {}
        }
        CommandGroup(after: .appInfo) {
            Button("Tips") {}
                .keyboardShortcut("t", modifiers: [.command, .shift])
        }
    }
}

/// Notes windows, a settings window and ``DecoratedCommands``.
public struct DecoratedApp: App {
    /// The app, as its type describes it.
    public init() {}

    /// The scenes.
    public var body: some Scene {
        WindowGroup("Notes") {
            DecoratedNoteWindow()
        }
        .commands {
            DecoratedCommands()
        }
        Settings {
            Text("Settings")
        }
    }
}
