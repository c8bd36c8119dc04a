import FocusKit
import FocusUICore

extension StackComponent: HeadlessRenderable {
    /// A box.
    public typealias HeadlessRenderer = ContainerHeadlessRenderer<StackComponent>
}

extension FormComponent: HeadlessRenderable {
    /// A box.
    public typealias HeadlessRenderer = ContainerHeadlessRenderer<FormComponent>
}

extension SectionComponent: HeadlessRenderable {
    /// A heading and a box of rows.
    public typealias HeadlessRenderer = ContainerHeadlessRenderer<SectionComponent>
}

extension ScrollViewComponent: HeadlessRenderable {
    /// A scrolled window.
    public typealias HeadlessRenderer = ContainerHeadlessRenderer<ScrollViewComponent>
}

extension GridComponent: HeadlessRenderable {
    /// A grid.
    public typealias HeadlessRenderer = ContainerHeadlessRenderer<GridComponent>
}

extension GridRowComponent: HeadlessRenderable {
    /// A grid's row.
    public typealias HeadlessRenderer = ContainerHeadlessRenderer<GridRowComponent>
}

/// A container the twin draws as a plain node its children's nodes go into, in order (the
/// order GTK's Tab follows through a box, a grid's rows and cells, a scroll view's content).
public protocol ContainerHeadlessComponent: ViewComponent {
    /// The node's name in the twin's diagnostics.
    var nodeName: String { get }
    /// A problem GTK's renderer reports for this component (an SF Symbol without a close
    /// icon), if any.
    var renderWarning: String? { get }
}

extension ContainerHeadlessComponent {
    /// Nothing to report.
    public var renderWarning: String? { nil }
}

extension StackComponent: ContainerHeadlessComponent {
    /// `vStack` or `hStack`.
    public var nodeName: String { axis == .vertical ? "vStack" : "hStack" }
}

extension FormComponent: ContainerHeadlessComponent {
    /// `form`.
    public var nodeName: String { "form" }
}

extension SectionComponent: ContainerHeadlessComponent {
    /// `section`.
    public var nodeName: String { "section" }
}

extension ScrollViewComponent: ContainerHeadlessComponent {
    /// `scrollView`.
    public var nodeName: String { "scrollView" }
}

extension GridComponent: ContainerHeadlessComponent {
    /// `grid`.
    public var nodeName: String { "grid" }
}

extension GridRowComponent: ContainerHeadlessComponent {
    /// `gridRow`.
    public var nodeName: String { "gridRow" }
}

/// Draws a container headlessly: a node that cannot take focus (GTK 4 containers never do),
/// holding its children's nodes.
@MainActor
public final class ContainerHeadlessRenderer<Component: ContainerHeadlessComponent>: HeadlessComponentRenderer
{
    /// The container's node.
    public let node: FocusNodeID

    private let context: HeadlessRenderContext

    /// A node.
    public init(_ component: Component, context: HeadlessRenderContext) {
        node = context.makeNode("\(component.nodeName)(\(component.describedTitle))", focusable: false)
        self.context = context
    }

    /// Reports the component's problem when it has a new one, as GTK's renderer does.
    public func update(from old: Component?, to new: Component) {
        if let warning = new.renderWarning, warning != old?.renderWarning { context.warn(warning) }
    }
}

extension LayerComponent: HeadlessRenderable {
    /// Children over one another.
    public typealias HeadlessRenderer = ContainerHeadlessRenderer<LayerComponent>
}

extension LayerComponent: ContainerHeadlessComponent {
    /// `layer`.
    public var nodeName: String { "layer" }
}

extension ContentUnavailableComponent: HeadlessRenderable {
    /// A status page holding its actions.
    public typealias HeadlessRenderer = ContainerHeadlessRenderer<ContentUnavailableComponent>
}

extension ContentUnavailableComponent: ContainerHeadlessComponent {
    /// `contentUnavailable`.
    public var nodeName: String { "contentUnavailable" }
    /// An SF Symbol without a close icon, as GTK's renderer reports it.
    public var renderWarning: String? { unmappedSymbolWarning }
}

extension GeometryComponent: HeadlessRenderable {
    /// A container that reports the window's size.
    public typealias HeadlessRenderer = GeometryHeadlessRenderer
}

/// Draws a `GeometryComponent` headlessly: a container node that gives the reader the
/// window's default size (zero without one), once, as GTK's first allocation would.
@MainActor
public final class GeometryHeadlessRenderer: HeadlessComponentRenderer {
    /// The container's node.
    public let node: FocusNodeID
    private let size: CGSize

    /// A container node.
    public init(_ component: GeometryComponent, context: HeadlessRenderContext) {
        node = context.makeNode("geometryReader", focusable: false)
        size = context.windowSize ?? .zero
    }

    /// Reports the size to a new reader.
    public func update(from old: GeometryComponent?, to new: GeometryComponent) {
        if old == nil { new.sendSize(size) }
    }
}

extension LabeledRowComponent: HeadlessRenderable {
    /// A row holding its content.
    public typealias HeadlessRenderer = LabeledRowHeadlessRenderer
}

/// Draws a `LabeledRowComponent` (a `LabeledContent` in a grouped form's section)
/// headlessly: a node holding the content's nodes, which tests find as a text by its title (GTK:
/// the row's title); as every row of a grouped section, it is a Tab stop itself while nothing
/// inside can take focus.
@MainActor
public final class LabeledRowHeadlessRenderer: HeadlessComponentRenderer {
    /// The row's node.
    public let node: FocusNodeID
    private var component: LabeledRowComponent

    /// A node.
    public init(_ component: LabeledRowComponent, context: HeadlessRenderContext) {
        self.component = component
        node = context.makeNode("labeledRow(\(component.title))", focusable: false)
    }

    /// Found as a text, by its title.
    public var controlKind: HeadlessControlKind? { .text }
    /// The title.
    public var title: String { component.title }
    /// Keeps the newest title.
    public func update(from old: LabeledRowComponent?, to new: LabeledRowComponent) { component = new }
}

extension DisclosureGroupComponent: HeadlessRenderable {
    /// A header holding the content.
    public typealias HeadlessRenderer = DisclosureGroupHeadlessRenderer
}

/// Draws a `DisclosureGroupComponent` headlessly: a node holding a focusable header node
/// (GTK: the `GtkExpander`'s title, or the `AdwExpanderRow`'s header row) and, after it, the
/// content's nodes, which Tab reaches after the header; `.focused` registers the outer node,
/// which contains the header's focus and the content's, and a write to it focuses the header.
/// A click, Space or Return on the header opens or closes it through the newest binding;
/// ``HeadlessControl/isOn`` tells whether it is expanded.
@MainActor
public final class DisclosureGroupHeadlessRenderer: HeadlessComponentRenderer, HeadlessToggleState {
    /// The group's node.
    public let node: FocusNodeID
    /// The header's node.
    let header: FocusNodeID
    private var component: DisclosureGroupComponent

    /// A node and its header.
    public init(_ component: DisclosureGroupComponent, context: HeadlessRenderContext) {
        self.component = component
        node = context.makeNode("disclosureGroup(\(component.title))", focusable: false)
        header = context.makeNode("disclosureHeader(\(component.title))", in: node, focusable: true)
    }

    /// A disclosure group.
    public var controlKind: HeadlessControlKind? { .disclosureGroup }
    /// The label's text.
    public var title: String { component.title }
    /// Whether it is expanded.
    public var isOn: Bool { component.isExpanded }
    /// Keeps the newest binding.
    public func update(from old: DisclosureGroupComponent?, to new: DisclosureGroupComponent) {
        component = new
    }
    /// Focused while its header is.
    public func contains(_ focus: FocusNodeID) -> Bool { focus == header }
    /// The header.
    public func clickTarget(option index: Int?) -> FocusNodeID { header }
    /// Opens or closes it.
    public func click(_ context: HeadlessActionContext) { component.sendExpanded(!component.isExpanded) }

    /// Space and Return open or close it, as on GTK's expander and libadwaita's expander row.
    public func pressKey(_ chord: DesktopKeyChord, _ context: HeadlessActionContext) -> Bool {
        guard chord == DesktopKeyChord(.space) || chord == DesktopKeyChord(.return) else { return false }
        click(context)
        return true
    }
}
