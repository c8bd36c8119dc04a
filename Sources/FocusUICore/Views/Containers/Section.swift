/// A titled group of rows in a ``Form``, as SwiftUI's `Section`, laid out as GNOME's
/// preferences pages lay out a group: a bold heading above a framed block of rows (GTK: a
/// vertical `GtkBox` holding a `GtkLabel` with the `heading` style class and a framed box with
/// accessible role `GROUP`, named by the title).
///
/// ```swift
/// Form {
///     Section("General") {
///         Toggle("Autosave", isOn: $autosave)
///         Picker("Theme", selection: $theme) { … }
///     }
///     Section("Editor") {
///         Stepper("Font Size: \(fontSize)", value: $fontSize, in: 8...72)
///     }
/// }
/// ```
///
/// A section is not a Tab stop itself: Tab goes through its controls in order, and a
/// `.focused` binding on a section contains focus while any control inside it has focus.
public struct Section<Content: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The heading; `nil` for a group without one.
    public let title: String?
    /// The rows.
    public let content: Content

    /// A section headed `title` holding the built rows.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }

    /// A section without a heading.
    public init(@ViewBuilder content: () -> Content) {
        self.title = nil
        self.content = content()
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        evaluation.emit(
            SectionComponent(title: title), content: content, at: path, context: context, into: &output)
    }
}

/// A ``Section`` (GTK: a heading `GtkLabel` above a framed `GtkBox` of its rows, role `GROUP`).
public struct SectionComponent: ViewComponent {
    /// The heading; `nil` for none.
    public var title: String?
    /// It holds its rows.
    public static var isContainer: Bool { true }
    /// The heading.
    public var describedTitle: String { title ?? "" }
}
