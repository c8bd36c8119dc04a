import CGtk
import FocusKitGTK

/// Names of focused widgets, as the twin names its controls.
@MainActor
enum FocusedWidgetName {
    /// What the focused widget is called: an entry's placeholder, a button's label (the text
    /// of a link's label view), "Back" for the Back button, a menu button's tooltip.
    static func of(_ focus: UnsafeMutablePointer<GtkWidget>) -> String {
        if let entry = gtk_widget_get_ancestor(focus, gtk_entry_get_type()) {
            return String(
                cString: gtk_entry_get_placeholder_text(focuskit_as_entry(UnsafeMutableRawPointer(entry))))
        }
        if let search = gtk_widget_get_ancestor(focus, gtk_search_entry_get_type()) {
            return searchPlaceholder(search)
        }
        if let menuButton = gtk_widget_get_ancestor(focus, gtk_menu_button_get_type()),
            let tooltip = gtk_widget_get_tooltip_text(menuButton)
        {
            return String(cString: tooltip)
        }
        let raw = UnsafeMutableRawPointer(focus)
        guard focuskit_is_button(raw) != 0 else { return "other" }
        if let icon = gtk_button_get_icon_name(focuskit_as_button(raw)),
            String(cString: icon) == "go-previous-symbolic"
        {
            return "Back"
        }
        if let label = gtk_button_get_label(focuskit_as_button(raw)) { return String(cString: label) }
        // An icon button (the search toggle) by its tooltip.
        if let child = gtk_button_get_child(focuskit_as_button(raw)),
            focuskit_is_image(UnsafeMutableRawPointer(child)) != 0,
            let tooltip = gtk_widget_get_tooltip_text(focus)
        {
            return String(cString: tooltip)
        }
        var pending = [focus]
        while let widget = pending.popLast() {
            if focuskit_is_label(UnsafeMutableRawPointer(widget)) != 0 {
                return String(cString: gtk_label_get_text(focuskit_as_label(UnsafeMutableRawPointer(widget))))
            }
            var child = gtk_widget_get_last_child(widget)
            while let current = child {
                pending.append(current)
                child = gtk_widget_get_prev_sibling(current)
            }
        }
        return "button"
    }

    /// A `GtkSearchEntry`'s `placeholder-text` (it is no `GtkEntry`).
    static func searchPlaceholder(_ search: UnsafeMutablePointer<GtkWidget>) -> String {
        var value = GValue()
        g_value_init(&value, focuskit_type_string())
        defer { g_value_unset(&value) }
        g_object_get_property(focuskit_as_object(UnsafeMutableRawPointer(search)), "placeholder-text", &value)
        return g_value_get_string(&value).map { String(cString: $0) } ?? ""
    }
}
