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

    /// A node.
    public init(_ component: Component, context: HeadlessRenderContext) {
        node = context.makeNode("\(component.nodeName)(\(component.describedTitle))", focusable: false)
    }

    /// Nothing to apply.
    public func update(from old: Component?, to new: Component) {}
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
}

extension GeometryComponent: HeadlessRenderable {
    /// A container that reports the window's size.
    public typealias HeadlessRenderer = GeometryHeadlessRenderer
}

/// Draws a ``GeometryComponent`` headlessly: a container node that gives the reader the
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
