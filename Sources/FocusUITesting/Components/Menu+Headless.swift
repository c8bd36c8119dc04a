import FocusKit
import FocusUICore

extension MenuComponent: HeadlessRenderable {
    /// A menu button.
    public typealias HeadlessRenderer = MenuHeadlessRenderer
}

/// Draws a `MenuComponent` headlessly: a focusable node whose items tests choose from
/// (`HeadlessControl.chooseMenuItem`); Return or Space opens the menu, as on GTK.
@MainActor
public final class MenuHeadlessRenderer: HeadlessComponentRenderer, HeadlessMenuPresenting {
    /// The menu button's node.
    public let node: FocusNodeID
    private var component: MenuComponent
    private let context: HeadlessRenderContext

    /// A focusable node.
    public init(_ component: MenuComponent, context: HeadlessRenderContext) {
        self.component = component
        self.context = context
        node = context.makeNode("menu(\(component.title))", focusable: true)
    }

    /// A menu.
    public var controlKind: HeadlessControlKind? { .menu }
    /// Its title.
    public var title: String { component.title }
    /// The freedesktop icon its button shows, from an `Image` in its label; `nil` for none.
    public var iconName: String? { component.iconName }
    /// Whether its button shows the icon alone (in a toolbar), the title being its tooltip
    /// (``HeadlessControl/help``) and its name.
    public var showsIconOnly: Bool { component.showsIconOnly }
    var items: [MenuItem] { component.items.items }
    /// Keeps the newest items.
    /// Keeps the newest component; an SF Symbol without a close icon is reported, as on GTK.
    public func update(from old: MenuComponent?, to new: MenuComponent) {
        component = new
        if let warning = new.unmappedSymbolWarning, new.unmappedSystemName != old?.unmappedSystemName {
            context.warn(warning)
        }
    }

    /// Return opens the menu (choose an item with `chooseMenuItem`): the key is taken.
    public func pressKey(_ chord: DesktopKeyChord, _ context: HeadlessActionContext) -> Bool {
        chord == DesktopKeyChord(.return) || chord == DesktopKeyChord(.space)
    }
}
