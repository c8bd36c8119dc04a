import FocusKit

/// The text of an entry's inner text node, as `GtkText` keeps it: the characters, the caret,
/// the selection, and who changed the text last.
package struct EditableText: Equatable, Sendable {
    /// The characters.
    package var text = ""
    /// The caret, in characters from the start.
    package var caret = 0
    /// The other end of the selection; `nil` (or the caret itself) for none.
    package var anchor: Int?
    /// Whether focus arriving by keyboard or a program selects the text (`GtkText` in a
    /// `GtkEntry`, by `gtk-entry-select-on-focus`); a `GtkTextView` never does.
    package var selectsOnFocus = true
    /// Whether a program's grab of the entry selects the text too; `GtkSearchEntry`'s
    /// `grab_focus` is `gtk_text_grab_focus_without_selecting`, so its grabs never do.
    package var grabSelects = true
    /// Whether the text last changed while focus was in it (see the GTK host's
    /// `TrackedField.wasEditedByUser`).
    package var wasEditedByUser = false

    /// An empty text with the caret at the start.
    package init(selectsOnFocus: Bool = true) {
        self.selectsOnFocus = selectsOnFocus
    }

    /// The selected characters' range; empty at the caret when nothing is selected.
    package var selection: Range<Int> {
        guard let anchor, anchor != caret else { return caret..<caret }
        return min(anchor, caret)..<max(anchor, caret)
    }
}

/// How focus reached a node, which decides what happens to a text's selection.
package enum FocusArrival: Sendable {
    /// Tab, Shift+Tab, a window shown without a focus widget, GTK's fallback: GTK's
    /// `gtk_widget_child_focus` and `gtk_widget_grab_focus` select the text (by the setting).
    case keyboard
    /// A click: the caret goes where the pointer is (the fake: at the end), nothing selected.
    case click
    /// Application code's `gtk_widget_grab_focus`: selects the text, as the keyboard does.
    case applicationGrab
    /// A focus write through the coordinator (the GTK host's grab): selects the text unless
    /// the user edited it since the program last set it.
    case coordinatorGrab
}

extension FakeToolkit {
    /// The editable text of a node made by ``makeEntry(_:in:parent:)``, or of the entry's
    /// inner text node.
    package func editable(_ node: FocusNodeID) -> EditableText? {
        guard let found = nodes[node] else { return nil }
        if let editable = found.editable { return editable }
        return found.children.lazy.compactMap { self.nodes[$0]?.editable }.first
    }

    /// The node holding the editable text of `node` (itself, or an entry's inner text node).
    fileprivate func editableNode(_ node: FocusNodeID) -> Node? {
        guard let found = nodes[node] else { return nil }
        if found.editable != nil { return found }
        return found.children.lazy.compactMap { self.nodes[$0] }.first { $0.editable != nil }
    }

    /// The program sets the text (`gtk_editable_set_text`): the caret goes to the start, as
    /// `GtkText` leaves it, nothing is selected, and the change counts as the user's when
    /// focus is in the text (GTK's `changed` handler cannot tell them apart).
    package func setText(_ text: String, of node: FocusNodeID) {
        guard let target = editableNode(node), var editable = target.editable else { return }
        editable.text = text
        editable.caret = 0
        editable.anchor = nil
        editable.wasEditedByUser = containsFocus(target.id)
        target.editable = editable
    }

    /// The user types `text` into the focused text: it replaces the selection, and the caret
    /// follows it.
    package func type(_ text: String, into node: FocusNodeID) {
        guard let target = editableNode(node), var editable = target.editable else { return }
        var characters = Array(editable.text)
        let selection = editable.selection
        characters.replaceSubrange(selection, with: Array(text))
        editable.text = String(characters)
        editable.caret = selection.lowerBound + text.count
        editable.anchor = nil
        editable.wasEditedByUser = true
        target.editable = editable
    }

    /// The user deletes: the selection, or else the character before the caret (Backspace)
    /// or after it (`forward`, Delete).
    package func deleteText(in node: FocusNodeID, forward: Bool) {
        guard let target = editableNode(node), var editable = target.editable else { return }
        var characters = Array(editable.text)
        var range = editable.selection
        if range.isEmpty {
            if forward, range.lowerBound < characters.count {
                range = range.lowerBound..<(range.lowerBound + 1)
            } else if !forward, range.lowerBound > 0 {
                range = (range.lowerBound - 1)..<range.lowerBound
            }
        }
        characters.removeSubrange(range)
        editable.text = String(characters)
        editable.caret = range.lowerBound
        editable.anchor = nil
        editable.wasEditedByUser = true
        target.editable = editable
    }

    /// The user moves the caret (Home, End, arrows), or selects all (Ctrl+A) when `selectingAll`.
    package func moveCaret(in node: FocusNodeID, to position: Int, selectingAll: Bool = false) {
        guard let target = editableNode(node), var editable = target.editable else { return }
        let count = editable.text.count
        if selectingAll {
            editable.anchor = 0
            editable.caret = count
        } else {
            editable.caret = min(max(position, 0), count)
            editable.anchor = nil
        }
        target.editable = editable
    }

    /// Focus arrived at `node`: its text is selected, or its caret placed, as GTK does for
    /// that way of arriving.
    func focusDidArrive(at node: FocusNodeID, by arrival: FocusArrival) {
        guard let target = nodes[node], var editable = target.editable else { return }
        switch arrival {
        case .click:
            editable.caret = editable.text.count
            editable.anchor = nil
        case .coordinatorGrab where editable.wasEditedByUser:
            return
        case .applicationGrab where !editable.grabSelects, .coordinatorGrab where !editable.grabSelects:
            return
        case .keyboard, .applicationGrab, .coordinatorGrab:
            guard selectsTextOnFocus, editable.selectsOnFocus else { return }
            editable.anchor = 0
            editable.caret = editable.text.count
        }
        target.editable = editable
    }

    /// Whether the window's focus widget is the node or inside it.
    func containsFocus(_ node: FocusNodeID) -> Bool {
        guard let window = nodes[node]?.window, let focus = windows[window]?.focus else { return false }
        return contains(node, focus)
    }
}

extension FakeToolkit {
    /// Shift with a caret movement: the selection runs from `anchor` to the caret.
    package func extendSelection(in node: FocusNodeID, from anchor: Int) {
        guard let target = editableNode(node), var editable = target.editable else { return }
        editable.anchor = anchor
        target.editable = editable
    }
}

extension FakeToolkit {
    /// Ctrl+Backspace or Ctrl+Delete (`forward`): deletes the selection, or else from the caret
    /// to the start of the word before it (or the end of the word after it), spaces included.
    package func deleteWord(in node: FocusNodeID, forward: Bool) {
        guard let target = editableNode(node), let editable = target.editable else { return }
        guard editable.selection.isEmpty else { return deleteText(in: node, forward: forward) }
        let characters = Array(editable.text)
        var other = editable.caret
        if forward {
            while other < characters.count, characters[other].isWhitespace { other += 1 }
            while other < characters.count, !characters[other].isWhitespace { other += 1 }
        } else {
            while other > 0, characters[other - 1].isWhitespace { other -= 1 }
            while other > 0, !characters[other - 1].isWhitespace { other -= 1 }
        }
        extendSelection(in: node, from: other)
        deleteText(in: node, forward: forward)
    }
}
