/// A view that the reconciler expands itself instead of asking for a `body`: render
/// primitives (``Text``, ``VStack``) and structural views (``TupleView``, ``ForEach``, modifiers).
///
/// Internal so that the expansion machinery is not part of the public surface.
@MainActor
protocol PrimitiveView {
    /// Appends the render specifications of this view, at structural position `path`, to
    /// `output`.
    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec])
}
