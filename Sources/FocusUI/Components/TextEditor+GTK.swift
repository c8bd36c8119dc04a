import CGtk
import FocusKitGTK
import FocusUICore

extension TextEditorComponent: GtkRenderable {
    /// A `GtkTextView` in a `GtkScrolledWindow`.
    public typealias GtkRenderer = TextEditorGtkRenderer
}

/// Draws a `TextEditorComponent`: a `GtkTextView` (wrapping words, 6-pixel margins) in a
/// `GtkScrolledWindow` (framed, but for `.textEditorStyle(.plain)`) at least 96 pixels high that
/// expands; the text view takes focus.
/// Tab moves focus on, as everywhere in a form, unless `.textEditorAcceptsTab()` asks for tabs
/// (no keyboard trap). The buffer's `changed` writes through the newest component; the text is
/// set only when the buffer holds another, muted, so the caret and scroll position stay.
@MainActor
public final class TextEditorGtkRenderer: GtkComponentRenderer {
    /// The scrolled window.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let editor = GtkTextViewEditor(horizontalMargin: 6, verticalMargin: 6)
    private var component: TextEditorComponent

    /// A text view in a scrolled window.
    public init(_ component: TextEditorComponent, context: GtkRenderContext) {
        self.component = component
        widget = gtk_scrolled_window_new()!
        let window = focuskit_as_scrolled_window(UnsafeMutableRawPointer(widget))
        gtk_scrolled_window_set_child(window, editor.widget)
        gtk_scrolled_window_set_min_content_height(window, 96)
        gtk_scrolled_window_set_policy(window, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(widget, 1)
        gtk_widget_set_hexpand(widget, 1)
        editor.textDidChange = { [unowned self] in self.component.sendTextChange($0) }
    }

    /// The text view.
    public var focusWidget: UnsafeMutablePointer<GtkWidget> { editor.widget }

    /// Applies the frame (none for `.textEditorStyle(.plain)`), whether Tab is typed, the
    /// alignment and the text.
    public func update(from old: TextEditorComponent?, to new: TextEditorComponent) {
        component = new
        if new.isPlain != old?.isPlain {
            gtk_scrolled_window_set_has_frame(
                focuskit_as_scrolled_window(UnsafeMutableRawPointer(widget)), new.isPlain ? 0 : 1)
        }
        if new.acceptsTab != old?.acceptsTab {
            gtk_text_view_set_accepts_tab(editor.view, new.acceptsTab ? 1 : 0)
        }
        editor.apply(alignment: new.alignment, old: old?.alignment)
        editor.apply(text: new.text)
    }
}
