import FocusKit
import FocusUICore

extension ToolbarItemComponent: HeadlessRenderable {
    /// A box in the header bar.
    public typealias HeadlessRenderer = ToolbarItemHeadlessRenderer
}

/// Draws a `ToolbarItemComponent` headlessly: a node in the window's header bar, after the
/// content in Tab order (leading items, then the title's, then trailing ones), as GTK's header
/// bar has it.
@MainActor
public final class ToolbarItemHeadlessRenderer: HeadlessComponentRenderer {
    /// The item's node, in the header bar's slot of its placement.
    public let node: FocusNodeID
    private(set) var placement: ToolbarItemPlacement

    /// A node in the header bar.
    public init(_ component: ToolbarItemComponent, context: HeadlessRenderContext) {
        placement = component.placement
        node = context.makeNode("toolbarItem()", focusable: false)
    }

    /// Keeps the placement.
    public func update(from old: ToolbarItemComponent?, to new: ToolbarItemComponent) {
        placement = new.placement
    }
}
