/// Several views side by side, built by ``ViewBuilder`` from a closure with several
/// statements. Each child's identity is its position in the tuple.
public struct TupleView<each Content: View>: View, PrimitiveView {
    /// The body of a tuple is never evaluated.
    public typealias Body = Never

    /// The child views.
    public let value: (repeat each Content)

    /// Creates a tuple of views.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        var count = 0
        for _ in repeat each value { count += 1 }
        // Several views are not a scroll view's whole content: a lazy stack among them is whole.
        var childContext = context
        if count > 1 { childContext.lazyScroll = nil }
        var index = 0
        for child in repeat each value {
            evaluation.expand(child, at: path.appending(.index(index)), context: childContext, into: &output)
            index += 1
        }
    }
}
