/// A value, or a control, with a label in front of it, as SwiftUI's `LabeledContent`: a row
/// with the title at the start and the content at the end.
///
/// ```swift
/// Form {
///     LabeledContent("Version", value: "1.2")
///     LabeledContent("Account") {
///         Button("Sign Out") { signOut() }
///     }
/// }
/// ```
///
/// The title is shown as a ``Text``; the content keeps its own focus behaviour (a button in it
/// is a Tab stop, a text is not).
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    /// What the label describes.
    public let content: Content

    /// A row labelled by `label` showing the built content, as SwiftUI's
    /// `LabeledContent(content:label:)`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The row's layout: the label, flexible space, the content.
    public var body: some View {
        HStack {
            label
            Spacer()
            content
        }
    }
}

extension LabeledContent where Label == Text {
    /// A row labelled `title` showing the built content.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A row labelled with a localized key showing the built content.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A row labelled `title` showing `value` as text, as for read-only information.
    @_disfavoredOverload
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A row labelled with a localized key showing `value` as text.
    public init<V: StringProtocol>(_ titleKey: LocalizedStringKey, value: V) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A row labelled `title` showing a value written by a format style, as SwiftUI's
    /// `LabeledContent(_:value:format:)`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
}
