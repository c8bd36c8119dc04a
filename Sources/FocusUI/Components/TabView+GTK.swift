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
/// The stack shows the page at the component's selected position, set only when it shows
/// another, muted. A tab button the user clicks makes the stack show its page; the renderer
/// writes that position through the newest component, and shows the chosen page again when the
/// tab cannot be chosen (no tag of the selection's type). Focus moves as `AdwViewStack` moves it
/// (`set_visible_child` in `adw-view-stack.c`): from a page that had it to the focus that page
/// last had, else to its first Tab stop; `GtkFocusHost` reports a field the switch hid only
/// after that move (`GtkFocusHost+StackPages.swift`). Ctrl+Page Down and Ctrl+Page Up (a key
/// controller in the bubble phase, after the focused control) show the next and previous tab.
@MainActor
public final class TabViewGtkRenderer: GtkComponentRenderer {
    /// The box.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The pages.
    public var children: (any GtkChildContainer)? { pages }
    private let stack: UnsafeMutablePointer<GtkWidget>
    private let switcher: UnsafeMutablePointer<GtkWidget>
    private let pages: GtkViewStackPages
    private var component: TabViewComponent
    private var isApplyingSelection = false
    private let signals = SignalBag()

    /// A box with a view switcher and a view stack.
    public init(_ component: TabViewComponent, context: GtkRenderContext) {
        self.component = component
        widget = GtkStackBox.make(GTK_ORIENTATION_VERTICAL, spacing: 0)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
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
        pages.didChange = { [unowned self] in
            self.showSelectedPage()
            self.nameTabButtons()
        }
        GtkUnnamedAccessibles.name(switcher, "Tabs")
        signals.connectNotify(stack, property: "visible-child") { [unowned self] _, _ in
            self.visibleChildChanged()
        }
        let keys = gtk_event_controller_key_new()!
        signals.connectKey(OpaquePointer(UnsafeMutableRawPointer(keys)), released: false) {
            [unowned self] _, keyval, state in
            guard let (key, _) = GtkViewBackend.key(for: keyval),
                let index = self.component.index(
                    showingFor: DesktopKeyChord(key, modifiers: GtkViewBackend.modifiers(state)))
            else { return false }
            self.component.sendSelect(index)
            return true
        }
        gtk_widget_add_controller(widget, keys)
    }

    isolated deinit {
        signals.disconnectAll()
    }

    /// Keeps the newest component and shows its selected page.
    public func update(from old: TabViewComponent?, to new: TabViewComponent) {
        component = new
        showSelectedPage()
        if new.titles != old?.titles { nameTabButtons() }
    }

    /// The tab list is named by `.accessibilityLabel`.
    public func setAccessibleName(_ name: String) {
        GtkAccessibility.setLabel(switcher, name)
    }

    /// Names the stack pages inside each tab button (its wide and narrow layouts) by the tab's
    /// title, which GTK would name by their type (`GtkQuirk.typeNameForAnUnnamedAccessible`).
    private func nameTabButtons() {
        var button = gtk_widget_get_first_child(switcher)
        var index = 0
        while let current = button {
            if component.titles.indices.contains(index) {
                GtkUnnamedAccessibles.nameStackPages(in: current, fallback: component.titles[index])
            }
            index += 1
            button = gtk_widget_get_next_sibling(current)
        }
    }

    /// Shows the page at the selected position, when the stack shows another.
    private func showSelectedPage() {
        guard let index = component.selectedIndex, pages.order.indices.contains(index) else { return }
        let page = pages.order[index]
        let viewStack = focuskit_as_adw_view_stack(UnsafeMutableRawPointer(stack))
        guard adw_view_stack_get_visible_child(viewStack) != page else { return }
        isApplyingSelection = true
        adw_view_stack_set_visible_child(viewStack, page)
        isApplyingSelection = false
    }

    /// The user chose a tab (its button): write it, or show the chosen one again.
    private func visibleChildChanged() {
        guard !isApplyingSelection, !pages.isChanging else { return }
        let viewStack = focuskit_as_adw_view_stack(UnsafeMutableRawPointer(stack))
        guard let visible = adw_view_stack_get_visible_child(viewStack),
            let index = pages.order.firstIndex(of: visible)
        else { return }
        if !component.sendSelect(index) { showSelectedPage() }
    }
}

/// The pages of an `AdwViewStack`, in the reconciler's order. libadwaita 1.2 only appends
/// pages (`adw_view_stack_add`): a page inserted before others is added after the pages after it
/// are taken out and added again, which moves focus out of them (tabs rarely come and go).
@MainActor
final class GtkViewStackPages: GtkChildContainer {
    private let stack: UnsafeMutablePointer<GtkWidget>
    /// The pages' widgets, in order.
    private(set) var order: [UnsafeMutablePointer<GtkWidget>] = []
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
            order.insert(child.outerWidget, at: position)
            addAgain(from: position, new: child.outerWidget)
        }
    }

    func move(_ child: GtkWidgetHandle, to index: Int) {
        guard let from = order.firstIndex(of: child.outerWidget) else { return }
        change {
            order.remove(at: from)
            let position = min(max(index, 0), order.count)
            order.insert(child.outerWidget, at: position)
            addAgain(from: min(from, position), new: nil)
        }
    }

    func remove(_ child: GtkWidgetHandle) {
        change {
            order.removeAll { $0 == child.outerWidget }
            guard gtk_widget_get_parent(child.outerWidget) == stack else { return }
            adw_view_stack_remove(viewStack, child.outerWidget)
        }
    }

    /// Adds the pages from `position` on to the end of the stack in ``order``: those already in
    /// it are taken out first (kept alive meanwhile), `new` is added for the first time.
    private func addAgain(from position: Int, new: UnsafeMutablePointer<GtkWidget>?) {
        let pages = order[position...]
        let present = pages.filter { $0 != new && gtk_widget_get_parent($0) == stack }
        for page in present {
            g_object_ref(UnsafeMutableRawPointer(page))
            adw_view_stack_remove(viewStack, page)
        }
        for page in pages { _ = adw_view_stack_add(viewStack, page) }
        for page in present { g_object_unref(UnsafeMutableRawPointer(page)) }
    }

    private func change(_ body: () -> Void) {
        isChanging = true
        body()
        isChanging = false
        didChange?()
    }
}

/// Draws a `TabPageComponent`: a vertical `GtkBox` holding the tab's view, which fills the
/// page. In a tab view it is a page of the `AdwViewStack`, titled and with the icon of its
/// `.tabItem` label (its tab button's name); elsewhere a plain box.
@MainActor
public final class TabPageGtkRenderer: GtkComponentRenderer {
    /// The box.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The tab's view.
    public let children: (any GtkChildContainer)?
    private var component: TabPageComponent
    private let context: GtkRenderContext

    /// A box.
    public init(_ component: TabPageComponent, context: GtkRenderContext) {
        self.component = component
        self.context = context
        widget = GtkStackBox.make(GTK_ORIENTATION_VERTICAL, spacing: 0)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        children = GtkBoxChildren(widget)
    }

    /// Applies the title and the icon to the stack's page.
    public func update(from old: TabPageComponent?, to new: TabPageComponent) {
        component = new
        if let warning = new.unmappedSymbolWarning, new.unmappedSystemName != old?.unmappedSystemName {
            context.warn(warning)
        }
        if new.title != old?.title || new.iconName != old?.iconName { applyTitle() }
    }

    /// Titles the page now that it is in the stack.
    public func didInsert(into parent: UnsafeMutablePointer<GtkWidget>) {
        applyTitle()
    }

    private func applyTitle() {
        guard let (stack, child) = stackPage else { return }
        guard
            let page = adw_view_stack_get_page(
                focuskit_as_adw_view_stack(UnsafeMutableRawPointer(stack)), child)
        else { return }
        adw_view_stack_page_set_title(page, component.title)
        adw_view_stack_page_set_icon_name(page, component.iconName)
    }

    /// The `AdwViewStack` the page is in and the stack's child holding it (the box, or the
    /// clamp around it).
    private var stackPage: (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>)? {
        var child = widget
        while let parent = gtk_widget_get_parent(child) {
            if focuskit_is_adw_view_stack(UnsafeMutableRawPointer(parent)) != 0 { return (parent, child) }
            if component.placement == .alone { return nil }
            child = parent
        }
        return nil
    }
}
