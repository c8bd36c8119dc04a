import CGtk

/// The CSS FocusUI's lists add to GTK's (`rich-list`, `navigation-sidebar` and the list
/// view's separators are the theme's): a row whose `.listRowSeparator(.hidden)` hides its
/// separator, a row with `.listRowInsets` (its content's margins instead of GTK's padding),
/// section headings, the inset style's margin, stripes, `.scrollContentBackground(.hidden)`,
/// and the cells of a lazy stack or grid (no padding, no hover or selection background: they
/// are a scroll view's content, not rows).
/// Added once, at application priority, above the theme's list rules.
@MainActor
enum GtkListStyleSheet {
    private static var isInstalled = false

    static let css = """
        listview.separators > row.focusui-no-separator { border-bottom-color: transparent; }
        listview > row.focusui-custom-insets { padding: 0; min-height: 0; }
        listview > row.focusui-list-heading { padding-top: 12px; background: none; }
        listview.navigation-sidebar > row.focusui-list-heading { padding-top: 12px; }
        listview.navigation-sidebar > row.focusui-list-heading label {
            font-size: 0.85em; font-weight: bold; opacity: 0.55; }
        .focusui-list-inset { margin: 12px; }
        .focusui-list-inset > scrolledwindow.card > listview { background: none; }
        listview.focusui-striped > row.focusui-odd-row { background-color: alpha(currentColor, 0.03); }
        listview.focusui-no-background, gridview.focusui-no-background { background: none; }
        listview.focusui-lazy-cells > row, gridview.focusui-lazy-cells > child {
            padding: 0; min-height: 0; min-width: 0; background: none; border: none; outline: none; }
        """

    static func installIfNeeded() {
        guard !isInstalled, let display = gdk_display_get_default() else { return }
        isInstalled = true
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(UnsafeMutableRawPointer(provider)),
            UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
