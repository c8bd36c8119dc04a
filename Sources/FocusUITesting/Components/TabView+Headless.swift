import FocusKit
import FocusKitTestSupport
import FocusUICore

extension HeadlessControlKind {
    /// A `TabView` (its title is empty: find it with `window.control(.tabView, "")` or by its
    /// `.accessibilityIdentifier`); ``HeadlessControl/options`` are its tabs' titles and
    /// ``HeadlessControl/select(_:)`` clicks a tab's button.
    public static let tabView = HeadlessControlKind("TabView")
}

extension TabViewComponent: HeadlessRenderable {
    /// A tab button per tab above the pages.
    public typealias HeadlessRenderer = TabViewHeadlessRenderer
}

extension TabPageComponent: HeadlessRenderable {
    /// A node holding the tab's view, hidden while another tab is shown.
    public typealias HeadlessRenderer = TabPageHeadlessRenderer
}

/// Draws a `TabViewComponent` headlessly: a node holding a switcher (a focusable node per tab,
/// as `AdwViewSwitcher`'s tab buttons are Tab stops) and then the pages' node, of which only the
/// shown page is visible.
///
/// Shows pages as `AdwViewStack` does (`set_visible_child` in `adw-view-stack.c`): when focus is
/// in the page it leaves, it remembers that focus and moves focus to what the new page last had,
/// else to its first Tab stop, then hides the old page (the GTK host reports a field the switch
/// hid only after that move, so the order is the same to the coordinator). A click on a tab
/// button does not take focus (libadwaita sets `focus-on-click` off); Space or Return on a
/// focused tab button, or Ctrl+Page Down and Ctrl+Page Up inside the tab view, choose a tab.
@MainActor
public final class TabViewHeadlessRenderer: HeadlessComponentRenderer, HeadlessChoice, HeadlessChildRouting,
    HeadlessWidgetOwner, HeadlessChildOrderObserver, HeadlessKeyCapture
{
    /// The tab view's node.
    public let node: FocusNodeID
    private let switcher: FocusNodeID
    private let pages: FocusNodeID
    private var buttons: [FocusNodeID] = []
    private var component: TabViewComponent
    private unowned let toolkit: FakeToolkit
    private let context: HeadlessRenderContext
    private let window: FocusWindowID
    /// The page shown.
    private weak var shown: TabPageHeadlessRenderer?
    /// The tab view's widget: its children are the pages, in order.
    private weak var widget: HeadlessWidget?

    /// The nodes.
    public init(_ component: TabViewComponent, context: HeadlessRenderContext) {
        self.component = component
        self.context = context
        toolkit = context.toolkit
        window = context.window
        node = context.makeNode("tabView", focusable: false)
        switcher = context.makeNode("tabSwitcher", in: node, focusable: false)
        pages = context.makeNode("tabPages", in: node, focusable: false)
    }

    /// A tab view.
    public var controlKind: HeadlessControlKind? { .tabView }
    /// The tabs' titles.
    public var options: [String] { component.titles }
    /// The position of the tab shown.
    public var selectedIndex: Int? { component.shownIndex }
    /// A click on a tab button leaves focus where it is.
    var focusesOnClick: Bool { false }

    /// A tab button per tab (libadwaita relabels a button whose title changes; a focused one
    /// keeps focus).
    public func update(from old: TabViewComponent?, to new: TabViewComponent) {
        component = new
        if let warning = new.warning, warning != old?.warning { context.warn(warning) }
        if new.titles.count != buttons.count {
            for button in buttons { context.removeNode(button) }
            buttons = new.titles.indices.map { context.makeNode("tab\($0)", in: switcher) }
        }
    }

    /// The root view of a `Settings` window: its tabs are the preferences window's pages, whose
    /// view switcher is in the window's header bar (or in a bar below the page when the window
    /// is narrow). The twin shows neither, as it does not show a header bar's buttons: the tab
    /// buttons are no Tab stops; a click on one (``HeadlessControl/select(_:)``) still chooses
    /// its tab, as Ctrl+Page Down does.
    func switchesFromTheHeaderBar() {
        toolkit.hide(switcher)
    }

    /// The pages go into the pages' node.
    func childParent(at index: Int) -> FocusNodeID { pages }

    /// Focus anywhere in it: Ctrl+Page Down and Up reach it from the pages.
    public func contains(_ focus: FocusNodeID) -> Bool { toolkit.isNode(focus, inside: node) }

    /// A click on a tab lands on its button.
    public func clickTarget(option index: Int?) -> FocusNodeID {
        guard let index, buttons.indices.contains(index) else { return node }
        return buttons[index]
    }

    /// The user clicked the tab at `index`: the shown tab's button changes nothing (it is
    /// already active); a tab that cannot be chosen is not shown (GTK shows it and at once the
    /// chosen one again).
    func choose(_ index: Int) {
        guard index != component.shownIndex else { return }
        component.sendSelect(index)
    }

    /// Space and Return on a tab button choose its tab.
    public func pressKey(_ chord: DesktopKeyChord, _ context: HeadlessActionContext) -> Bool {
        guard chord == DesktopKeyChord(.space) || chord == DesktopKeyChord(.return),
            let focus = toolkit.windows[window]?.focus, let index = buttons.firstIndex(of: focus)
        else { return false }
        choose(index)
        return true
    }

    /// Ctrl+Page Down and Up show the next and the previous tab, before the focused control
    /// (a list, a text editor) sees them, as GTK's capture phase.
    func captureKey(_ chord: DesktopKeyChord) -> Bool {
        guard let index = component.index(showingFor: chord) else { return false }
        // With focus on a tab button, focus goes to the new tab's button, as on GTK.
        if component.sendSelect(index), let focus = toolkit.windows[window]?.focus, buttons.contains(focus),
            buttons.indices.contains(index)
        {
            _ = toolkit.grabFocus(on: buttons[index])
        }
        return true
    }

    /// Shows `page` and hides the page shown before, moving focus as `AdwViewStack` does.
    func show(_ page: TabPageHeadlessRenderer) {
        toolkit.unhide(page.node)
        guard let leaving = shown, leaving !== page else {
            shown = page
            return
        }
        shown = page
        if let focus = toolkit.windows[window]?.focus, toolkit.isNode(focus, inside: leaving.node) {
            leaving.lastFocus = focus
            // libadwaita grabs the page's last focus if it still exists (a weak pointer), even
            // when it can no longer take focus; only without one its first Tab stop.
            if let last = page.lastFocus, toolkit.isNode(last, inside: page.node) {
                if toolkit.canTakeFocus(last) { _ = toolkit.grabFocus(on: last) }
            } else if let first = toolkit.firstTabStop(inside: page.node) {
                _ = toolkit.grabFocus(on: first)
            }
        }
        toolkit.hide(leaving.node)
    }

    func adopt(_ widget: HeadlessWidget) {
        self.widget = widget
    }

    /// A page moves: as GTK adds the pages from the first place it touches on again
    /// (`GtkViewStackPages`), focus in them is lost.
    func child(_ child: HeadlessWidget, willMoveTo index: Int) {
        guard let pages = widget?.children, let from = pages.firstIndex(where: { $0 === child }) else {
            return
        }
        dropFocus(in: pages[min(from, index)...])
    }

    /// As GTK unparents the pages it adds again: a focused field in them loses focus (rule 11).
    private func dropFocus(in pages: ArraySlice<HeadlessWidget>) {
        guard let focus = toolkit.windows[window]?.focus,
            let holder = pages.first(where: { toolkit.isNode(focus, inside: $0.node) })
        else { return }
        toolkit.hide(holder.node)
        toolkit.unhide(holder.node)
    }

    /// A page joined: shown when it is the chosen one, else hidden. Joined before others, the
    /// pages after it are added again on GTK (`GtkViewStackPages`).
    func pageDidJoin(_ page: TabPageHeadlessRenderer) {
        if let pages = widget?.children, let index = pages.firstIndex(where: { $0.renderer?.base === page }) {
            dropFocus(in: pages[(index + 1)...])
        }
        if page.placement == .shown {
            show(page)
        } else if shown !== page {
            toolkit.hide(page.node)
        }
    }
}

/// Draws a `TabPageComponent` headlessly: a node holding the tab's view, shown and hidden by its
/// tab view (``TabViewHeadlessRenderer``); outside a tab view, a plain node.
@MainActor
public final class TabPageHeadlessRenderer: HeadlessComponentRenderer, HeadlessInsertionObserver {
    /// The page's node.
    public let node: FocusNodeID
    private var component: TabPageComponent
    private let context: HeadlessRenderContext
    private weak var tabView: TabViewHeadlessRenderer?
    /// The focus the page had when another tab was last shown.
    var lastFocus: FocusNodeID?

    /// A node.
    public init(_ component: TabPageComponent, context: HeadlessRenderContext) {
        self.component = component
        self.context = context
        node = context.makeNode("tabPage(\(component.title))", focusable: false)
    }

    /// Where the page is.
    var placement: TabPageComponent.Placement { component.placement }

    /// Keeps the newest component; a page chosen now is shown by its tab view.
    public func update(from old: TabPageComponent?, to new: TabPageComponent) {
        component = new
        if let warning = new.unmappedSymbolWarning, new.unmappedSystemName != old?.unmappedSystemName {
            context.warn(warning)
        }
        if new.placement == .shown, old?.placement != .shown { tabView?.show(self) }
    }

    /// Joined a tab view: shown or hidden by it.
    func didInsert(into parent: HeadlessWidget) {
        guard let tabView = parent.renderer?.base as? TabViewHeadlessRenderer else { return }
        self.tabView = tabView
        tabView.pageDidJoin(self)
    }
}
