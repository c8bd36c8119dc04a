import CGtk

/// Looking through a widget tree that FocusUI did not build (libadwaita's dialogs and About
/// window, a header bar's packed boxes).
@MainActor
enum GtkWidgetTree {
    /// The first widget in `root`'s subtree, `root` included, that `matches`, depth first in
    /// child order; `nil` when none does.
    static func first(
        in root: UnsafeMutablePointer<GtkWidget>, where matches: (UnsafeMutablePointer<GtkWidget>) -> Bool
    ) -> UnsafeMutablePointer<GtkWidget>? {
        if matches(root) { return root }
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            if let found = first(in: current, where: matches) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// Every widget in `root`'s subtree, `root` included, that `matches`, depth first in child
    /// order.
    static func all(
        in root: UnsafeMutablePointer<GtkWidget>, where matches: (UnsafeMutablePointer<GtkWidget>) -> Bool
    ) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = matches(root) ? [root] : []
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            found += all(in: current, where: matches)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    /// Whether the focus widget of `widget`'s window is `widget` or inside it.
    static func containsFocus(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else {
            return false
        }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }
}
