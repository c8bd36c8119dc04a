/// A view that switches between several child views with tabs, as SwiftUI's `TabView`.
///
/// ```swift
/// TabView(selection: $tab) {
///     InboxView()
///         .tabItem { Label("Inbox", systemImage: "tray") }
///         .tag(Tab.inbox)
///     SettingsForm()
///         .tabItem { Label("Settings", systemImage: "gear") }
///         .tag(Tab.settings)
/// }
/// ```
///
/// Each view of the content is a tab, labelled by its ``View/tabItem(_:)`` (a `Label`'s title
/// and icon, or a `Text`); a `ForEach` makes a tab of each element. A `.badge` after `.tabItem`
/// is shown on the tab button (a count as libadwaita's badge, other text as a dot). With
/// `selection`, the tab shown is the one whose ``View/tag(_:)`` equals it (the first while none
/// does), and choosing a tab writes its tag; tag every tab with a value of the selection's type:
/// a tab without one cannot be chosen, which is reported once. Without `selection`, the first
/// tab is shown first and the view keeps the choice. The shown tab's `.navigationTitle` titles
/// the window (else the title around the tab view), and only the shown tab's toolbar items are
/// in the header bar, as in SwiftUI.
///
/// On GTK it is libadwaita's `AdwViewStack` under an `AdwViewSwitcher`, GNOME's view switcher:
/// a row of tab buttons (screen readers say "tab", its title, and whether it is selected), one
/// Tab stop each, above the shown tab. Every tab keeps its views and their state while another
/// is shown, as in SwiftUI. Ctrl+Page Down and Ctrl+Page Up show the next and the previous tab
/// (wrapping), as GTK's notebooks do, from anywhere inside the innermost tab view around the
/// focus, before a list or a text editor that binds them too; with focus on a tab button, focus
/// goes to the new tab's button (Orca says it), as on GTK's notebooks.
///
/// Focus: when another tab is shown while focus is inside the shown one, focus goes to what had
/// it when that tab was last left, else to its first Tab stop, in one change (rule 3); a tab
/// without a Tab stop leaves the window with no focus (rule 11). A click on a tab button does not
/// take focus from a field in the page. A `@FocusState` write to a field of a tab that is not
/// shown waits until the tab is shown (rule 7); it does not switch tabs, as in SwiftUI.
///
/// As the view of a `Settings` scene (macOS apps' usual settings), each tab is a page of
/// libadwaita's preferences window, as GNOME's apps show preferences of several pages: switched
/// from the window's header bar (a bar below the page when the window is narrow), a `Form` tab
/// being the page itself; the window's search finds the rows of every tab that is a form. Focus,
/// the selection and Ctrl+Page Down and Up behave as above; `.accessibilityLabel` on the tab view
/// names the window's switcher, but its own box is in no window there, so its `.frame`
/// (libadwaita's preferences window keeps its size), `.onKeyPress`, `.contextMenu`, `.help` and
/// `.hidden()` do nothing.
///
/// What differs from SwiftUI: the switcher is at the top of the tab view, not at the bottom (iOS)
/// or in a tab bar (macOS), and comes first in Tab order (GTK's order is top to bottom); there is
/// no `tabViewStyle` (paging). libadwaita 1.2 only appends pages: a tab inserted before others,
/// or moved, adds the pages after it again, and a field focused in them loses focus (rule 11).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    /// The tab shown when there is no selection binding: its tag, else its position's path.
    @State private var chosenTab: AnyHashable?

    /// A tab view whose shown tab follows `selection`, as SwiftUI's
    /// `TabView(selection:content:)`; `nil` keeps the choice in the view.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The switcher and the shown tab.
    public var body: some View {
        TabViewPrimitive(content: content, selection: selection, chosenTab: $chosenTab)
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own choice, the first tab at first, as SwiftUI's
    /// `TabView(content:)`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

extension View {
    /// Sets the tab button of this view in a ``TabView``, as SwiftUI's `tabItem(_:)`: the title
    /// of a ``Text`` or a ``Label`` in `label`, and the icon of a `Label` or an ``Image``.
    ///
    /// ```swift
    /// AlbumsView()
    ///     .tabItem { Label("Albums", systemImage: "square.stack") }
    /// ```
    ///
    /// Outside a tab view it changes nothing, as in SwiftUI. An SF Symbol without a close
    /// freedesktop icon shows `image-missing` and is reported once.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItemPrimitive(content: self, label: label())
    }
}

/// A ``TabView`` as evaluated: its tabs, each a page holding a view of the content.
struct TabViewPrimitive<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    typealias Body = Never

    let content: Content
    let selection: Binding<SelectionValue>?
    let chosenTab: Binding<AnyHashable?>

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let outerTitle = evaluation.navigationTitle
        let outerRecords = evaluation.navigationTitleRecords
        evaluation.navigationTitleRecords = []
        var specs: [RenderSpec] = []
        evaluation.expand(content, at: path.appending(.content), context: context.forChildren, into: &specs)
        let titles = evaluation.navigationTitleRecords ?? []
        evaluation.navigationTitleRecords = outerRecords
        // Each view of the content is a tab: a page made by `.tabItem`, or a view put in a page
        // without a title.
        // Where each tab's views stand: a title set on that branch is the tab's.
        let branches = specs.map(\.path)
        var pages = specs.map { spec -> RenderSpec in
            if spec.element.component is TabPageComponent { return spec }
            if let badged = Self.badgedPage(spec) { return badged }
            return RenderSpec(
                path: spec.path.appending(.tabPage),
                element: Element(TabPageComponent(title: "", iconName: nil)),
                focusBindings: [], tag: spec.tag, children: [spec])
        }
        let selectedIndex: Int?
        let select: ComponentAction<@MainActor (Int) -> Bool>
        var warning: String?
        if let selection {
            let choice = TaggedSelection(tags: pages.map(\.tag), selection: selection)
            selectedIndex = choice.selectedIndex
            select = ComponentAction { choice.choose($0) }
            if let untagged = choice.tags.firstIndex(where: { $0 == nil }) {
                let title = (pages[untagged].element.component as? TabPageComponent)?.title ?? ""
                warning =
                    "TabView: the tab \"\(title)\" has no .tag of the selection's type "
                    + "(\(SelectionValue.self)); it cannot be chosen"
            }
        } else {
            let keys = pages.map { $0.tag ?? AnyHashable($0.path) }
            selectedIndex =
                chosenTab.wrappedValue.flatMap { keys.firstIndex(of: $0) } ?? (keys.isEmpty ? nil : 0)
            let chosenTab = chosenTab
            select = ComponentAction { index in
                guard keys.indices.contains(index) else { return false }
                if chosenTab.wrappedValue != keys[index] { chosenTab.wrappedValue = keys[index] }
                return true
            }
        }
        // The first tab is shown while the selection matches none. Covered tabs keep their
        // toolbar items, hidden; the shown tab's title (or the title around the tab view)
        // titles the window.
        let shownIndex = selectedIndex ?? 0
        for index in pages.indices {
            pages[index].element.component = TabPageComponent(
                page: pages[index].element.component as? TabPageComponent,
                placement: index == shownIndex ? .shown : .covered)
            if index != shownIndex, pages[index].holdsToolbarItem { pages[index].hideToolbarItems() }
        }
        let shownBranch = pages.indices.contains(shownIndex) ? branches[shownIndex] : nil
        let title = shownBranch.flatMap { branch in
            titles.last { $0.path == branch || $0.path.isInside(branch) || branch.isInside($0.path) }?.title
        }
        evaluation.setNavigationTitle(title ?? outerTitle, at: path, isRestored: title == nil)
        var component = TabViewComponent(
            titles: pages.map { ($0.element.component as? TabPageComponent)?.title ?? "" },
            selectedIndex: selectedIndex, select: select)
        component.warning = warning
        output.append(
            RenderSpec(
                path: path, element: context.finish(component), focusBindings: context.node.focusBindings,
                focusedValues: context.node.focusedValues, tag: context.node.tag, children: pages))
    }

    /// A page with `.badge` after its `.tabItem`: the badge's stack (``Badged``: the page, a
    /// spacer and the badge's text) as the page, showing the text on its tab button, with the
    /// stack's tag when it has one.
    private static func badgedPage(_ spec: RenderSpec) -> RenderSpec? {
        guard spec.children.count == 3, var page = spec.children.first,
            var component = page.element.component as? TabPageComponent,
            spec.children[1].element.component is SpacerComponent,
            let badge = spec.children[2].element.component as? TextComponent
        else { return nil }
        component.badge = badge.content
        page.element.component = component
        page.tag = spec.tag ?? page.tag
        return page
    }
}

/// A view with ``View/tabItem(_:)``: a tab page titled by the label, holding the view.
struct TabItemPrimitive<Content: View, Label: View>: View, PrimitiveView {
    typealias Body = Never

    let content: Content
    let label: Label

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let (title, icon, unmapped) = evaluation.labelTextAndIcon(label, at: path, context: context)
        var children: [RenderSpec] = []
        evaluation.expand(
            content, at: path.appending(.content), context: context.forChildren, into: &children)
        // `.tag` may stand inside `.tabItem` as well as outside it.
        let tag = context.node.tag ?? (children.count == 1 ? children[0].tag : nil)
        var page = TabPageComponent(title: title, iconName: icon)
        page.unmappedSystemName = unmapped
        output.append(
            RenderSpec(
                path: path, element: context.finish(page), focusBindings: context.node.focusBindings,
                focusedValues: context.node.focusedValues, tag: tag, children: children))
    }
}

/// A ``TabView`` (GTK: an `AdwViewSwitcher` above an `AdwViewStack` of its pages).
public struct TabViewComponent: ViewComponent {
    /// The tabs' titles, in order.
    public var titles: [String]
    /// The position of the tab whose tag equals the selection (the one chosen without a
    /// binding); `nil` when none does, and the first tab is shown.
    public var selectedIndex: Int?
    /// The problem the renderers report once (a tab that cannot be chosen), if any.
    package var warning: String?
    /// Chooses the tab at a position: writes its tag through the selection binding, or keeps it
    /// in the view; `false` when the tab cannot be chosen (it has no tag of the selection's
    /// type).
    public var select: ComponentAction<@MainActor (Int) -> Bool>

    /// A tab view.
    public init(titles: [String], selectedIndex: Int?, select: ComponentAction<@MainActor (Int) -> Bool>) {
        self.titles = titles
        self.selectedIndex = selectedIndex
        self.select = select
    }

    /// It holds its pages.
    public static var isContainer: Bool { true }
    /// It takes the room it is offered, as SwiftUI's tab view does.
    public var flexibleAxes: Axis.Set { [.horizontal, .vertical] }

    /// The position of the tab shown: the selected one, else the first.
    public var shownIndex: Int? { titles.isEmpty ? nil : selectedIndex ?? 0 }

    /// The user chose the tab at `index`; returns whether it is now the chosen one (`false` for
    /// a tab that cannot be chosen or a position outside the tabs).
    @MainActor @discardableResult public func sendSelect(_ index: Int) -> Bool {
        guard titles.indices.contains(index) else { return false }
        return index == selectedIndex || select.value(index)
    }

    /// The tab a key shows, as GTK's notebooks: Ctrl+Page Down the next, Ctrl+Page Up the
    /// previous, wrapping; `nil` for another key or with fewer than two tabs.
    public func index(showingFor chord: DesktopKeyChord) -> Int? {
        let offset: Int
        switch chord {
        case DesktopKeyChord(.pageDown, modifiers: .control): offset = 1
        case DesktopKeyChord(.pageUp, modifiers: .control): offset = -1
        default: return nil
        }
        guard titles.count > 1, let shownIndex else { return nil }
        return ((shownIndex + offset) % titles.count + titles.count) % titles.count
    }
}

/// One tab of a ``TabView``: the view it holds, and its tab button's title and icon (GTK: a
/// page of the `AdwViewStack`).
public struct TabPageComponent: ViewComponent {
    /// Where the page is: in a tab view, shown or covered by another tab; or in no tab view
    /// (``View/tabItem(_:)`` elsewhere), where it is a plain box.
    public enum Placement: Equatable, Sendable {
        /// Not in a tab view.
        case alone
        /// The tab shown.
        case shown
        /// A tab another one covers.
        case covered
    }

    /// The tab button's title: the text of the `.tabItem` label; empty without one.
    public var title: String
    /// The freedesktop icon of the tab button, from an `Image` in the label.
    public var iconName: String?
    /// Where the page is.
    public var placement: Placement = .alone
    /// The text of a `.badge` after the page's `.tabItem`, shown on its tab button: a count as
    /// the button's badge, other text as a dot that asks for attention (libadwaita's page
    /// `badge-number` and `needs-attention`); `nil` without one.
    public var badge: String?
    /// The SF Symbol of an `Image(systemName:)` in the label when no freedesktop icon is close
    /// to it; `nil` otherwise.
    package var unmappedSystemName: String?

    /// A page in no tab view yet.
    public init(title: String, iconName: String?) {
        self.title = title
        self.iconName = iconName
    }

    /// `page` (or an untitled page) placed in a tab view.
    init(page: TabPageComponent?, placement: Placement) {
        self = page ?? TabPageComponent(title: "", iconName: nil)
        self.placement = placement
    }

    /// The warning the renderers give once for an SF Symbol without a close icon, if any.
    package var unmappedSymbolWarning: String? {
        unmappedSystemName.map {
            ImageComponent.unmappedSymbolWarning(
                shownBy: "The tab \"\(title)\": its .tabItem label's Image(systemName: \"\($0)\")",
                remedy: "use Label(_:iconName:) with a name from the icon theme")
        }
    }

    /// It holds the tab's view.
    public static var isContainer: Bool { true }
    /// It takes all of the tab view.
    public var flexibleAxes: Axis.Set { [.horizontal, .vertical] }
}
