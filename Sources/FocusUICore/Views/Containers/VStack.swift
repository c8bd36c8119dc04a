import Foundation

/// Children arranged top to bottom (GTK: vertical `GtkBox`).
public struct VStack<Content: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// How children are aligned across the width.
    public let alignment: HorizontalAlignment
    /// Space between children; `nil` for the toolkit's default.
    public let spacing: CGFloat?
    /// The children.
    public let content: Content

    /// A vertical stack of the built content.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        evaluation.emitStack(
            StackComponent(axis: .vertical, spacing: spacing, horizontalAlignment: alignment),
            content: content,
            at: path, context: context, into: &output)
    }
}

/// A ``VStack`` or ``HStack`` (GTK: a `GtkBox`), also the rows of a `List` and an alert's
/// buttons.
public struct StackComponent: ViewComponent {
    /// The direction children go.
    public var axis: Axis
    /// The space between children; `nil` for the toolkit's default.
    public var spacing: CGFloat?
    /// A vertical stack's alignment of its children.
    public var horizontalAlignment: HorizontalAlignment
    /// A horizontal stack's alignment of its children.
    public var verticalAlignment: VerticalAlignment

    /// A stack along `axis`.
    public init(
        axis: Axis, spacing: CGFloat? = nil, horizontalAlignment: HorizontalAlignment = .center,
        verticalAlignment: VerticalAlignment = .center
    ) {
        self.axis = axis
        self.spacing = spacing
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
    }

    /// It holds its content.
    public static var isContainer: Bool { true }
}
