/// A container of controls laid out as a form (GTK: a vertical box of rows).
public struct Form<Content: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The controls.
    public let content: Content

    /// A form with the built content. As in SwiftUI, the closure runs here, once per
    /// evaluation of the enclosing view.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        evaluation.emit(FormComponent(), content: content, at: path, context: context, into: &output)
    }
}

/// A ``Form`` (GTK: a vertical `GtkBox` with the `form` style class).
public struct FormComponent: ViewComponent {
    /// A form.
    public init() {}
    /// It holds its content.
    public static var isContainer: Bool { true }
}
