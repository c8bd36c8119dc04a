import FocusKit
import FocusKitTestSupport
import FocusUICore

extension NavigationStackComponent: HeadlessRenderable {
    /// A box of pages.
    public typealias HeadlessRenderer = ContainerHeadlessRenderer<NavigationStackComponent>
}

extension NavigationStackComponent: ContainerHeadlessComponent {
    /// `navigationStack`.
    public var nodeName: String { "navigationStack" }
}

extension NavigationPageComponent: HeadlessRenderable {
    /// A box, hidden while covered.
    public typealias HeadlessRenderer = NavigationPageHeadlessRenderer
}

extension NavigationBackButtonComponent: HeadlessRenderable {
    /// The header bar's Back button.
    public typealias HeadlessRenderer = NavigationBackButtonHeadlessRenderer
}

/// Draws a `NavigationPageComponent` headlessly: a node holding the page's views, hidden by
/// the stack's model while a page covers it, as its GTK renderer hides its box.
@MainActor
public final class NavigationPageHeadlessRenderer: HeadlessComponentRenderer, NavigationPageDriver {
    /// The page's node.
    public let node: FocusNodeID
    private var component: NavigationPageComponent
    private unowned let toolkit: FakeToolkit
    private let window: FocusWindowID
    private var remembered: FocusNodeID?

    /// A node, registered with the stack's model.
    public init(_ component: NavigationPageComponent, context: HeadlessRenderContext) {
        self.component = component
        toolkit = context.toolkit
        window = context.window
        node = context.makeNode("navigationPage()", focusable: false)
        component.model.value.register(self, for: component.key)
    }

    isolated deinit {
        component.model.value.unregister(self, for: component.key)
    }

    /// Keeps the newest component.
    public func update(from old: NavigationPageComponent?, to new: NavigationPageComponent) {
        component = new
    }

    /// Whether its node is shown.
    public var isShown: Bool { toolkit.isVisible(node) }

    package var containsWindowFocus: Bool { toolkit.focusChain(in: window).contains(node) }

    package var windowHasFocus: Bool { toolkit.windows[window]?.focus != nil }

    package func setShown(_ isShown: Bool) {
        if isShown { toolkit.unhide(node) } else { toolkit.hide(node) }
    }

    package func focusFirstTabStop() -> Bool {
        guard let target = toolkit.firstTabStop(inside: node) else { return false }
        return toolkit.grabFocus(on: target) == .moved
    }

    package func rememberFocus() {
        remembered = containsWindowFocus ? toolkit.windows[window]?.focus : nil
    }

    package func restoreRememberedFocus() -> Bool {
        guard let remembered, toolkit.isNode(remembered, inside: node), toolkit.canTakeFocus(remembered)
        else {
            return false
        }
        return toolkit.giveFocusBack(to: remembered) == .moved
    }
}

/// Draws a `NavigationBackButtonComponent` headlessly: a button titled "Back" in the header
/// bar's leading slot; a click, Space or Return pops the stack's top page.
@MainActor
public final class NavigationBackButtonHeadlessRenderer: HeadlessComponentRenderer, NavigationFocusDriver {
    /// The button's node.
    public let node: FocusNodeID
    private var component: NavigationBackButtonComponent
    private unowned let toolkit: FakeToolkit
    private let window: FocusWindowID

    /// A focusable node.
    public init(_ component: NavigationBackButtonComponent, context: HeadlessRenderContext) {
        self.component = component
        toolkit = context.toolkit
        window = context.window
        node = context.makeNode("button(Back)", focusable: true)
        component.model.value.backButton = self
    }

    isolated deinit {
        if component.model.value.backButton === self { component.model.value.backButton = nil }
    }

    /// A button.
    public var controlKind: HeadlessControlKind? { .button }
    /// "Back".
    public var title: String { "Back" }

    /// Keeps the newest component.
    public func update(from old: NavigationBackButtonComponent?, to new: NavigationBackButtonComponent) {
        component = new
        component.model.value.backButton = self
    }

    /// Goes back.
    public func click(_ context: HeadlessActionContext) {
        component.model.value.goBack()
    }

    /// Space and Return go back.
    public func pressKey(_ chord: DesktopKeyChord, _ context: HeadlessActionContext) -> Bool {
        guard chord == DesktopKeyChord(.space) || chord == DesktopKeyChord(.return) else { return false }
        component.model.value.goBack()
        return true
    }

    package var containsWindowFocus: Bool { toolkit.windows[window]?.focus == node }

    package var windowHasFocus: Bool { toolkit.windows[window]?.focus != nil }

    package func focusFirstTabStop() -> Bool {
        toolkit.grabFocus(on: node) == .moved
    }
}
