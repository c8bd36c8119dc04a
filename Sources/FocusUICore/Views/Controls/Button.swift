/// A push button with a title (GTK: `GtkButton`).
public struct Button: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The button's title.
    public let title: String
    /// What a click does.
    public let action: @MainActor () -> Void

    /// A button titled `title` that runs `action` when clicked.
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.action = action
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        var element = Element(kind: .button)
        element.title = title
        element.action = action
        evaluation.emit(element, at: path, context: context, into: &output)
    }
}
