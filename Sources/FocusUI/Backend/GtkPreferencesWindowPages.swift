import CGtk
import FocusKitGTK
import FocusUICore

/// The window of a `Settings` scene: libadwaita's `AdwPreferencesWindow`, as GNOME's apps show
/// their preferences, and the container its root views go into.
///
/// The window's header bar is libadwaita's own: the title (or the pages' view switcher), and a
/// search button (Ctrl+F, or typing while no text field has focus), named "Search" (its entry
/// "Search preferences"), whose results are the titled rows of the pages; no primary menu. Its
/// content is its pages: a root view that is a grouped form (its `AdwPreferencesPage`) is a
/// page itself, so its sections are the page's groups and its rows
/// are found by the search; any other root view goes into a page of its own, in one untitled
/// group. A root `TabView` gives a page per tab (``GtkPreferencesTabs``), which libadwaita's
/// view switcher in the header bar shows; the search finds the rows of every page.
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
    /// Each root view, in the reconciler's order, with what it puts in the window.
    private var entries: [(child: ObjectIdentifier, source: Source)] = []
    /// The pages in the window, in order (libadwaita's view stack only appends).
    private var added: [UnsafeMutablePointer<GtkWidget>] = []
    /// Whether pages are being added or removed (the window shows another page by itself).
    private(set) var isChanging = false
    private let signals = SignalBag()
    private weak var focusHost: GtkFocusHost?

    /// What a root view puts in the window.
    private enum Source {
        /// One page: the view's own (a grouped form) or one made around it.
        case view(page: UnsafeMutablePointer<GtkWidget>)
        /// A page per tab of a root `TabView` (``GtkPreferencesTabs``).
        case tabs(GtkPreferencesTabs)

        @MainActor var pages: [UnsafeMutablePointer<GtkWidget>] {
            switch self {
            case .view(let page): [page]
            case .tabs(let tabs): tabs.pages
            }
        }
    }

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

    /// The pages of `window`, whose focus `focusHost` tracks.
    init(window: UnsafeMutablePointer<GtkWidget>, focusHost: GtkFocusHost) {
        self.window = window
        self.focusHost = focusHost
        signals.connect(window, signal: "map") { [weak self] _ in
            guard let self else { return }
            let title = gtk_window_get_title(focuskit_as_window(UnsafeMutableRawPointer(self.window)))
            GtkUnnamedAccessibles.nameStackPages(
                in: self.window, fallback: title.map { String(cString: $0) } ?? "")
            for case .tabs(let tabs) in self.entries.map(\.source) { tabs.nameTabButtons() }
            self.focusFirstTabStopIfUnfocused()
        }
        // libadwaita 1.2's search button shows an icon and a tooltip and has no name, nor has its
        // search entry: they were said by their types, "GtkImage" and "GtkSearchEntry"
        // (`GtkQuirk.typeNameForAnUnnamedAccessible`). libadwaita 1.4 gives the entry the
        // placeholder "Search preferences", which names it; the button is named "Search".
        let all = Self.widgets(in: window)
        if let search = all.first(where: {
            String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0))) == "GtkToggleButton"
        }) {
            GtkAccessibility.nameIconButton(search, "Search")
        }
        if let entry = all.first(where: { focuskit_is_search_entry(UnsafeMutableRawPointer($0)) != 0 }) {
            GtkAccessibility.setLabel(entry, "Search preferences")
            var value = GValue()
            g_value_init(&value, focuskit_type_string())
            g_value_set_string(&value, "Search preferences")
            g_object_set_property(
                focuskit_as_object(UnsafeMutableRawPointer(entry)), "placeholder-text", &value)
            g_value_unset(&value)
        }
        // Before any page is added, the window's lists are its search results' (and that of
        // the group they are in, which has no rows): a result is a row with a "row".
        for results in Self.widgets(in: window)
        where focuskit_is_list_box(UnsafeMutableRawPointer(results)) != 0 {
            signals.connectWithPointerArgument(results, signal: "row-activated") { [weak self] _, row in
                guard let row else { return }
                self?.focusControl(ofResult: row.assumingMemoryBound(to: GtkWidget.self))
            }
        }
    }

    isolated deinit {
        signals.disconnectAll()
    }

    /// A grouped form (an `AdwPreferencesPage`) is a page itself; a root `TabView` gives a page
    /// per tab; any other view goes into a page of its own.
    func insert(_ child: GtkWidgetHandle, at index: Int) {
        let source: Source
        if let tabView = (child.renderer as? GtkRendererBox<TabViewGtkRenderer>)?.renderer {
            source = .tabs(tabView.presentAsPages(of: self))
        } else {
            source = .view(page: Self.page(holding: child.outerWidget))
        }
        entries.insert((ObjectIdentifier(child), source), at: min(max(index, 0), entries.count))
        sync()
    }

    func move(_ child: GtkWidgetHandle, to index: Int) {
        guard let current = entries.firstIndex(where: { $0.child == ObjectIdentifier(child) }) else { return }
        let entry = entries.remove(at: current)
        entries.insert(entry, at: min(max(index, 0), entries.count))
        sync()
    }

    func remove(_ child: GtkWidgetHandle) {
        let removed = entries.filter { $0.child == ObjectIdentifier(child) }
        entries.removeAll { $0.child == ObjectIdentifier(child) }
        sync()
        for case .tabs(let tabs) in removed.map(\.source) { tabs.detach() }
    }

    /// `widget` when it is an `AdwPreferencesPage`, else a new page holding it in one untitled
    /// group, shown while `widget` is.
    static func page(holding widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        guard focuskit_is_adw_preferences_page(UnsafeMutableRawPointer(widget)) == 0 else { return widget }
        let page = adw_preferences_page_new()!
        let group = adw_preferences_group_new()!
        adw_preferences_group_add(focuskit_as_adw_preferences_group(UnsafeMutableRawPointer(group)), widget)
        adw_preferences_page_add(
            focuskit_as_adw_preferences_page(UnsafeMutableRawPointer(page)),
            focuskit_as_adw_preferences_group(UnsafeMutableRawPointer(group)))
        g_object_bind_property(
            UnsafeMutableRawPointer(widget), "visible", UnsafeMutableRawPointer(page), "visible",
            G_BINDING_SYNC_CREATE)
        return page
    }

    /// Takes `widget` out of the page ``page(holding:)`` made around it, which may outlive its
    /// place in the window (the search's model of rows holds it): the widget can go into
    /// another page.
    static func takeOut(_ widget: UnsafeMutablePointer<GtkWidget>) {
        var ancestor = gtk_widget_get_parent(widget)
        while let current = ancestor, focuskit_is_adw_preferences_group(UnsafeMutableRawPointer(current)) == 0
        {
            ancestor = gtk_widget_get_parent(current)
        }
        guard let group = ancestor else { return }
        adw_preferences_group_remove(
            focuskit_as_adw_preferences_group(UnsafeMutableRawPointer(group)), widget)
    }

    /// Makes the window hold the pages of the root views in order: libadwaita 1.2 only appends
    /// pages, so the pages after the first that differs are taken out (kept alive meanwhile)
    /// and added again; a page no root view gives any more is removed (a page FocusUI made
    /// around a view goes with it; the view's handle keeps the view).
    func sync() {
        let wanted = entries.flatMap(\.source.pages)
        var same = 0
        while same < min(added.count, wanted.count), added[same] == wanted[same] { same += 1 }
        let stale = added[same...]
        let preferencesWindow = focuskit_as_adw_preferences_window(UnsafeMutableRawPointer(window))
        // A page added again keeps the focus it had (the shown tab after a covered one that
        // changed), as the twin does: nothing went.
        let change = {
            self.isChanging = true
            for page in stale { g_object_ref(UnsafeMutableRawPointer(page)) }
            for page in stale where gtk_widget_get_parent(page) != nil {
                adw_preferences_window_remove(
                    preferencesWindow, focuskit_as_adw_preferences_page(UnsafeMutableRawPointer(page)))
            }
            for page in wanted[same...] {
                adw_preferences_window_add(
                    preferencesWindow, focuskit_as_adw_preferences_page(UnsafeMutableRawPointer(page)))
            }
            for page in stale { g_object_unref(UnsafeMutableRawPointer(page)) }
            self.added = wanted
            self.isChanging = false
            for case .tabs(let tabs) in self.entries.map(\.source) { tabs.didSync() }
        }
        if let focusHost, !stale.isEmpty {
            focusHost.keepingFocus(in: focuskit_as_window(UnsafeMutableRawPointer(window)), change)
        } else {
            change()
        }
    }

    /// The page the window shows.
    var visiblePage: UnsafeMutablePointer<GtkWidget>? {
        adw_preferences_window_get_visible_page(
            focuskit_as_adw_preferences_window(UnsafeMutableRawPointer(window))
        )
        .map { focuskit_as_widget(UnsafeMutableRawPointer($0)) }
    }

    /// Makes the window show `page`, when it shows another.
    func show(_ page: UnsafeMutablePointer<GtkWidget>) {
        guard visiblePage != page, gtk_widget_get_parent(page) != nil else { return }
        adw_preferences_window_set_visible_page(
            focuskit_as_adw_preferences_window(UnsafeMutableRawPointer(window)),
            focuskit_as_adw_preferences_page(UnsafeMutableRawPointer(page)))
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

    /// The widgets in `widget`'s subtree, `widget` first, depth first.
    static func widgets(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var found = [widget]
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            found += widgets(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }
}
