import CGtk
import FocusKitGTK

/// Finding widgets under a GTK widget as tests do: every widget depth first, and what each
/// lookup of the harnesses matches (a button by its label, a label by its text, an entry or a
/// password entry by its placeholder). The first match is FocusUI's `GtkWidgetTree.first`.
@MainActor
enum WidgetLookup {
    /// `root` and every widget under it, depth first, each before its children.
    static func all(in root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            result.append(widget)
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(root)
        return result
    }

    /// The whole text of a `GtkTextView` (`gtk_text_buffer_get_text` from start to end, with
    /// hidden characters).
    static func text(ofTextView view: UnsafeMutablePointer<GtkWidget>) -> String {
        let buffer = gtk_text_view_get_buffer(focuskit_as_text_view(UnsafeMutableRawPointer(view)))
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 1) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// The GType name of `widget` (`AdwViewSwitcherButton`).
    static func typeName(of widget: UnsafeMutablePointer<GtkWidget>) -> String {
        String(
            cString: g_type_name_from_instance(
                UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)))
    }

    /// `window` as the root of its widgets.
    static func root(of window: UnsafeMutablePointer<GtkWindow>) -> UnsafeMutablePointer<GtkWidget> {
        focuskit_as_widget(UnsafeMutableRawPointer(window))
    }

    /// Whether `widget` is a button labelled `label`.
    static func isButton(_ widget: UnsafeMutablePointer<GtkWidget>, labelled label: String) -> Bool {
        let raw = UnsafeMutableRawPointer(widget)
        guard focuskit_is_button(raw) != 0, let text = gtk_button_get_label(focuskit_as_button(raw)) else {
            return false
        }
        return String(cString: text) == label
    }

    /// Whether `widget` is a label showing `text`.
    static func isLabel(_ widget: UnsafeMutablePointer<GtkWidget>, showing text: String) -> Bool {
        let raw = UnsafeMutableRawPointer(widget)
        guard focuskit_is_label(raw) != 0, let shown = gtk_label_get_text(focuskit_as_label(raw)) else {
            return false
        }
        return String(cString: shown) == text
    }

    /// Whether `widget` is an entry (not a password entry) whose placeholder is `placeholder`.
    static func isEntry(_ widget: UnsafeMutablePointer<GtkWidget>, placeholder: String) -> Bool {
        let raw = UnsafeMutableRawPointer(widget)
        guard focuskit_is_entry(raw) != 0, let text = gtk_entry_get_placeholder_text(focuskit_as_entry(raw))
        else { return false }
        return String(cString: text) == placeholder
    }

    /// Whether `widget` is a password entry whose placeholder is `placeholder`.
    static func isPasswordEntry(_ widget: UnsafeMutablePointer<GtkWidget>, placeholder: String) -> Bool {
        let raw = UnsafeMutableRawPointer(widget)
        guard focuskit_is_password_entry(raw) != 0 else { return false }
        var value = GValue()
        g_value_init(&value, focuskit_type_string())
        defer { g_value_unset(&value) }
        g_object_get_property(focuskit_as_object(raw), "placeholder-text", &value)
        return g_value_get_string(&value).map { String(cString: $0) } == placeholder
    }
}
