import CGtk
import FocusKitGTK

/// Names what GTK would name by its type for screen readers
/// (`GtkQuirk.typeNameForAnUnnamedAccessible`): opening a menu, Orca said "GtkPopoverMenu menu.
/// GtkStackPage panel.", and "GtkStackPage panel." opening the Settings window.
@MainActor
enum GtkUnnamedAccessibles {
    /// Names `popover` (a `GtkPopoverMenu`) by its menu (the button's title, "Main Menu",
    /// "Context Menu") and the pages of its stack: the main page with an empty name, which Orca
    /// passes over (named by the menu too, it said "Main Menu menu, Main Menu panel"), a
    /// submenu's by its item's label (its page name). Pages of submenus a menu model gains later
    /// keep GTK's name.
    static func namePopoverMenu(_ popover: UnsafeMutablePointer<GtkWidget>, _ label: String) {
        guard GtkQuirk.typeNameForAnUnnamedAccessible.applies else { return }
        GtkAccessibility.setLabel(popover, label)
        nameStackPages(in: popover) { name, _ in name == nil || name == "main" ? "" : name! }
    }

    /// Names `widget` `label`, which has no name of its own (libadwaita's view switcher, a tab
    /// list GTK would name "AdwViewSwitcher"); an empty `label` leaves it unnamed (an image, an
    /// untitled slider or progress bar, which `.accessibilityLabel` may name later).
    static func name(_ widget: UnsafeMutablePointer<GtkWidget>, _ label: String) {
        guard GtkQuirk.typeNameForAnUnnamedAccessible.applies else { return }
        GtkAccessibility.setLabel(widget, label)
    }

    /// Names the pages of every `GtkStack` in `root` (libadwaita's windows have stacks inside):
    /// by their title, else `fallback`.
    static func nameStackPages(in root: UnsafeMutablePointer<GtkWidget>, fallback: String) {
        guard GtkQuirk.typeNameForAnUnnamedAccessible.applies else { return }
        nameStackPages(in: root) { _, title in title ?? fallback }
    }

    private static func nameStackPages(
        in root: UnsafeMutablePointer<GtkWidget>, label: (_ name: String?, _ title: String?) -> String
    ) {
        if focuskit_is_stack(UnsafeMutableRawPointer(root)) != 0,
            let pages = gtk_stack_get_pages(focuskit_as_stack_widget(UnsafeMutableRawPointer(root)))
        {
            let model = OpaquePointer(UnsafeMutableRawPointer(pages))
            for index in 0..<g_list_model_get_n_items(model) {
                guard let page = g_list_model_get_item(model, index) else { continue }
                let name = gtk_stack_page_get_name(OpaquePointer(page)).map { String(cString: $0) }
                let title = gtk_stack_page_get_title(OpaquePointer(page)).map { String(cString: $0) }
                GtkAccessibility.setLabel(ofAccessible: page, label(name, title))
                g_object_unref(page)
            }
            g_object_unref(UnsafeMutableRawPointer(pages))
        }
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            nameStackPages(in: current, label: label)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
