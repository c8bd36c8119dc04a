/// A type-erased view. Changing the wrapped view's type changes its identity, so its state
/// and render nodes are replaced, as in SwiftUI.
public struct AnyView: View, PrimitiveView {
    /// The body of a type-erased view is never evaluated.
    public typealias Body = Never

    let wrapped: any View

    /// Wraps a view. Wrapping an `AnyView` again does not nest, so that the identity of the
    /// content does not depend on how often it was erased.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            self = erased
        } else {
            wrapped = view
        }
    }

    /// Wraps a view (SwiftUI's spelling for existentials).
    public init(erasing view: any View) {
        self.init(view)
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let typeID = ObjectIdentifier(type(of: wrapped))
        evaluation.expand(wrapped, at: path.appending(.type(typeID)), context: context, into: &output)
    }
}
