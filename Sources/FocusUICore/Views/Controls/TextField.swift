/// A one-line text entry bound to a string (GTK: `GtkEntry`). Return runs the `.onSubmit`
/// actions above it.
public struct TextField: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The placeholder shown while the field is empty.
    public let title: String
    /// The edited string.
    public let text: Binding<String>

    /// A field with placeholder `title` editing `text`.
    public init(_ title: String, text: Binding<String>) {
        self.title = title
        self.text = text
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        evaluation.emit(
            Element.field(.textField, title: title, text: text), at: path, context: context, into: &output)
    }
}

extension Element {
    /// The element of a text or secure field: the binding's current value is the text.
    @MainActor
    static func field(_ kind: ElementKind, title: String, text: Binding<String>) -> Element {
        var element = Element(kind: kind)
        element.title = title
        element.text = text.wrappedValue
        element.textBinding = text
        return element
    }
}
