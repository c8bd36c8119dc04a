import FocusKit
import FocusUICore

extension ButtonComponent: HeadlessRenderable {
    /// A button.
    public typealias HeadlessRenderer = ButtonHeadlessRenderer
}

extension LinkComponent: HeadlessRenderable {
    /// A link button.
    public typealias HeadlessRenderer = LinkHeadlessRenderer
}

/// Draws a `ButtonComponent` headlessly: a focusable node; a click, Space or Return on it
/// runs the newest action.
@MainActor
public final class ButtonHeadlessRenderer: HeadlessComponentRenderer, HeadlessPushButton,
    HeadlessStyledControl
{
    /// The button's node.
    public let node: FocusNodeID
    private var component: ButtonComponent

    /// A focusable node.
    public init(_ component: ButtonComponent, context: HeadlessRenderContext) {
        self.component = component
        node = context.makeNode("button(\(component.title))", focusable: true)
    }

    /// A button.
    public var controlKind: HeadlessControlKind? { .button }
    /// Its title.
    public var title: String { component.title }
    /// Keeps the newest action.
    public func update(from old: ButtonComponent?, to new: ButtonComponent) { component = new }
    /// Held down (a custom style's `isPressed`), let go, then the action.
    public func click(_ context: HeadlessActionContext) { activate() }

    func activate() {
        component.sendPressed(true)
        component.sendPressed(false)
        component.action()
    }

    /// Space and Return activate it.
    public func pressKey(_ chord: DesktopKeyChord, _ context: HeadlessActionContext) -> Bool {
        guard chord == DesktopKeyChord(.space) || chord == DesktopKeyChord(.return) else { return false }
        activate()
        return true
    }

    /// As FocusUI's GTK button: the modifiers' classes, its look's and its size's, and GNOME's
    /// `suggested-action` exactly when it is the suggested action.
    func styleClasses(with modifiers: SharedModifiers) -> [String] {
        var classes = modifiers.styleClasses
        for name in component.look.styleClasses + [component.controlSize.styleClass].compactMap({ $0 })
        where !classes.contains(name) {
            classes.append(name)
        }
        let isSuggested = component.look.isSuggestedAction(
            shortcut: modifiers.keyboardShortcut,
            isAccentTinted: modifiers.styleClasses.contains("suggested-action"))
        if isSuggested, !classes.contains("suggested-action") { classes.append("suggested-action") }
        if !isSuggested { classes.removeAll { $0 == "suggested-action" } }
        return classes
    }
}

/// Draws a `LinkComponent` headlessly: a focusable node; a click, Space or Return opens its
/// URL (recorded, not opened).
@MainActor
public final class LinkHeadlessRenderer: HeadlessComponentRenderer {
    /// The link's node.
    public let node: FocusNodeID
    private var component: LinkComponent

    /// A focusable node.
    public init(_ component: LinkComponent, context: HeadlessRenderContext) {
        self.component = component
        node = context.makeNode("link(\(component.title))", focusable: true)
    }

    /// A link.
    public var controlKind: HeadlessControlKind? { .link }
    /// Its title.
    public var title: String { component.title }
    /// Keeps the newest URL.
    public func update(from old: LinkComponent?, to new: LinkComponent) { component = new }
    /// Opens the URL.
    public func click(_ context: HeadlessActionContext) { component.openURL.value(component.destination) }

    /// Space and Return open it.
    public func pressKey(_ chord: DesktopKeyChord, _ context: HeadlessActionContext) -> Bool {
        guard chord == DesktopKeyChord(.space) || chord == DesktopKeyChord(.return) else { return false }
        click(context)
        return true
    }
}
