/// A view that shows nothing and produces no render node.
public struct EmptyView: View, PrimitiveView {
    /// The body of an empty view is never evaluated.
    public typealias Body = Never

    /// Creates an empty view.
    public nonisolated init() {}

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {}
}
