import FocusUICore

/// What a note window offers the app's commands (issue 26's notes app, reduced).
public struct NoteActions {
    /// Opens the rename sheet.
    public let rename: @MainActor () -> Void
    /// Deletes the note.
    public let delete: @MainActor () -> Void
    /// Deletes a word of the note.
    public let deleteWord: @MainActor () -> Void
}

private struct NoteActionsKey: FocusedValueKey {
    typealias Value = NoteActions
}

extension FocusedValues {
    /// The key window's note actions.
    public var noteActions: NoteActions? {
        get { self[NoteActionsKey.self] }
        set { self[NoteActionsKey.self] = newValue }
    }
}

/// A note: Unlock publishes its actions; Rename opens a sheet with the title field, whose text
/// is selected when it opens. Its state, read by name in tests: `unlocked`, `renaming`,
/// `renames`, `title`, `deletions`, `wordDeletions`.
public struct NoteWindow: View {
    @State var unlocked = false
    @State var renaming = false
    @State var renames = 0
    @State var title = "Ideas"
    @State var deletions = 0
    @State var wordDeletions = 0

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            Button("Unlock") { unlocked = true }
            TextField("Note Title", text: $title)
            Button("Other") {}
            Text("renames \(renames) deleted \(deletions) \(wordDeletions)")
        }
        .focusedSceneValue(
            \.noteActions,
            unlocked
                ? NoteActions(
                    rename: {
                        renames += 1
                        renaming = true
                    }, delete: { deletions += 1 }, deleteWord: { wordDeletions += 1 }) : nil
        )
        .sheet(isPresented: $renaming) {
            RenameSheet(title: $title)
        }
    }
}

/// The rename sheet: focus starts in the title field.
public struct RenameSheet: View {
    enum Field: Hashable {
        case title
    }

    @Binding var title: String
    @FocusState var focus: Field?

    /// A sheet editing `title`.
    public init(title: Binding<String>) {
        _title = title
    }

    /// The content.
    public var body: some View {
        TextField("Title", text: $title)
            .focused($focus, equals: .title)
            .defaultFocus($focus, .title)
    }
}

/// The note commands: Rename (Ctrl+R), Delete Note (⌘⌫, GNOME's Delete), Delete Word Note
/// (Ctrl+Backspace), each disabled without a note's actions.
public struct NoteCommands: Commands {
    @FocusedValue(\.noteActions) var actions

    /// The view, as its type describes it.
    public init() {}

    /// The commands.
    public var body: some Commands {
        CommandMenu("Note") {
            Button("Rename") { actions?.rename() }
                .keyboardShortcut("r")
                .disabled(actions == nil)
            Button("Delete Note") { actions?.delete() }
                .keyboardShortcut(.delete, modifiers: .command)
                .disabled(actions == nil)
            Button("Delete Word Note") { actions?.deleteWord() }
                .keyboardShortcut(.delete, modifiers: .control)
                .disabled(actions == nil)
        }
    }
}

/// One note window with the note commands.
public struct NotesApp: App {
    /// The view, as its type describes it.
    public init() {}

    /// The scenes.
    public var body: some Scene {
        WindowGroup("Notes") {
            NoteWindow()
        }
        .commands {
            NoteCommands()
        }
    }
}
