import Foundation

/// Flexible empty space along the axis of the enclosing stack.
public struct Spacer: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The least space it takes; `nil` for the toolkit's default.
    public let minLength: CGFloat?

    /// A spacer of at least `minLength`.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        evaluation.emit(SpacerComponent(minLength: minLength), at: path, context: context, into: &output)
    }
}

/// A ``Spacer``: flexible empty space along its stack's axis.
public struct SpacerComponent: ViewComponent {
    /// The least length; `nil` for the toolkit's default.
    public var minLength: CGFloat?
}
