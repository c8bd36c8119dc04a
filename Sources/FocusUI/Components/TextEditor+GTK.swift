import CGtk
import FocusKitGTK
import FocusUICore

extension TextEditorComponent: GtkRenderable {
    /// A `GtkTextView` in a `GtkScrolledWindow`.
    public typealias GtkRenderer = TextEditorGtkRenderer
}

/// Draws a `TextEditorComponent`: a `GtkTextView` (wrapping words, 6-pixel margins) in a
/// framed `GtkScrolledWindow` at least 96 pixels high that expands; the text view takes focus.
/// Tab moves focus on, as everywhere in a form, unless `.textEditorAcceptsTab()` asks for tabs
/// (no keyboard trap). The buffer's `changed` writes through the newest component; the text is
/// set only when the buffer holds another, muted, so the caret and scroll position stay.
@MainActor
public final class TextEditorGtkRenderer: GtkComponentRenderer {
    /// The scrolled window.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let textView: UnsafeMutablePointer<GtkWidget>
    private var component: TextEditorComponent
    private var isApplyingText = false
    private let signals = SignalBag()

    /// A text view in a scrolled window.
    public init(_ component: TextEditorComponent, context: GtkRenderContext) {
        self.component = component
        widget = gtk_scrolled_window_new()!
        textView = gtk_text_view_new()!
        let view = focuskit_as_text_view(UnsafeMutableRawPointer(textView))
        gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_left_margin(view, 6)
        gtk_text_view_set_right_margin(view, 6)
        gtk_text_view_set_top_margin(view, 6)
        gtk_text_view_set_bottom_margin(view, 6)
        let window = focuskit_as_scrolled_window(UnsafeMutableRawPointer(widget))
        gtk_scrolled_window_set_child(window, textView)
        gtk_scrolled_window_set_has_frame(window, 1)
        gtk_scrolled_window_set_min_content_height(window, 96)
        gtk_scrolled_window_set_policy(window, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(widget, 1)
        gtk_widget_set_hexpand(widget, 1)
        signals.connect(buffer, signal: "changed") { [unowned self] _ in
            guard !self.isApplyingText else { return }
            self.component.sendTextChange(self.text)
        }
    }

    isolated deinit {
        signals.disconnectAll()
    }

    /// The text view.
    public var focusWidget: UnsafeMutablePointer<GtkWidget> { textView }

    private var view: UnsafeMutablePointer<GtkTextView> {
        focuskit_as_text_view(UnsafeMutableRawPointer(textView))
    }
    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(view)! }

    /// The whole text (`gtk_text_buffer_get_text` from start to end).
    var text: String {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 1) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// Applies whether Tab is typed, the alignment and the text.
    public func update(from old: TextEditorComponent?, to new: TextEditorComponent) {
        component = new
        if new.acceptsTab != old?.acceptsTab { gtk_text_view_set_accepts_tab(view, new.acceptsTab ? 1 : 0) }
        if new.alignment != (old?.alignment ?? .leading) {
            gtk_text_view_set_justification(view, new.alignment.gtkJustification)
        }
        if text != new.text {
            isApplyingText = true
            gtk_text_buffer_set_text(buffer, new.text, -1)
            isApplyingText = false
        }
    }
}
