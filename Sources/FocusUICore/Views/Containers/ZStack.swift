import Foundation

/// A view that overlays its children, aligning them in both axes, as SwiftUI's `ZStack`: the
/// first child is at the back, the last at the front, and the stack is as big as its largest
/// child.
///
/// ```swift
/// ZStack(alignment: .topTrailing) {
///     Image(systemName: "envelope")
///     Text("3").font(.caption)
/// }
/// ```
///
/// On GTK a box whose layout places every child in the same rectangle, by the alignment
/// (children that expand fill it); GTK draws them in order. Tab goes through them back to
/// front.
public struct ZStack<Content: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// How the children are aligned.
    public let alignment: Alignment
    /// The children.
    public let content: Content

    /// A stack of `content` aligned by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        evaluation.emit(
            LayerComponent(alignment: alignment, sizingChild: nil), content: content, at: path,
            context: context,
            into: &output)
    }
}

/// Views laid over one another (a ``ZStack``, or a view with `.background { }` or
/// `.overlay { }`): every child in the same rectangle, aligned; the first at the back.
public struct LayerComponent: ViewComponent {
    /// How children smaller than the rectangle are placed.
    public var alignment: Alignment
    /// The child whose size is the layer's (a decorated view); `nil` for the largest (a
    /// `ZStack`).
    public var sizingChild: Int?
    /// The axes along which a decorated view takes all the room it is offered: its own view's
    /// and its frame's, never its decoration's (a shape behind a text fills the text's
    /// rectangle, not the stack's); `nil` for a `ZStack`, which fills as its children do.
    public var expansion: Axis.Set?

    /// It holds its children.
    public static var isContainer: Bool { true }
}

/// A view with a view behind it or in front of it (``View/background(alignment:content:)``,
/// ``View/overlay(alignment:content:)``).
struct DecoratedView<Content: View, Decoration: View>: View, PrimitiveView {
    typealias Body = Never

    let content: Content
    let decoration: Decoration
    let alignment: Alignment
    let isBehind: Bool

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        var contentSpecs: [RenderSpec] = []
        evaluation.expand(
            content, at: path.appending(.index(0)), context: context.forChildren, into: &contentSpecs)
        var decorationSpecs: [RenderSpec] = []
        evaluation.expand(
            decoration, at: path.appending(.index(1)), context: context.forChildren, into: &decorationSpecs)
        let children = isBehind ? decorationSpecs + contentSpecs : contentSpecs + decorationSpecs
        let sizing = isBehind ? decorationSpecs.count : 0
        var spec = RenderSpec(
            path: path,
            element: context.finish(LayerComponent(alignment: alignment, sizingChild: sizing)),
            focusBindings: context.node.focusBindings, focusedValues: context.node.focusedValues,
            tag: context.node.tag, children: children)
        // What the decorated view fills, its frame included, told to the toolkit (GTK would
        // let the decoration's shape make the whole layer expand).
        var layer = LayerComponent(alignment: alignment, sizingChild: sizing)
        layer.expansion = spec.flexibleAxes
        spec.element.component = layer
        output.append(spec)
    }
}

extension View {
    /// Puts `content` behind the view, as SwiftUI's `background(alignment:content:)`: the view
    /// decides the size; `content` is placed by `alignment` (a shape fills it).
    ///
    /// ```swift
    /// Text("New")
    ///     .padding(6)
    ///     .background { Capsule().fill(.blue) }
    /// ```
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    {
        DecoratedView(content: self, decoration: content(), alignment: alignment, isBehind: true)
    }

    /// Puts `content` in front of the view, as SwiftUI's `overlay(alignment:content:)`: the view
    /// decides the size; `content` is placed by `alignment`.
    ///
    /// ```swift
    /// Image(systemName: "bell")
    ///     .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 8, height: 8) }
    /// ```
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        DecoratedView(content: self, decoration: content(), alignment: alignment, isBehind: false)
    }

    /// Puts `view` behind the view, as SwiftUI's `background(_:alignment:)`.
    @_disfavoredOverload
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        DecoratedView(content: self, decoration: view, alignment: alignment, isBehind: true)
    }

    /// Puts `view` in front of the view, as SwiftUI's `overlay(_:alignment:)`.
    @_disfavoredOverload
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        DecoratedView(content: self, decoration: view, alignment: alignment, isBehind: false)
    }
}
