/// A thin line that separates content, as SwiftUI's `Divider` (GTK: `GtkSeparator`): across a
/// vertical stack or form it is horizontal, inside an ``HStack`` it is vertical.
public struct Divider: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// A divider.
    public init() {}

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        evaluation.emit(DividerComponent(), at: path, context: context, into: &output)
    }
}

/// A ``Divider`` (GTK: `GtkSeparator` across its stack).
public struct DividerComponent: ViewComponent {
    /// A divider.
    public init() {}
}

extension DividerComponent {
    /// A divider runs across its stack.
    public var flexibleAxes: Axis.Set { [.horizontal, .vertical] }
}
