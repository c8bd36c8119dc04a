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
public struct LabeledContent<Content: View>: View {
    /// The label.
    public let title: String
    /// What the label describes.
    public let content: Content

    /// A row labelled `title` showing the built content.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }

    /// The row's layout: the title, flexible space, the content.
    public var body: some View {
        HStack {
            Text(title)
            Spacer()
            content
        }
    }
}

extension LabeledContent where Content == Text {
    /// A row labelled `title` showing `value` as text, as for read-only information.
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        self.init(title) { Text(value) }
    }
}
