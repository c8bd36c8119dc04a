import FocusKit
import FocusKitTestSupport
import FocusUICore

/// The headless twin of what GTK's text widgets do with the clipboard and their undo history:
/// the clipboard's text, and per text node the states before each edit.
///
/// Edits are grouped as GTK's `GtkTextHistory` groups them, near enough for tests: text typed
/// in one go (one `type(_:)`, or keys typed one after another at the caret) is one edit; each
/// deletion, cut and paste is one. A text the program sets (a binding's new value) cannot be
/// undone past, as GTK makes that change irreversible.
@MainActor
final class HeadlessTextEditing {
    /// The clipboard's text, `nil` when it holds none.
    var clipboard: String?

    /// What one edit changes, for grouping.
    enum EditKind {
        case insertion, other
    }

    private struct History {
        var undo: [EditableText] = []
        var redo: [EditableText] = []
        /// The text after the last edit recorded: a different text means the program set it.
        var textAfterLastEdit: String?
        var lastKind: EditKind?
        var caretAfterLastEdit: Int?
    }

    private var histories: [FocusNodeID: History] = [:]

    /// Records an edit of `node`'s text, made by `change`.
    func recordEdit(of node: FocusNodeID, kind: EditKind, in toolkit: FakeToolkit, _ change: () -> Void) {
        let before = toolkit.editable(node) ?? EditableText()
        var history = histories[node] ?? History()
        if history.textAfterLastEdit != before.text { history = History() }
        let continuesTyping =
            kind == .insertion && history.lastKind == .insertion && before.selection.isEmpty
            && history.caretAfterLastEdit == before.caret
        change()
        let after = toolkit.editable(node) ?? EditableText()
        guard after.text != before.text else { return }
        if !continuesTyping { history.undo.append(before) }
        history.redo = []
        history.textAfterLastEdit = after.text
        history.caretAfterLastEdit = after.caret
        history.lastKind = kind
        histories[node] = history
    }

    /// Whether an undo (or redo) of `node` has something to restore.
    func canRestore(_ node: FocusNodeID, text: String, redo: Bool) -> Bool {
        guard let history = histories[node], history.textAfterLastEdit == text else { return false }
        return !(redo ? history.redo : history.undo).isEmpty
    }

    /// Undoes (or redoes) the last edit of `node`: the text and selection before it come back.
    /// Returns the restored text, or `nil` when there was nothing to restore.
    func restore(_ node: FocusNodeID, in toolkit: FakeToolkit, redo: Bool) -> String? {
        let current = toolkit.editable(node) ?? EditableText()
        guard canRestore(node, text: current.text, redo: redo), var history = histories[node] else {
            return nil
        }
        let state = redo ? history.redo.removeLast() : history.undo.removeLast()
        if redo { history.undo.append(current) } else { history.redo.append(current) }
        toolkit.setText(state.text, of: node)
        toolkit.moveCaret(in: node, to: state.caret)
        if let anchor = state.anchor { toolkit.extendSelection(in: node, from: anchor) }
        history.textAfterLastEdit = state.text
        history.lastKind = nil
        histories[node] = history
        return state.text
    }
}

extension HeadlessBackend: TextEditingCommandPerforming {
    /// The focused text field or editor of the key window, if it takes input.
    private var focusedText: (widget: HeadlessWidget, input: any HeadlessTextInput)? {
        guard let window = focusCoordinator.keyWindow, let widget = focusedWidget(in: window),
            widget.isSensitive,
            let input = widget.capability((any HeadlessTextInput).self)
        else { return nil }
        return (widget, input)
    }

    /// GTK's rules (`gtk_text_update_clipboard_actions`, `gtk_text_view_update_clipboard_actions`):
    /// cut and copy need a selection and visible text, paste text on the clipboard, select all
    /// some text; undo and redo are always on in a visible field (GTK's `GtkText` does not
    /// track them) and follow the history in an editor.
    func canPerform(_ command: TextEditingCommand) -> Bool {
        guard let (widget, input) = focusedText else { return false }
        let editable = toolkit.editable(widget.focusNode) ?? EditableText()
        switch command {
        case .cut, .copy: return !input.isSecure && !editable.selection.isEmpty
        case .paste: return textEditing.clipboard != nil
        case .selectAll: return !editable.text.isEmpty
        case .undo, .redo:
            guard !input.isSecure else { return false }
            return !input.isEditor
                || textEditing.canRestore(widget.focusNode, text: editable.text, redo: command == .redo)
        }
    }

    /// Performs the command on the key window's focused text, as GTK's `clipboard.*`,
    /// `selection.select-all` and `text.undo`/`text.redo` actions do.
    func perform(_ command: TextEditingCommand) {
        guard canPerform(command), let (widget, input) = focusedText else { return }
        let node = widget.focusNode
        let editable = toolkit.editable(node) ?? EditableText()
        let selected = String(Array(editable.text)[editable.selection])
        var changed: String?
        switch command {
        case .copy:
            textEditing.clipboard = selected
        case .cut:
            textEditing.clipboard = selected
            textEditing.recordEdit(of: node, kind: .other, in: toolkit) {
                toolkit.deleteText(in: node, forward: false)
            }
            changed = toolkit.editable(node)?.text
        case .paste:
            let pasted = textEditing.clipboard ?? ""
            textEditing.recordEdit(of: node, kind: .other, in: toolkit) { toolkit.type(pasted, into: node) }
            changed = toolkit.editable(node)?.text
        case .selectAll:
            toolkit.moveCaret(in: node, to: 0, selectingAll: true)
        case .undo, .redo:
            changed = textEditing.restore(node, in: toolkit, redo: command == .redo)
        }
        if let changed { input.textDidChange(to: changed) }
    }
}
