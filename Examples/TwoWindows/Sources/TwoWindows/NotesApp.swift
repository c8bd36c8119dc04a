import FocusUI

/// A notes app: a Compose window per note (`WindowGroup`) and one Library window (`Window`).
///
/// `editing` is app-scoped (declared in the `App`): it follows the active window, and the
/// Library's "Edit Draft" writes it to focus the Compose window's Body, in another window.
/// Each Compose window also has its own window-scoped `focusedField`.
public struct NotesApp: App {
    /// What the app-scoped state can focus.
    public enum Editing: Hashable, Sendable {
        /// The Body field of a Compose window.
        case body
        /// The Library's Search field.
        case search
    }

    @FocusState private var editing: Editing?

    /// Creates the app.
    public init() {}

    /// A Compose window first, and the Library, opened from it.
    public var body: some Scene {
        WindowGroup("Compose", id: "compose") {
            ComposeView(editing: $editing)
        }
        Window("Library", id: "library") {
            LibraryView(editing: $editing)
        }
    }
}
