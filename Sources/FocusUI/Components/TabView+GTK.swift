import CGtk
import FocusKitGTK
import FocusUICore

extension TabViewComponent: GtkRenderable {
    /// An `AdwViewSwitcher` above an `AdwViewStack`.
    public typealias GtkRenderer = TabViewGtkRenderer
}

extension TabPageComponent: GtkRenderable {
    /// A vertical `GtkBox`, a page of the tab view's `AdwViewStack`.
    public typealias GtkRenderer = TabPageGtkRenderer
}

/// Draws a `TabViewComponent`: a vertical box holding libadwaita's `AdwViewSwitcher` (GNOME's
/// view switcher: a tab button per page, each a Tab stop, with the `tab` role in a `tab list`)
/// and below it an `AdwViewStack` of the pages (``TabPageGtkRenderer``).
///
/// The page the evaluation places as shown shows itself (its renderer sets the stack's visible
/// child), so the choice follows the pages, not positions that change while tabs come and go. A
/// tab button the user clicks makes the stack show its page; the renderer writes that position
/// through the newest component, and shows the chosen page again when the tab cannot be chosen
/// (no tag of the selection's type, reported once). Focus moves as `AdwViewStack` moves it
/// (`set_visible_child` in `adw-view-stack.c`): from a page that had it to the focus that page
/// last had, else to its first Tab stop; `GtkFocusHost` reports a field the switch hid only
/// after that move (`GtkFocusHost+StackPages.swift`). Ctrl+Page Down and Ctrl+Page Up (a key
/// controller in the capture phase, before a list or a text editor that binds them) show the
/// next and previous tab of the innermost tab view around the focus; with focus on a tab
/// button, focus goes to the new tab's button.
@MainActor
public final class TabViewGtkRenderer: GtkComponentRenderer {
    /// The box.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The pages: the stack's, or the window's when this is the root view of a `Settings`
    /// window (`GtkPreferencesTabs`).
    public var children: (any GtkChildContainer)? { preferencesTabs ?? pages }
    private let stack: UnsafeMutablePointer<GtkWidget>
    private let switcher: UnsafeMutablePointer<GtkWidget>
    private let pages: GtkViewStackPages
    /// The tabs as pages of a preferences window, once this tab view is a `Settings` window's
    /// root view.
    private var preferencesTabs: GtkPreferencesTabs?
    /// The tab list's `.accessibilityLabel`, if any.
    private var listName: String?
    private var component: TabViewComponent
    private let context: GtkRenderContext
    private let signals = SignalBag()

    /// A box with a view switcher and a view stack.
    public init(_ component: TabViewComponent, context: GtkRenderContext) {
        self.component = component
        self.context = context
        widget = GtkStackBox.makeFilling()
        gtk_widget_add_css_class(widget, "focusui-tab-view")
        switcher = adw_view_switcher_new()!
        let raw = UnsafeMutableRawPointer(switcher)
        adw_view_switcher_set_policy(focuskit_as_adw_view_switcher(raw), ADW_VIEW_SWITCHER_POLICY_WIDE)
        gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_top(switcher, 6)
        gtk_widget_set_margin_bottom(switcher, 6)
        stack = adw_view_stack_new()!
        gtk_widget_set_hexpand(stack, 1)
        gtk_widget_set_vexpand(stack, 1)
        adw_view_switcher_set_stack(
            focuskit_as_adw_view_switcher(raw), focuskit_as_adw_view_stack(UnsafeMutableRawPointer(stack)))
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(widget)), switcher)
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(widget)), stack)
        pages = GtkViewStackPages(stack)
        pages.didChange = { [unowned self] in self.nameTabButtons() }
        GtkUnnamedAccessibles.name(switcher, "Tabs")
        signals.connectNotify(stack, property: "visible-child") { [unowned self] _, _ in
            self.visibleChildChanged()
        }
        // In the capture phase, so that a list or a text editor inside, which bind Ctrl+Page Up
        // and Down themselves, does not take them; only the innermost tab view around the focus.
        let keys = TabSwitching.makeKeyController(
            signals: signals, isForThisTabView: { [unowned self] in self.isInnermostTabViewAroundFocus },
            component: { [unowned self] in self.component },
            followWithFocus: { [unowned self] index in self.followWithFocus(index) })
        gtk_widget_add_controller(widget, keys)
    }

    isolated deinit {
        signals.disconnectAll()
    }

    /// Keeps the newest component (its pages show themselves).
    public func update(from old: TabViewComponent?, to new: TabViewComponent) {
        component = new
        preferencesTabs?.component = new
        if let warning = new.warning, warning != old?.warning { context.warn(warning) }
        if new.titles != old?.titles {
            nameTabButtons()
            preferencesTabs?.nameTabButtons()
        }
    }

    /// Makes the tabs pages of a `Settings` window whose root view this is: they leave the
    /// stack (this view's box is in no window), and the window's header bar switches them.
    func presentAsPages(of window: GtkPreferencesWindowPages) -> GtkPreferencesTabs {
        if let preferencesTabs { return preferencesTabs }
        let tabs = GtkPreferencesTabs(window: window, tabs: pages.takeAll(), component: component)
        if let listName { tabs.listName = listName }
        preferencesTabs = tabs
        return tabs
    }

    /// With focus on a tab button, focus goes to the button of the tab shown at `index`, as
    /// GTK's notebook moves it to the new tab: a screen reader says the tab (it said nothing).
    private func followWithFocus(_ index: Int) {
        guard let root = gtk_widget_get_root(widget) else { return }
        TabSwitching.followWithFocus(index, in: root)
    }

    /// Whether this is the innermost tab view around the window's focus widget.
    private var isInnermostTabViewAroundFocus: Bool {
        guard let root = gtk_widget_get_root(widget), gtk_root_get_focus(root) != nil else { return false }
        return TabSwitching.tabViewAroundFocus(in: root) == widget
    }

    /// The tab list is named by `.accessibilityLabel`.
    public func setAccessibleName(_ name: String) {
        GtkAccessibility.setLabel(switcher, name)
        listName = name
        if let preferencesTabs {
            preferencesTabs.listName = name
            preferencesTabs.nameTabButtons()
        }
    }

    /// Names the stack pages inside each tab button (its wide and narrow layouts) by the tab's
    /// title, which GTK would name by their type (`GtkQuirk.typeNameForAnUnnamedAccessible`).
    private func nameTabButtons() {
        for (button, title) in zip(tabButtons, component.titles) {
            GtkUnnamedAccessibles.nameStackPages(in: button, fallback: title)
        }
    }

    /// libadwaita's tab buttons, one per page, in order (the switcher's children).
    private var tabButtons: [UnsafeMutablePointer<GtkWidget>] { TabSwitching.buttons(of: switcher) }

    /// The stack shows another page: the program's choice (the page placed as shown), or the
    /// user's (a tab button), which is written, or undone when the tab cannot be chosen.
    private func visibleChildChanged() {
        guard !pages.isChanging,
            let visible = adw_view_stack_get_visible_child(
                focuskit_as_adw_view_stack(UnsafeMutableRawPointer(stack))),
            let index = pages.order.firstIndex(where: { $0.outerWidget == visible }),
            (pages.order[index].element.component as? TabPageComponent)?.placement == .covered
        else { return }
        if !component.sendSelect(index) { pages.showShownPage() }
    }
}

/// The pages of an `AdwViewStack`, in the reconciler's order.
///
/// libadwaita 1.2 only appends pages (`adw_view_stack_add`): a page inserted before others, or
/// moved, is added after the pages after it are taken out and added again. A page added again is
/// a new `AdwViewStackPage`: its title, icon and badge are set again, but what libadwaita
/// remembered of it (the focus it had when last left) is lost, and a field focused in it loses
/// focus (rule 11: GTK unparents it), as in the twin. Tabs rarely come and go while a user types
/// in one; a tab added at the end or removed keeps every other tab's focus.
@MainActor
final class GtkViewStackPages: GtkChildContainer {
    private let stack: UnsafeMutablePointer<GtkWidget>
    /// The pages, in order.
    private(set) var order: [GtkWidgetHandle] = []
    /// Whether pages are being added or removed (the stack shows another page by itself).
    private(set) var isChanging = false
    /// Called after pages were added, moved or removed.
    var didChange: (@MainActor () -> Void)?

    init(_ stack: UnsafeMutablePointer<GtkWidget>) {
        self.stack = stack
    }

    private var viewStack: OpaquePointer {
        focuskit_as_adw_view_stack(UnsafeMutableRawPointer(stack))
    }

    func insert(_ child: GtkWidgetHandle, at index: Int) {
        let position = min(max(index, 0), order.count)
        change {
            order.insert(child, at: position)
            addAgain(from: position, new: child)
        }
    }

    func move(_ child: GtkWidgetHandle, to index: Int) {
        guard let from = order.firstIndex(where: { $0 === child }) else { return }
        change {
            order.remove(at: from)
            let position = min(max(index, 0), order.count)
            order.insert(child, at: position)
            addAgain(from: min(from, position), new: nil)
        }
    }

    func remove(_ child: GtkWidgetHandle) {
        change {
            order.removeAll { $0 === child }
            guard gtk_widget_get_parent(child.outerWidget) == stack else { return }
            adw_view_stack_remove(viewStack, child.outerWidget)
        }
    }

    /// Takes every page out of the stack (their handles keep them) and returns them in order.
    func takeAll() -> [GtkWidgetHandle] {
        let taken = order
        isChanging = true
        for page in taken where gtk_widget_get_parent(page.outerWidget) == stack {
            adw_view_stack_remove(viewStack, page.outerWidget)
        }
        order = []
        isChanging = false
        return taken
    }

    /// Shows the page placed as shown, when the stack shows another.
    func showShownPage() {
        guard
            let shown = order.first(where: {
                ($0.element.component as? TabPageComponent)?.placement == .shown
            }), gtk_widget_get_parent(shown.outerWidget) == stack
        else { return }
        TabPageGtkRenderer.show(shown.outerWidget, in: stack)
    }

    /// Adds the pages from `position` on to the end of the stack in ``order``: those already in
    /// it are taken out first (kept alive meanwhile), `new` is added for the first time.
    private func addAgain(from position: Int, new: GtkWidgetHandle?) {
        let pages = order[position...].map(\.outerWidget)
        let present = pages.filter { $0 != new?.outerWidget && gtk_widget_get_parent($0) == stack }
        var looks: [UnsafeMutablePointer<GtkWidget>: TabPageLook] = [:]
        for page in present {
            looks[page] = TabPageLook(of: page, in: stack)
            g_object_ref(UnsafeMutableRawPointer(page))
            adw_view_stack_remove(viewStack, page)
        }
        for page in pages {
            _ = adw_view_stack_add(viewStack, page)
            looks[page]?.apply(to: page, in: stack)
        }
        for page in present { g_object_unref(UnsafeMutableRawPointer(page)) }
    }

    /// Runs `body`, then shows the shown page.
    private func change(_ body: () -> Void) {
        isChanging = true
        body()
        showShownPage()
        isChanging = false
        didChange?()
    }
}

/// What a page of an `AdwViewStack` shows on its tab button, kept while the page is added
/// again.
@MainActor
private struct TabPageLook {
    var title: String?
    var iconName: String?
    var badgeNumber: UInt32
    var needsAttention: Bool

    init(of child: UnsafeMutablePointer<GtkWidget>, in stack: UnsafeMutablePointer<GtkWidget>) {
        let page = adw_view_stack_get_page(focuskit_as_adw_view_stack(UnsafeMutableRawPointer(stack)), child)
        title = adw_view_stack_page_get_title(page).map { String(cString: $0) }
        iconName = adw_view_stack_page_get_icon_name(page).map { String(cString: $0) }
        badgeNumber = adw_view_stack_page_get_badge_number(page)
        needsAttention = adw_view_stack_page_get_needs_attention(page) != 0
    }

    func apply(to child: UnsafeMutablePointer<GtkWidget>, in stack: UnsafeMutablePointer<GtkWidget>) {
        let page = adw_view_stack_get_page(focuskit_as_adw_view_stack(UnsafeMutableRawPointer(stack)), child)
        adw_view_stack_page_set_title(page, title)
        adw_view_stack_page_set_icon_name(page, iconName)
        adw_view_stack_page_set_badge_number(page, badgeNumber)
        adw_view_stack_page_set_needs_attention(page, needsAttention ? 1 : 0)
    }
}

/// Draws a `TabPageComponent`: a vertical `GtkBox` holding the tab's view, which fills the
/// page. In a tab view it is a page of the `AdwViewStack`, titled and with the icon of its
/// `.tabItem` label (its tab button's name) and its badge; it makes the stack show it when it
/// becomes the shown tab. Elsewhere a plain box.
@MainActor
public final class TabPageGtkRenderer: GtkComponentRenderer {
    /// The box.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The tab's view.
    public var children: (any GtkChildContainer)? { content }
    /// The tab's view, in the box.
    let content: TabPageChildren
    private(set) var component: TabPageComponent
    private let context: GtkRenderContext
    /// The tabs of the `Settings` window this tab is a page of, if it is one.
    weak var preferencesTabs: GtkPreferencesTabs?

    /// A box.
    public init(_ component: TabPageComponent, context: GtkRenderContext) {
        self.component = component
        self.context = context
        widget = GtkStackBox.makeFilling()
        content = TabPageChildren(widget)
    }

    /// Applies the title, the icon and the badge to the stack's page, and shows the page when
    /// it becomes the shown tab.
    public func update(from old: TabPageComponent?, to new: TabPageComponent) {
        component = new
        if let warning = new.unmappedSymbolWarning, new.unmappedSystemName != old?.unmappedSystemName {
            context.warn(warning)
        }
        guard old != nil else { return }
        if let preferencesTabs {
            if new.title != old?.title || new.iconName != old?.iconName || new.badge != old?.badge {
                preferencesTabs.applyLooks()
            }
            if new.placement == .shown, old?.placement != .shown { preferencesTabs.showShownTab() }
            return
        }
        if new.title != old?.title || new.iconName != old?.iconName || new.badge != old?.badge { applyLook() }
        if new.placement == .shown, old?.placement != .shown, let (stack, child) = stackPage {
            Self.show(child, in: stack)
        }
    }

    /// Titles the page now that it is in the stack, and shows it when it is the shown tab.
    public func didInsert(into parent: UnsafeMutablePointer<GtkWidget>) {
        guard preferencesTabs == nil else { return }
        applyLook()
        if component.placement == .shown, let (stack, child) = stackPage { Self.show(child, in: stack) }
    }

    /// Makes `stack` show `child`, when it shows another.
    static func show(_ child: UnsafeMutablePointer<GtkWidget>, in stack: UnsafeMutablePointer<GtkWidget>) {
        let viewStack = focuskit_as_adw_view_stack(UnsafeMutableRawPointer(stack))
        guard adw_view_stack_get_visible_child(viewStack) != child else { return }
        adw_view_stack_set_visible_child(viewStack, child)
    }

    private func applyLook() {
        guard let (stack, child) = stackPage,
            let page = adw_view_stack_get_page(
                focuskit_as_adw_view_stack(UnsafeMutableRawPointer(stack)), child)
        else { return }
        adw_view_stack_page_set_title(page, component.title)
        adw_view_stack_page_set_icon_name(page, component.iconName)
        let count = component.badge.flatMap { UInt32($0) }
        adw_view_stack_page_set_badge_number(page, count ?? 0)
        adw_view_stack_page_set_needs_attention(page, component.badge != nil && count == nil ? 1 : 0)
    }

    /// The `AdwViewStack` the page is in and the stack's child holding it (the box, or the
    /// clamp around it).
    private var stackPage: (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>)? {
        guard component.placement != .alone else { return nil }
        var child = widget
        while let parent = gtk_widget_get_parent(child) {
            if focuskit_is_adw_view_stack(UnsafeMutableRawPointer(parent)) != 0 { return (parent, child) }
            child = parent
        }
        return nil
    }
}

/// A tab's view in its page's box, telling a `Settings` window's tabs before and after it
/// changes (``GtkPreferencesTabs`` lends a grouped form's page to the window).
@MainActor
final class TabPageChildren: GtkChildContainer {
    /// The page's box.
    let box: UnsafeMutablePointer<GtkWidget>
    private let boxChildren: GtkBoxChildren
    /// The views, in order.
    private(set) var handles: [GtkWidgetHandle] = []
    /// Called before and after a view is inserted, moved or removed.
    var willChange: (@MainActor () -> Void)?
    var didChange: (@MainActor () -> Void)?

    init(_ box: UnsafeMutablePointer<GtkWidget>) {
        self.box = box
        boxChildren = GtkBoxChildren(box)
    }

    func insert(_ child: GtkWidgetHandle, at index: Int) {
        willChange?()
        handles.insert(child, at: min(max(index, 0), handles.count))
        boxChildren.insert(child, at: index)
        didChange?()
    }

    func move(_ child: GtkWidgetHandle, to index: Int) {
        willChange?()
        handles.removeAll { $0 === child }
        handles.insert(child, at: min(max(index, 0), handles.count))
        boxChildren.move(child, to: index)
        didChange?()
    }

    func remove(_ child: GtkWidgetHandle) {
        willChange?()
        handles.removeAll { $0 === child }
        boxChildren.remove(child)
        didChange?()
    }

    /// The page of a tab whose one view is a grouped form (an `AdwPreferencesPage`), taken out
    /// of the box; `nil` for any other view, which stays.
    func lendPage() -> UnsafeMutablePointer<GtkWidget>? {
        guard holdsOnePage, let page = handles.first?.outerWidget, gtk_widget_get_parent(page) == box else {
            return nil
        }
        gtk_box_remove(focuskit_as_box(UnsafeMutableRawPointer(box)), page)
        return page
    }

    /// Whether the tab's one view is a grouped form (an `AdwPreferencesPage`).
    var holdsOnePage: Bool {
        guard handles.count == 1, let page = handles.first?.outerWidget else { return false }
        return focuskit_is_adw_preferences_page(UnsafeMutableRawPointer(page)) != 0
    }

    /// Puts a lent page back in the box, once it is in no window.
    func takeBack(_ page: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_widget_get_parent(page) == nil else { return }
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(box)), page)
    }
}

/// What a tab view's own view switcher and a `Settings` window's (``GtkPreferencesTabs``)
/// share: the tab view a key is for, and focus following to the new tab's button.
@MainActor
enum TabSwitching {
    /// The innermost tab view (a `focusui-tab-view` box) around `root`'s focus widget, if any.
    static func tabViewAroundFocus(in root: OpaquePointer) -> UnsafeMutablePointer<GtkWidget>? {
        var current = gtk_root_get_focus(root)
        while let widget = current {
            if gtk_widget_has_css_class(widget, "focusui-tab-view") != 0 { return widget }
            current = gtk_widget_get_parent(widget)
        }
        return nil
    }

    /// libadwaita's tab buttons of `switcher`, in order (its children).
    static func buttons(of switcher: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var buttons: [UnsafeMutablePointer<GtkWidget>] = []
        var button = gtk_widget_get_first_child(switcher)
        while let current = button {
            buttons.append(current)
            button = gtk_widget_get_next_sibling(current)
        }
        return buttons
    }

    /// A key controller in the capture phase (before a list or a text editor inside, which bind
    /// them too) for Ctrl+Page Down and Ctrl+Page Up: while `isForThisTabView`, they show the
    /// next and the previous tab of `component()`, and `followWithFocus` gets the tab shown.
    static func makeKeyController(
        signals: SignalBag, isForThisTabView: @escaping @MainActor () -> Bool,
        component: @escaping @MainActor () -> TabViewComponent,
        followWithFocus: @escaping @MainActor (Int) -> Void
    ) -> OpaquePointer {
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        signals.connectKey(keys, released: false) { _, keyval, state in
            let tabView = component()
            guard isForThisTabView(), let (key, _) = GtkViewBackend.key(for: keyval),
                let index = tabView.index(
                    showingFor: DesktopKeyChord(key, modifiers: GtkViewBackend.modifiers(state)))
            else { return false }
            if tabView.sendSelect(index) { followWithFocus(index) }
            return true
        }
        return keys
    }

    /// With focus on a tab button, focus goes to the button of the tab shown at `index`, as
    /// GTK's notebook moves it to the new tab: a screen reader says the tab.
    static func followWithFocus(_ index: Int, in root: OpaquePointer) {
        guard let focus = gtk_root_get_focus(root), let switcher = gtk_widget_get_parent(focus),
            focuskit_is_adw_view_switcher(UnsafeMutableRawPointer(switcher)) != 0
        else { return }
        let buttons = buttons(of: switcher)
        if buttons.indices.contains(index) { _ = gtk_widget_grab_focus(buttons[index]) }
    }
}
