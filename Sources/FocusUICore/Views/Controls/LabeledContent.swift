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
/// is a Tab stop, a text is not). As a row of a ``FormStyle/grouped`` form's section it is
/// libadwaita's `AdwActionRow`, titled by the label's text, the content at its end; a row with
/// nothing focusable in it (a value) is a Tab stop itself, as GNOME's Settings' information
/// rows are, named by the title with the value's text as its description, which screen
/// readers say after it.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    let label: Label
    /// What the label describes.
    public let content: Content

    /// A row labelled by `label` showing the built content, as SwiftUI's
    /// `LabeledContent(content:label:)`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        guard context.isGroupedFormRow else {
            // The row's layout: the label, flexible space, the content.
            evaluation.expand(
                HStack {
                    label
                    Spacer()
                    content
                }, at: path, context: context, into: &output)
            return
        }
        let title = evaluation.labelText(label, at: path, context: context)
        var children: [RenderSpec] = []
        evaluation.expand(
            content, at: path.appending(.content), context: context.forChildren, into: &children)
        let value = Evaluation.texts(in: children).joined(separator: " ")
        output.append(
            RenderSpec(
                path: path, element: context.finish(LabeledRowComponent(title: title, value: value)),
                focusBindings: context.node.focusBindings, focusedValues: context.node.focusedValues,
                tag: context.node.tag, children: children))
    }
}

/// A ``LabeledContent`` as a row of a grouped form's section (GTK: libadwaita's `AdwActionRow`
/// with the content at its end, a Tab stop itself when nothing in it takes focus).
public struct LabeledRowComponent: ViewComponent {
    /// The label's text: the row's title and accessible name.
    public var title: String
    /// The texts of the content (a value), said after the name; empty for none.
    public var value: String

    /// A row titled `title` showing `value`.
    public init(title: String, value: String) {
        self.title = title
        self.value = value
    }

    /// It holds its content.
    public static var isContainer: Bool { true }
    /// The title.
    public var accessibleName: String? { title.isEmpty ? nil : title }
    /// The title.
    public var describedTitle: String { title }
    /// A row fills the width it is offered.
    public var flexibleAxes: Axis.Set { [.horizontal] }
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
