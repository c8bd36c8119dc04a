import Foundation

/// Flexible empty space along the axis of the enclosing stack.
///
/// As in SwiftUI, a spacer expands along its stack's axis only (both ways outside a stack), and
/// makes its stack flexible along it: `HStack { Text("Name"); Spacer(); Button("Edit") {} }` in
/// a `VStack` fills the stack's width, its button at the trailing edge, and keeps its own height.
/// On GTK it is an empty box that expands along that axis (`hexpand` or `vexpand`).
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
    /// The axis of the stack it is in, given by the stack (``StackComponent/align(_:)``); `nil`
    /// outside a stack.
    package var axis: Axis?

    /// Along its stack's axis; both ways outside a stack.
    public var flexibleAxes: Axis.Set {
        switch axis {
        case .horizontal?: .horizontal
        case .vertical?: .vertical
        case nil: [.horizontal, .vertical]
        }
    }
}
