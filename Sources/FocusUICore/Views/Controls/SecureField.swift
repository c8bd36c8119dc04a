/// A one-line entry that hides what is typed (GTK: `GtkPasswordEntry`). Return runs the
/// `.onSubmit` actions above it.
public struct SecureField: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The placeholder shown while the field is empty.
    public let title: String
    /// The edited string.
    public let text: Binding<String>

    /// A secure field with placeholder `title` editing `text`.
    public init(_ title: String, text: Binding<String>) {
        self.title = title
        self.text = text
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let field = TextFieldComponent(title: title, text: text, context: context)
        evaluation.emit(SecureFieldComponent(field: field), at: path, context: context, into: &output)
    }
}

/// A ``SecureField``: a one-line entry that hides what is typed (GTK: `GtkPasswordEntry` whose
/// password never reaches the accessibility bus). Its text is never used to name it.
public struct SecureFieldComponent: ViewComponent {
    /// The same properties as a text field's.
    public var field: TextFieldComponent

    /// The title.
    public var accessibleName: String? { field.title }
    /// The title, never the password.
    public var describedTitle: String { field.title }
}
