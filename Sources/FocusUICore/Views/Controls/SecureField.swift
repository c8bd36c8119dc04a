/// A one-line entry that hides what is typed (GTK: `GtkPasswordEntry`). Return runs the
/// `.onSubmit` actions above it.
public struct SecureField<Label: View>: View {
    let model: TextFieldModel

    /// A secure field labelled by `label` editing `text`, as SwiftUI's
    /// `SecureField(text:prompt:label:)`. The label's text names the field.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        model = TextFieldModel(
            title: nil, label: AnyView(label()), text: text, prompt: prompt, isSecure: true)
    }

    /// The field, or as the app's ``TextFieldStyle`` draws it.
    public var body: some View {
        TextFieldPrimitive(model: model)
    }
}

extension SecureField where Label == Text {
    /// A secure field titled `title` editing `text`; the title is its placeholder and its
    /// accessible name.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        model = TextFieldModel(title: String(title), text: text, isSecure: true)
    }

    /// A secure field titled with a localized key editing `text`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        model = TextFieldModel(title: titleKey.plainText, text: text, isSecure: true)
    }

    /// A secure field titled `title` editing `text`, showing `prompt` while empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        model = TextFieldModel(title: String(title), text: text, prompt: prompt, isSecure: true)
    }

    /// A secure field titled with a localized key editing `text`, showing `prompt` while empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        model = TextFieldModel(title: titleKey.plainText, text: text, prompt: prompt, isSecure: true)
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

extension SecureFieldComponent {
    /// A secure field fills the width it is offered.
    public var flexibleAxes: Axis.Set { [.horizontal] }
}
