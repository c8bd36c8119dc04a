/// The standard edit commands every desktop app has in its menu, acting on the focused text
/// field or text editor: Undo, Redo, Cut, Copy, Paste and Select All.
///
/// An ``AppHost`` whose backend performs them (``TextEditingCommandPerforming``; GTK and the
/// testing product's headless twin do) adds them to the ``CommandGroupPlacement/undoRedo``,
/// ``CommandGroupPlacement/pasteboard`` and ``CommandGroupPlacement/textEditing`` groups. Each
/// is enabled exactly when the focused text can take it, by the toolkit's own rules (GTK: a
/// selection to cut or copy, text on the clipboard to paste, text to select; never cutting or
/// copying a password). A focused text field handles their keys itself first, so the command's
/// shortcut runs it only when focus is elsewhere, where it is disabled.
public enum TextEditingCommand: String, CaseIterable, Sendable {
    /// Undo the last edit (Ctrl+Z).
    case undo
    /// Redo the last undone edit (Ctrl+Shift+Z).
    case redo
    /// Cut the selection to the clipboard (Ctrl+X).
    case cut
    /// Copy the selection to the clipboard (Ctrl+C).
    case copy
    /// Paste the clipboard's text (Ctrl+V).
    case paste
    /// Select all the text (Ctrl+A).
    case selectAll

    /// The menu item's title.
    public var title: String {
        switch self {
        case .undo: "Undo"
        case .redo: "Redo"
        case .cut: "Cut"
        case .copy: "Copy"
        case .paste: "Paste"
        case .selectAll: "Select All"
        }
    }

    /// The keyboard shortcut, GNOME's.
    public var shortcut: KeyboardShortcut {
        switch self {
        case .undo: KeyboardShortcut("z")
        case .redo: KeyboardShortcut("z", modifiers: [.command, .shift])
        case .cut: KeyboardShortcut("x")
        case .copy: KeyboardShortcut("c")
        case .paste: KeyboardShortcut("v")
        case .selectAll: KeyboardShortcut("a")
        }
    }

    /// The group it is in.
    public var placement: CommandGroupPlacement {
        switch self {
        case .undo, .redo: .undoRedo
        case .cut, .copy, .paste: .pasteboard
        case .selectAll: .textEditing
        }
    }
}

/// A ``ViewBackend`` that can perform the standard edit commands on the focused text of the
/// key window, as a desktop does from its Edit menu.
@MainActor
public protocol TextEditingCommandPerforming: AnyObject {
    /// Whether the key window's focused text field or editor can take `command` now.
    func canPerform(_ command: TextEditingCommand) -> Bool

    /// Performs `command` on the key window's focused text field or editor, if it can take it.
    func perform(_ command: TextEditingCommand)
}
