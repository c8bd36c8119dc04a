import CGtk
import FocusKitGTK
import FocusUICore

/// The window of a `Settings` scene: libadwaita's `AdwPreferencesWindow`, as GNOME's apps show
/// their preferences, and the container its root views go into.
///
/// The window's header bar is libadwaita's own: the title, and a search button (Ctrl+F, or
/// typing while no text field has focus) whose results are the titled rows of the pages; no
/// primary menu. Its content is its pages: a root view that is a grouped form (its
/// `AdwPreferencesPage`) is a page itself, so its sections are the page's groups and its rows
/// are found by the search; any other root view goes into a page of its own, in one untitled
/// group. A settings window shows one page (a `TabView` in it is a page holding the tab view).
///
/// Unlike libadwaita's default, the window is not modal and not transient for another window:
/// a `Settings` scene is a window of its own, as in SwiftUI (rule 17 applies between it and
/// the app's other windows). When it opens, focus goes to the first Tab stop of its page (as in
/// FocusUI's other windows, whose header bar Tab reaches after the content), unless a
/// `defaultFocus` or a write chose a field; Tab then reaches the search button after the page's
/// last row, as GTK's order in libadwaita's window has it.
///
/// Choosing a search result shows the page and focuses the result's row; libadwaita 1.2 focuses
/// the row itself, which fails for a row whose control is the Tab stop (a switch, a text
/// field): the control is focused instead, so that focus is always on a field (rule 20).
@MainActor
final class GtkPreferencesWindowPages: GtkChildContainer {
    /// The preferences window.
    let window: UnsafeMutablePointer<GtkWidget>
    /// Each root view's page, in the reconciler's order; `wrapper` is the page FocusUI made
    /// around a view that is not a page.
    private var pages: [(child: ObjectIdentifier, page: UnsafeMutablePointer<GtkWidget>, wrapped: Bool)] = []
    private let signals = SignalBag()

    /// A new `AdwPreferencesWindow` of `application` (none in tests), search enabled, neither
    /// modal nor transient.
    static func makeWindow(application: UnsafeMutablePointer<GtkApplication>?) -> UnsafeMutablePointer<
        GtkWidget
    > {
        let widget = adw_preferences_window_new()!
        let window = focuskit_as_window(UnsafeMutableRawPointer(widget))
        gtk_window_set_modal(window, 0)
        gtk_window_set_destroy_with_parent(window, 0)
        adw_preferences_window_set_search_enabled(
            focuskit_as_adw_preferences_window(UnsafeMutableRawPointer(widget)), 1)
        if let application { gtk_window_set_application(window, application) }
        return widget
    }

    /// The pages of `window`.
    init(window: UnsafeMutablePointer<GtkWidget>) {
        self.window = window
        signals.connect(window, signal: "map") { [weak self] _ in
            guard let self else { return }
            let title = gtk_window_get_title(focuskit_as_window(UnsafeMutableRawPointer(self.window)))
            GtkUnnamedAccessibles.nameStackPages(
                in: self.window, fallback: title.map { String(cString: $0) } ?? "")
            self.focusFirstTabStopIfUnfocused()
        }
        // Before any page is added, the window's lists are its search results' (and that of
        // the group they are in, which has no rows): a result is a row with a "row".
        for results in Self.listBoxes(in: window) {
            signals.connectWithPointerArgument(results, signal: "row-activated") { [weak self] _, row in
                guard let row else { return }
                self?.focusControl(ofResult: row.assumingMemoryBound(to: GtkWidget.self))
            }
        }
    }

    isolated deinit {
        signals.disconnectAll()
    }

    func insert(_ child: GtkWidgetHandle, at index: Int) {
        let outer = child.outerWidget
        let page: UnsafeMutablePointer<GtkWidget>
        let wrapped = focuskit_is_adw_preferences_page(UnsafeMutableRawPointer(outer)) == 0
        if wrapped {
            page = adw_preferences_page_new()!
            let group = adw_preferences_group_new()!
            adw_preferences_group_add(
                focuskit_as_adw_preferences_group(UnsafeMutableRawPointer(group)), outer)
            adw_preferences_page_add(
                focuskit_as_adw_preferences_page(UnsafeMutableRawPointer(page)),
                focuskit_as_adw_preferences_group(UnsafeMutableRawPointer(group)))
            g_object_bind_property(
                UnsafeMutableRawPointer(outer), "visible", UnsafeMutableRawPointer(page), "visible",
                G_BINDING_SYNC_CREATE)
        } else {
            page = outer
        }
        // An AdwViewStack keeps its pages in adding order; the reconciler inserts root views in
        // order, and FocusUI shows one page.
        adw_preferences_window_add(
            focuskit_as_adw_preferences_window(UnsafeMutableRawPointer(window)),
            focuskit_as_adw_preferences_page(UnsafeMutableRawPointer(page)))
        pages.insert((ObjectIdentifier(child), page, wrapped), at: min(max(index, 0), pages.count))
    }

    /// The window shows one page at a time: the order of its pages is that of its view
    /// switcher, which FocusUI does not show; nothing moves.
    func move(_ child: GtkWidgetHandle, to index: Int) {
        guard let current = pages.firstIndex(where: { $0.child == ObjectIdentifier(child) }) else { return }
        let entry = pages.remove(at: current)
        pages.insert(entry, at: min(max(index, 0), pages.count))
    }

    func remove(_ child: GtkWidgetHandle) {
        guard let current = pages.firstIndex(where: { $0.child == ObjectIdentifier(child) }) else { return }
        let entry = pages.remove(at: current)
        adw_preferences_window_remove(
            focuskit_as_adw_preferences_window(UnsafeMutableRawPointer(window)),
            focuskit_as_adw_preferences_page(UnsafeMutableRawPointer(entry.page)))
    }

    /// Focuses the first Tab stop of the visible page when nothing in the window has focus:
    /// when the window maps (its rows mapped, a `defaultFocus` applied before), just before
    /// GTK would focus the window's first Tab stop, the search button.
    private func focusFirstTabStopIfUnfocused() {
        let gtkWindow = focuskit_as_window(UnsafeMutableRawPointer(window))
        guard gtk_window_get_focus(gtkWindow) == nil,
            let page = adw_preferences_window_get_visible_page(
                focuskit_as_adw_preferences_window(UnsafeMutableRawPointer(window)))
        else { return }
        _ = gtk_widget_child_focus(focuskit_as_widget(UnsafeMutableRawPointer(page)), GTK_DIR_TAB_FORWARD)
    }

    /// After libadwaita handled a search result's activation: focus on the row, or else on
    /// the first Tab stop in it (its control).
    private func focusControl(ofResult result: UnsafeMutablePointer<GtkWidget>) {
        guard
            let row = g_object_get_data(focuskit_as_object(UnsafeMutableRawPointer(result)), "row")?
                .assumingMemoryBound(to: GtkWidget.self)
        else { return }
        let gtkWindow = focuskit_as_window(UnsafeMutableRawPointer(window))
        if let focus = gtk_window_get_focus(gtkWindow),
            focus == row || gtk_widget_is_ancestor(focus, row) != 0
        {
            return
        }
        _ = gtk_widget_child_focus(row, GTK_DIR_TAB_FORWARD)
    }

    /// The `GtkListBox`es in `widget`'s subtree.
    private static func listBoxes(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<
        GtkWidget
    >] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        if focuskit_is_list_box(UnsafeMutableRawPointer(widget)) != 0 { found.append(widget) }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            found += listBoxes(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }
}
