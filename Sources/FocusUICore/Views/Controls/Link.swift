import Foundation

/// A control that opens a URL, as SwiftUI's `Link` (GTK: `GtkLinkButton`, which screen readers
/// announce as a link). It opens the URL through the environment's ``OpenURLAction``: the
/// desktop's default app unless a view above handles it.
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.org/privacy")!)
///     .focused($focusedField, equals: .privacy)
/// ```
///
/// It is a Tab stop and a focus field like a button: `.focused`, `.disabled`, `.hidden` and
/// removal behave as for a text field (contract rule 20). The title is its accessible name.
public struct Link<Label: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    let title: String?
    let label: Label?
    /// What activating it opens.
    public let destination: URL

    /// A link showing `label` that opens `destination`, as SwiftUI's
    /// `Link(destination:label:)`. Different on GTK: the link shows the label's text (a link
    /// button holds one line of text); an icon in the label is not drawn.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        self.destination = destination
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let text = title ?? label.map { evaluation.labelText($0, at: path, context: context) } ?? ""
        evaluation.emit(
            LinkComponent(
                title: text, destination: destination, openURL: ComponentAction(context.environment.openURL)),
            at: path, context: context, into: &output)
    }
}

extension Link where Label == Text {
    /// A link titled `title` that opens `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.title = String(title)
        label = nil
        self.destination = destination
    }

    /// A link titled with a localized key that opens `destination`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(titleKey.plainText, destination: destination)
    }
}

/// A ``Link`` (GTK: `GtkLinkButton`).
public struct LinkComponent: ViewComponent {
    /// The title.
    public var title: String
    /// Where it leads.
    public var destination: URL
    /// How it opens: the environment's `openURL`.
    public var openURL: ComponentAction<OpenURLAction>
    /// The title.
    public var accessibleName: String? { title }
    /// The title.
    public var describedTitle: String { title }
    /// A link.
    public static var accessibilityTraits: AccessibilityTraits { .isLink }
}
