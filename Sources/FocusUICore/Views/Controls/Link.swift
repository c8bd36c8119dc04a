import Foundation

/// A control that opens a URL, as SwiftUI's `Link` (GTK: `GtkLinkButton`, which opens it with
/// the desktop's default handler, `gtk_show_uri`, and which screen readers announce as a link).
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.org/privacy")!)
///     .focused($focusedField, equals: .privacy)
/// ```
///
/// It is a Tab stop and a focus field like a button: `.focused`, `.disabled`, `.hidden` and
/// removal behave as for a text field (contract rule 20). The title is its accessible name.
public struct Link: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The text shown.
    public let title: String
    /// What activating it opens.
    public let destination: URL

    /// A link titled `title` that opens `destination`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.title = String(title)
        self.destination = destination
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        evaluation.emit(
            LinkComponent(title: title, destination: destination), at: path, context: context, into: &output)
    }
}

/// A ``Link`` (GTK: `GtkLinkButton`).
public struct LinkComponent: ViewComponent {
    /// The title.
    public var title: String
    /// Where it leads.
    public var destination: URL
    /// The title.
    public var accessibleName: String? { title }
    /// The title.
    public var describedTitle: String { title }
}
