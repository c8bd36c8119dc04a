import CGtk
import FocusKitGTK
import FocusUICore

/// What a `TextEditorComponent` and a `GrowingTextFieldComponent` share on GTK: a
/// `GtkTextView` wrapping words (then characters) inside its margins, whose buffer's `changed`
/// reports the user's edits through ``textDidChange``, and whose text and alignment are applied
/// only when they differ from what it shows, the text muted, so the caret and the scroll
/// position stay and nothing echoes into the binding. Return with Ctrl, Alt or Super runs a
/// button's `.keyboardShortcut` for it before the text view types a new line.
@MainActor
final class GtkTextViewEditor {
    /// The text view.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// Runs with the whole text after the user changed it (not after ``apply(text:)``).
    var textDidChange: (@MainActor (String) -> Void)?
    /// Set while the text is applied, so the buffer's `changed` does not report it.
    private var isApplyingText = false
    private let signals = SignalBag()

    /// A wrapping text view with `horizontalMargin` pixels left and right of the text and
    /// `verticalMargin` above and below it.
    init(horizontalMargin: Int32, verticalMargin: Int32) {
        widget = gtk_text_view_new()!
        let view = focuskit_as_text_view(UnsafeMutableRawPointer(widget))
        gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_left_margin(view, horizontalMargin)
        gtk_text_view_set_right_margin(view, horizontalMargin)
        gtk_text_view_set_top_margin(view, verticalMargin)
        gtk_text_view_set_bottom_margin(view, verticalMargin)
        signals.connect(buffer, signal: "changed") { [unowned self] _ in
            guard !self.isApplyingText else { return }
            GtkTypedWindowTitle.userEdited(self.widget)
            self.textDidChange?(self.text)
        }
        // Return with Ctrl, Alt or Super runs a button's shortcut for it first; without one, the
        // text view types a new line (`GtkViewShortcuts`).
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        signals.connectKey(keys, released: false) { [unowned self] controller, key, modifiers in
            guard GtkViewShortcuts.isModifiedReturn(key, modifiers),
                let event = gtk_event_controller_get_current_event(OpaquePointer(controller))
            else { return false }
            return GtkViewShortcuts.activate(event, from: self.widget)
        }
        gtk_widget_add_controller(widget, keys)
    }

    isolated deinit {
        signals.disconnectAll()
    }

    /// The text view as a `GtkTextView`.
    var view: UnsafeMutablePointer<GtkTextView> { focuskit_as_text_view(UnsafeMutableRawPointer(widget)) }
    /// Its buffer.
    var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(view)! }

    /// The whole text (`gtk_text_buffer_get_text` from start to end).
    var text: String {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 1) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// Writes `text` when the buffer holds another, without reporting it.
    func apply(text: String) {
        guard self.text != text else { return }
        isApplyingText = true
        gtk_text_buffer_set_text(buffer, text, -1)
        isApplyingText = false
    }

    /// Sets the justification when the alignment changed (a new text view is leading).
    func apply(alignment new: TextAlignment, old: TextAlignment?) {
        if new != (old ?? .leading) { gtk_text_view_set_justification(view, new.gtkJustification) }
    }
}
