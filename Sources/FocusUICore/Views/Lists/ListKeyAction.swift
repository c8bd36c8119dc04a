/// What a key pressed on a list's focused row does, as GTK's `GtkListView` has it: the decision
/// FocusUI's `GtkListView` and the headless list share, each carrying it out its own way. A key
/// the row's own `.onKeyPress` handled never gets here. Menu and Shift+F10 (a context menu) are
/// not key equivalents and stay with the GTK list.
package enum ListKeyAction: Equatable, Sendable {
    /// Up, Down, Page Up, Page Down, Home, End: focus moves to the row `move` finds, and that
    /// row is selected as GTK's `list.select-item` does it: `select` is false for Control
    /// alone (focus only), `modify` is Control (toggle, keep the rest), `extend` is Shift
    /// (from the anchor).
    case moveCursor(ListCursorMove, select: Bool, modify: Bool, extend: Bool)
    /// Alt+Up and Alt+Down: `.onMove` one place for the rows a command acts on; focus stays on
    /// the moved row.
    case moveRows(by: Int)
    /// Space: the focused row's selection toggles (GTK's own binding on GTK).
    case toggleSelection
    /// Ctrl+A: every row is selected (GTK's own binding on GTK).
    case selectAll
    /// Ctrl+Shift+A: no row is selected (GTK's own binding on GTK).
    case unselectAll
    /// Return: the primary action of the selected rows, or the focused row (GTK's `activate`
    /// on GTK).
    case activate
    /// Delete: `.onDelete` for the selected rows, or the focused row.
    case delete
    /// A letter or a digit without Control or Alt: type-ahead (see ``ListTypeAhead``).
    case typeAhead(String)

    /// What `chord` does on a list row; `nil` when the list leaves it alone.
    package init?(_ chord: DesktopKeyChord) {
        let control = chord.modifiers.contains(.control)
        let shift = chord.modifiers.contains(.shift)
        let alt = chord.modifiers.contains(.option)
        let move: ListCursorMove
        switch chord.key {
        case .upArrow where alt:
            self = .moveRows(by: -1)
            return
        case .downArrow where alt:
            self = .moveRows(by: 1)
            return
        case .upArrow: move = .previous
        case .downArrow: move = .next
        case .pageUp: move = .pageUp
        case .pageDown: move = .pageDown
        case .home: move = .first
        case .end: move = .last
        case .space:
            self = .toggleSelection
            return
        case .return:
            self = .activate
            return
        case .deleteForward:
            self = .delete
            return
        default:
            let character = chord.key.character
            if control, !alt, character.lowercased() == "a" {
                self = shift ? .unselectAll : .selectAll
                return
            }
            guard !control, !alt, Self.typesAhead(character) else { return nil }
            self = .typeAhead(String(character))
            return
        }
        // Plain keys select; Control alone only moves focus; Shift extends.
        self = .moveCursor(move, select: !control || shift, modify: control, extend: shift)
    }

    /// Whether `character` is one type-ahead takes: a letter or a digit 0 to 9, as GTK's
    /// list has it (not a space, a control character or a symbol).
    private static func typesAhead(_ character: Character) -> Bool {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
            scalar.value > 32
        else { return false }
        return scalar.properties.isAlphabetic || ("0"..."9").contains(character)
    }
}
