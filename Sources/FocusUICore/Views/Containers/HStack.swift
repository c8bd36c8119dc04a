import Foundation

/// Children arranged leading to trailing (GTK: horizontal `GtkBox`).
public struct HStack<Content: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// How children are aligned across the height.
    public let alignment: VerticalAlignment
    /// Space between children; `nil` for the toolkit's default.
    public let spacing: CGFloat?
    /// The children.
    public let content: Content

    /// A horizontal stack of the built content.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
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
            StackComponent(axis: .horizontal, spacing: spacing, verticalAlignment: alignment),
            content: content,
            at: path, context: context, into: &output)
    }
}
