/// The keys a focused text field or text editor uses on GTK: its key bindings
/// (`gtk_widget_class_add_binding` in `gtktext.c` and `gtktextview.c`: moving the caret,
/// selecting, deleting, the clipboard, undo and redo, the emoji chooser) and every key that
/// types a character. A command's keyboard shortcut never takes one of these from a focused
/// text field: it runs only while focus is elsewhere (FocusUI's commands, and the headless
/// twin's).
///
/// Only keys a ``KeyEquivalent`` names are listed (not Insert, Menu, F10 or the keypad). The
/// GTK tests compare this table with the bindings GTK itself reports for `GtkText` and
/// `GtkTextView`, so that it stays what the running GTK does.
package enum TextEditingKeys {
    /// What kind of text has focus.
    package enum Text: Sendable {
        /// A one-line field: `TextField`, `SecureField` (GTK: `GtkText`).
        case field
        /// A multi-line editor: `TextEditor` (GTK: `GtkTextView`).
        case editor
    }

    /// Whether a focused text of `kind` uses `chord`: a binding, a character it types, or,
    /// in an editor, Return (a new line).
    package static func uses(_ chord: DesktopKeyChord, in kind: Text) -> Bool {
        if typesCharacter(chord) || bindings(of: kind).contains(chord) { return true }
        return kind == .editor && chord == DesktopKeyChord(.return)
    }

    /// Whether the chord types its character: a character key with no Control or Alt (Shift
    /// gives another character); a function key types none.
    package static func typesCharacter(_ chord: DesktopKeyChord) -> Bool {
        guard chord.modifiers.isDisjoint(with: [.control, .option]), chord.key.functionKeyNumber == nil else {
            return false
        }
        switch chord.key {
        case .return, .escape, .tab, .delete, .deleteForward, .upArrow, .downArrow, .leftArrow, .rightArrow,
            .home, .end, .pageUp, .pageDown:
            return false
        default:
            return chord.key.character.unicodeScalars.allSatisfy { !$0.properties.isNoncharacterCodePoint }
                && !chord.key.character.isNewline
        }
    }

    /// The key bindings of a focused text of `kind` (GTK's `GtkText` or `GtkTextView`, as measured).
    package static func bindings(of kind: Text) -> Set<DesktopKeyChord> {
        switch kind {
        case .field: return field
        case .editor: return editor
        }
    }

    private static func chords(_ key: KeyEquivalent, _ modifiers: [EventModifiers]) -> [DesktopKeyChord] {
        modifiers.map { DesktopKeyChord(key, modifiers: $0) }
    }

    private static let control: EventModifiers = .control
    private static let shift: EventModifiers = .shift
    private static let controlShift: EventModifiers = [.control, .shift]

    /// `GtkText`'s bindings.
    static let field: Set<DesktopKeyChord> = Set(
        chords(.leftArrow, [[], shift, control, controlShift])
            + chords(.rightArrow, [[], shift, control, controlShift])
            + chords(.home, [[], shift, control, controlShift])
            + chords(.end, [[], shift, control, controlShift])
            + chords(.delete, [[], shift, control]) + chords(.deleteForward, [[], shift, control])
            + chords(.return, [[]])
            + chords("a", [control, controlShift]) + chords("z", [control, controlShift])
            + chords("c", [control]) + chords("v", [control]) + chords("x", [control])
            + chords("y", [control])
            + chords("u", [control]) + chords("/", [control]) + chords("\\", [control])
            + chords(".", [control]) + chords(";", [control]))

    /// `GtkTextView`'s bindings.
    static let editor: Set<DesktopKeyChord> = Set(
        chords(.leftArrow, [[], shift, control, controlShift])
            + chords(.rightArrow, [[], shift, control, controlShift])
            + chords(.upArrow, [[], shift, control, controlShift])
            + chords(.downArrow, [[], shift, control, controlShift])
            + chords(.home, [[], shift, control, controlShift])
            + chords(.end, [[], shift, control, controlShift])
            + chords(.pageUp, [[], shift, control, controlShift])
            + chords(.pageDown, [[], shift, control, controlShift])
            + chords(.delete, [[], shift, control, controlShift])
            + chords(.deleteForward, [[], shift, control, controlShift])
            + chords(.tab, [control, controlShift])
            + chords("a", [control, controlShift]) + chords("z", [control, controlShift])
            + chords("c", [control]) + chords("v", [control]) + chords("x", [control])
            + chords("y", [control])
            + chords("/", [control]) + chords("\\", [control]) + chords(".", [control])
            + chords(";", [control]))
}

extension KeyboardShortcut {
    /// Whether a focused text field or text editor uses this shortcut's key
    /// (``TextEditingKeys``): a command with it runs only when the key reaches the window, that
    /// is, when focus is not in a text that takes it.
    package var isTextEditingKey: Bool {
        TextEditingKeys.uses(desktopChord, in: .field) || TextEditingKeys.uses(desktopChord, in: .editor)
    }
}
