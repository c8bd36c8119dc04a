/// A transparent collection of views, as SwiftUI's `Group`: its content is laid out by the
/// enclosing container as if it stood there directly, and a modifier on the group applies to
/// each view in it.
///
/// ```swift
/// Group {
///     Toggle("Bold", isOn: $bold)
///     Toggle("Italic", isOn: $italic)
/// }
/// .disabled(isLocked)
/// ```
public struct Group<Content: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The views.
    public let content: Content

    /// A group of the built content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        evaluation.expand(content, at: path.appending(.content), context: context, into: &output)
    }
}
