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
        var element = Element(kind: .vStack)
        element.horizontalAlignment = alignment
        element.spacing = spacing
        evaluation.emit(element, content: content, at: path, context: context, into: &output)
    }
}
