/// `if` without `else` and `if let` build an optional view: nothing when `nil`.
extension Optional: View where Wrapped: View {
    /// The body of an optional view is never evaluated.
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        // The same branch component as `ConditionalContent`'s first branch, so that turning an
        // `if` into an `if`/`else` keeps nothing by accident: the content has its own position.
        if let content = self {
            evaluation.expand(content, at: path.appending(.branch(0)), context: context, into: &output)
        }
    }
}
