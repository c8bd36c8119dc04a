import FocusKit
import FocusUICore

extension AlertComponent: HeadlessRenderable {
    /// The alert's content.
    public typealias HeadlessRenderer = ContainerHeadlessRenderer<AlertComponent>
}

extension AlertComponent: ContainerHeadlessComponent {
    /// `alert`.
    public var nodeName: String { "alert" }
}

extension AlertTextComponent: HeadlessRenderable {
    /// A label.
    public typealias HeadlessRenderer = AlertTextHeadlessRenderer
}

extension AlertResponseComponent: HeadlessRenderable {
    /// A button.
    public typealias HeadlessRenderer = AlertResponseHeadlessRenderer
}

/// Draws an `AlertTextComponent` headlessly: a text node that cannot take focus, which tests
/// find by its string (``HeadlessWindow/text(_:)``), as GTK's dialog shows its heading and body.
@MainActor
public final class AlertTextHeadlessRenderer: HeadlessComponentRenderer {
    /// The text's node.
    public let node: FocusNodeID
    private var component: AlertTextComponent

    /// A node.
    public init(_ component: AlertTextComponent, context: HeadlessRenderContext) {
        self.component = component
        node = context.makeNode("alertText(\(component.text))", focusable: false)
    }

    /// A text, while the dialog shows it (a hidden heading is not found).
    public var controlKind: HeadlessControlKind? { component.isShown ? .text : nil }
    /// Its string.
    public var title: String { component.isShown ? component.text : "" }
    /// Keeps the newest string.
    public func update(from old: AlertTextComponent?, to new: AlertTextComponent) { component = new }
}

/// Draws an `AlertResponseComponent` headlessly: a focusable button node, in the order GTK's
/// dialog shows its responses; a click, Space or Return on it runs its action, which closes
/// the alert.
@MainActor
public final class AlertResponseHeadlessRenderer: HeadlessComponentRenderer, HeadlessPushButton {
    /// The response's node.
    public let node: FocusNodeID
    private var component: AlertResponseComponent

    /// A focusable node.
    public init(_ component: AlertResponseComponent, context: HeadlessRenderContext) {
        self.component = component
        node = context.makeNode("response(\(component.title))", focusable: true)
    }

    /// A button.
    public var controlKind: HeadlessControlKind? { .button }
    /// Its title.
    public var title: String { component.title }
    /// Keeps the newest action.
    public func update(from old: AlertResponseComponent?, to new: AlertResponseComponent) { component = new }
    /// The action.
    public func click(_ context: HeadlessActionContext) { activate() }

    func activate() { component.action.value() }

    /// Space and Return activate it.
    public func pressKey(_ chord: DesktopKeyChord, _ context: HeadlessActionContext) -> Bool {
        guard chord == DesktopKeyChord(.space) || chord == DesktopKeyChord(.return) else { return false }
        activate()
        return true
    }
}
