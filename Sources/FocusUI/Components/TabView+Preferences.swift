import CGtk
import FocusKitGTK
import FocusUICore

/// The tabs of a `TabView` that is the root view of a `Settings` window, as GNOME's apps show
/// preferences of several pages: each tab is a page of libadwaita's `AdwPreferencesWindow`,
/// titled and with the icon of its `.tabItem` (and its `.badge`), switched by the view
/// switcher libadwaita puts in the window's header bar (at the bottom when the window is
/// narrow). The window's search finds the rows of every tab and shows a result's tab.
///
/// A tab whose view is a grouped form is that form's `AdwPreferencesPage`, lent by the tab's box
/// (``TabPageChildren``) while it is; any other view goes into a page made around the tab's box.
/// The choice follows the tab view's selection as in the tab view's own switcher (the page of the
/// tab placed as shown is shown; the user's choice is written, or undone when the tab cannot be
/// chosen); focus moves as libadwaita's view stack moves it, as there. Ctrl+Page Down and
/// Ctrl+Page Up show the next and the previous tab from anywhere in the window (a tab view inside
/// a tab takes them first).
@MainActor
final class GtkPreferencesTabs: GtkChildContainer {
    /// The newest tab view component (its titles, and how to choose a tab).
    var component: TabViewComponent
    /// The window, which holds the root views.
    private weak var window: GtkPreferencesWindowPages?
    private var tabs: [Tab] = []
    private let signals = SignalBag()
    private let windowWidget: UnsafeMutablePointer<GtkWidget>
    /// Ctrl+Page Down and Up on the window, until it detaches.
    private var keys: OpaquePointer?
    private var isDetached = false
    /// The tab list's name (`.accessibilityLabel` on the tab view), "Tabs" without one.
    var listName = "Tabs"

    /// A tab, and how it is a page of the window.
    private struct Tab {
        let handle: GtkWidgetHandle
        var page: Page
    }

    /// How a tab is a page.
    private enum Page {
        /// The tab's view is a grouped form: its own page, lent by the tab's box.
        case lent(UnsafeMutablePointer<GtkWidget>)
        /// A page FocusUI made around the tab's box.
        case made(UnsafeMutablePointer<GtkWidget>)
        /// None, while the tab's view changes.
        case none

        var widget: UnsafeMutablePointer<GtkWidget>? {
            switch self {
            case .lent(let page), .made(let page): page
            case .none: nil
            }
        }
    }

    /// The tabs `tabs` (their handles, out of any stack) as pages of `window`.
    init(window: GtkPreferencesWindowPages, tabs handles: [GtkWidgetHandle], component: TabViewComponent) {
        self.window = window
        self.component = component
        windowWidget = window.window
        g_object_ref(UnsafeMutableRawPointer(windowWidget))
        for handle in handles { tabs.append(Tab(handle: handle, page: adopt(handle))) }
        signals.connectNotify(windowWidget, property: "visible-page") { [unowned self] _, _ in
            self.visiblePageChanged()
        }
        // As in the tab view's own switcher; a tab view inside a tab (the innermost) takes the
        // keys first.
        keys = TabSwitching.makeKeyController(
            signals: signals, isForThisTabView: { [unowned self] in !self.focusIsInAnotherTabView },
            component: { [unowned self] in self.component },
            followWithFocus: { [unowned self] index in self.followWithFocus(index) })
        if let keys { gtk_widget_add_controller(windowWidget, keys) }
    }

    isolated deinit {
        detach()
        g_object_unref(UnsafeMutableRawPointer(windowWidget))
    }

    /// Leaves the window: its handlers and key controller go (the tab view is no longer its
    /// root view). Idempotent.
    func detach() {
        guard !isDetached else { return }
        isDetached = true
        signals.disconnectAll()
        if let keys { gtk_widget_remove_controller(windowWidget, keys) }
        keys = nil
        for tab in tabs { renderer(of: tab.handle)?.preferencesTabs = nil }
    }

    /// The tabs' pages, in order.
    var pages: [UnsafeMutablePointer<GtkWidget>] { tabs.compactMap(\.page.widget) }

    func insert(_ child: GtkWidgetHandle, at index: Int) {
        tabs.insert(Tab(handle: child, page: adopt(child)), at: min(max(index, 0), tabs.count))
        window?.sync()
    }

    func move(_ child: GtkWidgetHandle, to index: Int) {
        guard let from = tabs.firstIndex(where: { $0.handle === child }) else { return }
        let tab = tabs.remove(at: from)
        tabs.insert(tab, at: min(max(index, 0), tabs.count))
        window?.sync()
    }

    func remove(_ child: GtkWidgetHandle) {
        guard let index = tabs.firstIndex(where: { $0.handle === child }) else { return }
        tabs.remove(at: index)
        renderer(of: child)?.preferencesTabs = nil
        window?.sync()
    }

    /// Called by the window after its pages changed: titles and badges on the pages, the
    /// shown tab's page shown.
    func didSync() {
        applyLooks()
        showShownTab()
    }

    /// Shows the page of the tab placed as shown, when the window shows another.
    func showShownTab() {
        guard
            let page = tabs.first(where: { renderer(of: $0.handle)?.component.placement == .shown })?.page
                .widget
        else { return }
        window?.show(page)
    }

    /// Titles each page, and sets its icon and badge (on the window's stack page, which
    /// libadwaita's view switcher shows).
    func applyLooks() {
        for tab in tabs {
            guard let page = tab.page.widget, let look = renderer(of: tab.handle)?.component else { continue }
            let preferencesPage = focuskit_as_adw_preferences_page(UnsafeMutableRawPointer(page))
            adw_preferences_page_set_title(preferencesPage, look.title)
            adw_preferences_page_set_icon_name(preferencesPage, look.iconName)
            guard let stack = gtk_widget_get_parent(page),
                focuskit_is_adw_view_stack(UnsafeMutableRawPointer(stack)) != 0,
                let stackPage = adw_view_stack_get_page(
                    focuskit_as_adw_view_stack(UnsafeMutableRawPointer(stack)), page)
            else { continue }
            let count = look.badge.flatMap { UInt32($0) }
            adw_view_stack_page_set_badge_number(stackPage, count ?? 0)
            adw_view_stack_page_set_needs_attention(stackPage, look.badge != nil && count == nil ? 1 : 0)
        }
        nameTabButtons()
    }

    /// Names the window's view switchers "Tabs" and the stack pages inside their buttons by the
    /// tabs' titles (GTK would name them by their type, `GtkQuirk.typeNameForAnUnnamedAccessible`).
    func nameTabButtons() {
        for switcher in switchers {
            if listName == "Tabs" {
                GtkUnnamedAccessibles.name(switcher, listName)
            } else {
                GtkAccessibility.setLabel(switcher, listName)
            }
            for (button, title) in zip(TabSwitching.buttons(of: switcher), component.titles) {
                GtkUnnamedAccessibles.nameStackPages(in: button, fallback: title)
            }
        }
    }

    // MARK: Pages

    /// Makes `handle`'s tab a page: its grouped form's own page, else a page around its box.
    private func adopt(_ handle: GtkWidgetHandle) -> Page {
        guard let renderer = renderer(of: handle) else {
            return .made(GtkPreferencesWindowPages.page(holding: handle.outerWidget))
        }
        renderer.preferencesTabs = self
        renderer.content.willChange = { [weak self, unowned handle] in self?.release(handle) }
        renderer.content.didChange = { [weak self, unowned handle] in self?.readopt(handle) }
        if let page = renderer.content.lendPage() { return .lent(page) }
        return .made(GtkPreferencesWindowPages.page(holding: handle.outerWidget))
    }

    /// Before the tab's view changes: a lent page leaves the window and goes back into the
    /// tab's box (a page made around the box keeps it, and the focus in it).
    private func release(_ handle: GtkWidgetHandle) {
        guard let index = tabs.firstIndex(where: { $0.handle === handle }),
            case .lent(let page) = tabs[index].page
        else { return }
        tabs[index].page = .none
        window?.sync()
        renderer(of: handle)?.content.takeBack(page)
    }

    /// After the tab's view changed: the tab is a page again, its form's own page when its view
    /// became a grouped form.
    private func readopt(_ handle: GtkWidgetHandle) {
        guard let index = tabs.firstIndex(where: { $0.handle === handle }) else { return }
        if case .made = tabs[index].page {
            guard renderer(of: handle)?.content.holdsOnePage == true else { return }
            tabs[index].page = .none
            window?.sync()
            GtkPreferencesWindowPages.takeOut(handle.outerWidget)
        }
        tabs[index].page = adopt(handle)
        window?.sync()
    }

    private func renderer(of handle: GtkWidgetHandle) -> TabPageGtkRenderer? {
        (handle.renderer as? GtkRendererBox<TabPageGtkRenderer>)?.renderer
    }

    // MARK: Choosing

    /// The window shows another page: the program's choice (the tab placed as shown), or the
    /// user's (a switcher button, a search result), which is written, or undone when the tab
    /// cannot be chosen.
    private func visiblePageChanged() {
        guard let window, !window.isChanging, let visible = window.visiblePage,
            let index = tabs.firstIndex(where: { $0.page.widget == visible }),
            renderer(of: tabs[index].handle)?.component.placement == .covered
        else { return }
        if !component.sendSelect(index) { showShownTab() }
    }

    /// Whether the focus is inside a tab view in a tab (which takes Ctrl+Page Down itself).
    private var focusIsInAnotherTabView: Bool {
        TabSwitching.tabViewAroundFocus(in: root) != nil
    }

    /// With focus on a switcher button, focus goes to the button of the tab shown at `index`.
    private func followWithFocus(_ index: Int) {
        TabSwitching.followWithFocus(index, in: root)
    }

    /// The window, as the root of its widgets.
    private var root: OpaquePointer { OpaquePointer(UnsafeMutableRawPointer(windowWidget)) }

    /// libadwaita's view switchers in the window (the header bar's, and the bar's for a narrow
    /// window).
    private var switchers: [UnsafeMutablePointer<GtkWidget>] {
        GtkPreferencesWindowPages.widgets(in: windowWidget).filter {
            focuskit_is_adw_view_switcher(UnsafeMutableRawPointer($0)) != 0
        }
    }

}
