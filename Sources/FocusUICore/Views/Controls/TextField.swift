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
            TextFieldComponent(title: title, text: text, context: context), at: path, context: context,
            into: &output)
    }
}

/// A ``TextField``: a one-line text entry (GTK: `GtkEntry`); its title is its placeholder and
/// its accessible name.
public struct TextFieldComponent: ViewComponent {
    /// The title: the placeholder and the accessible name.
    public var title: String
    /// The text, from the binding.
    public var text: String
    /// How the text is aligned (`.multilineTextAlignment(_:)`).
    public var alignment: TextAlignment
    /// The most lines it shows (`.lineLimit(_:)`); a one-line field shows one whatever this says.
    public var lineLimit: Int?
    /// Whether Return runs `.onSubmit` actions; without any it activates the window's default
    /// button.
    public var submits: Bool
    /// The two-way binding the backend writes typed text through.
    public var binding: ComponentAction<Binding<String>>
    /// What Return does, from every `.onSubmit` above it (innermost first).
    public var onSubmit: ComponentAction<(@MainActor () -> Void)?>

    @MainActor
    init(title: String, text: Binding<String>, context: ExpansionContext) {
        self.title = title
        self.text = text.wrappedValue
        alignment = context.environment.multilineTextAlignment
        lineLimit = context.environment.lineLimit
        let submit = context.submitAction
        submits = submit != nil
        binding = ComponentAction(text)
        onSubmit = ComponentAction(submit)
    }

    /// The title.
    public var accessibleName: String? { title }
    /// The title.
    public var describedTitle: String { title }

    /// The user changed the text: written through the binding unless the binding has it
    /// already, so that the re-render does not echo it back.
    @MainActor public func sendTextChange(_ newText: String) {
        guard binding.value.wrappedValue != newText else { return }
        binding.value.wrappedValue = newText
    }

    /// Return: runs the `.onSubmit` actions.
    @MainActor public func sendSubmit() {
        onSubmit.value?()
    }
}
