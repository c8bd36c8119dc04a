import FocusKit
import FocusKitTestSupport
import FocusUICore

extension PopoverComponent: HeadlessRenderable {
    /// A node holding the view, with a popover node for the content.
    public typealias HeadlessRenderer = PopoverHeadlessRenderer
}

/// Draws a `PopoverComponent` headlessly, as its GTK renderer does: a node holding the view and,
/// inside it, a popover node (hidden until the model shows it) holding the content. Tab cycles
/// inside the shown popover; Escape closes it (``HeadlessWindow``).
@MainActor
public final class PopoverHeadlessRenderer: HeadlessComponentRenderer, PopoverDriver, HeadlessChildRouting {
    /// The node holding the view.
    public let node: FocusNodeID
    /// The popover's node.
    let popover: FocusNodeID
    private var component: PopoverComponent
    private unowned let toolkit: FakeToolkit
    private let window: FocusWindowID

    /// The nodes, registered with the popover's model.
    public init(_ component: PopoverComponent, context: HeadlessRenderContext) {
        self.component = component
        toolkit = context.toolkit
        window = context.window
        node = context.makeNode("popoverAnchor", focusable: false)
        popover = toolkit.makePopover("popover", parent: node)
        component.model.value.driver = self
        // As on GTK: focus moved out of the shown popover closes it.
        toolkit.onFocusLeave(popover) { [weak self] in
            guard let self, self.isPopoverShown, !self.contentContainsWindowFocus else { return }
            self.component.model.value.focusDidLeave()
        }
    }

    isolated deinit {
        if component.model.value.driver === self { component.model.value.driver = nil }
    }

    /// Keeps the newest component.
    public func update(from old: PopoverComponent?, to new: PopoverComponent) {
        component = new
        new.model.value.driver = self
    }

    /// Whether the popover is shown.
    public var isPopoverShown: Bool { toolkit.isShownPopover(popover) }

    func childParent(at index: Int) -> FocusNodeID {
        index < component.anchorCount ? node : popover
    }

    /// Escape in the popover, or a click outside it: the toolkit closes it.
    func close() {
        popDown()
    }

    package var contentContainsWindowFocus: Bool { toolkit.focusChain(in: window).contains(popover) }

    package func popUp() {
        toolkit.popUp(popover)
    }

    package func popDown() {
        toolkit.popDown(popover) { component.model.value.popoverDidClose() }
    }

    package func focusContent() -> Bool {
        guard let target = toolkit.firstTabStop(inside: popover) else { return false }
        return toolkit.grabFocus(on: target) == .moved
    }

    package func focusAnchor() -> Bool {
        for child in toolkit.children(of: node) where child != popover {
            if let target = toolkit.firstTabStop(inside: child) {
                return toolkit.grabFocus(on: target) == .moved
            }
        }
        return false
    }
}

/// A renderer whose children do not all go into its own node (a popover's content).
@MainActor
protocol HeadlessChildRouting: AnyObject {
    /// The node the child at `index` goes into.
    func childParent(at index: Int) -> FocusNodeID
}

extension HeadlessBackend {
    /// The shown popover of `window` that `widget` is not inside, if any: a click on `widget`
    /// closes it.
    func shownPopover(notHolding widget: HeadlessWidget, in window: FocusWindowID) -> PopoverHeadlessRenderer?
    {
        for candidate in widgets(in: window) {
            guard let popover = candidate.capability(PopoverHeadlessRenderer.self), popover.isPopoverShown
            else { continue }
            if !toolkit.isNode(widget.node, inside: popover.popover) { return popover }
        }
        return nil
    }
}
