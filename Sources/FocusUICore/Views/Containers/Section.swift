/// A group of rows with an optional header and footer, as SwiftUI's `Section`.
///
/// In a ``Form`` of style ``FormStyle/grouped`` it is drawn as GNOME's Settings draws a group:
/// libadwaita's `AdwPreferencesGroup`, the header its title, each control a row of its rounded,
/// boxed list, and the footer a dimmed caption below the list. Elsewhere it is a bold heading
/// above a framed block of rows, the footer a dimmed caption below them (a vertical `GtkBox`, the rows in a box with accessible
/// role `GROUP` named by the title).
///
/// ```swift
/// Form {
///     Section {
///         Toggle("Autosave", isOn: $autosave)
///         Picker("Theme", selection: $theme) { … }
///     } header: {
///         Text("General")
///     } footer: {
///         Text("Saved every five minutes.")
///     }
/// }
/// .formStyle(.grouped)
/// ```
///
/// A header that is a ``Text`` (or a title string) becomes the group's title, a footer that is
/// a ``Text`` its caption; any other view is drawn as the first (header) or last (footer) row.
///
/// A section is not a Tab stop itself: Tab goes through its controls in order, and a
/// `.focused` binding on a section contains focus while any control inside it has focus.
/// With `isExpanded` (``init(_:isExpanded:content:)``) its header has a disclosure button
/// (a toggle button named by the title, pressed while expanded, and a Tab stop); the rows
/// exist only while it is expanded.
public struct Section<Header: View, Content: View, Footer: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The header's text, when it is a title or a ``Text``.
    let title: String?
    /// The footer's text, when it is a ``Text``.
    let footerText: String?
    let header: Header
    /// The rows.
    public let content: Content
    let footer: Footer
    let isExpanded: Binding<Bool>?

    init(header: Header, content: Content, footer: Footer, isExpanded: Binding<Bool>?) {
        self.header = header
        self.content = content
        self.footer = footer
        self.isExpanded = isExpanded
        title = (header as? Text)?.content
        footerText = (footer as? Text)?.content
    }

    /// A section with a header and a footer, as SwiftUI's `Section(content:header:footer:)`.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header,
        @ViewBuilder footer: () -> Footer
    ) {
        self.init(header: header(), content: content(), footer: footer(), isExpanded: nil)
    }

    /// A section with a header and a footer given first, as SwiftUI's deprecated but common
    /// `Section(header:footer:content:)`.
    public init(header: Header, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer, isExpanded: nil)
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let isGrouped = context.environment.isInGroupedForm
        let component = SectionComponent(title: title, isGrouped: isGrouped)
        let parts = SectionParts(
            header: title == nil ? header : nil, disclosure: isExpanded.map { ($0, title ?? "") },
            content: isExpanded?.wrappedValue == false ? nil : content,
            footer: footerText == nil ? footer : nil, caption: footerText)
        var rows: [RenderSpec] = []
        var rowsContext = isGrouped ? context.forGroupedFormRows : context.forChildren
        rowsContext.environment.sectionTitle = title
        evaluation.expand(parts, at: path.appending(.content), context: rowsContext, into: &rows)
        output.append(
            RenderSpec(
                path: path, element: context.finish(component), focusBindings: context.node.focusBindings,
                focusedValues: context.node.focusedValues, tag: context.node.tag, children: rows))
    }
}

/// What a section holds: a header view that is not a text, the disclosure button of an
/// expandable section, the rows (unless collapsed), a footer view that is not a text, or the
/// footer's caption.
struct SectionParts<Header: View, Content: View, Footer: View>: View {
    let header: Header?
    let disclosure: (Binding<Bool>, String)?
    let content: Content?
    let footer: Footer?
    let caption: String?

    var body: some View {
        if let header { header }
        if let disclosure {
            Toggle(disclosure.1, isOn: disclosure.0)
                .toggleStyle(.button)
        }
        if let content { content }
        if let footer { footer }
        if let caption { SectionFooter(text: caption) }
    }
}

/// A section's footer text: a caption below its rows, not a row itself.
struct SectionFooter: View, PrimitiveView {
    typealias Body = Never
    let text: String

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        evaluation.emit(SectionFooterComponent(text: text), at: path, context: context, into: &output)
    }
}

/// A ``Section``'s footer when it is a ``Text`` (GTK: a dimmed, wrapping caption `GtkLabel`
/// below the rows; in a grouped form below the group's boxed list, where libadwaita puts a
/// group's other children).
public struct SectionFooterComponent: ViewComponent {
    /// The text.
    public var text: String

    /// A footer showing `text`.
    public init(text: String) {
        self.text = text
    }

    /// The text.
    public var describedTitle: String { text }
}

extension Section where Header == Text, Footer == EmptyView {
    /// A section headed `title` holding the built rows.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: nil)
    }

    /// A section headed `title` that the user expands and collapses, as SwiftUI's
    /// `Section(_:isExpanded:content:)`: the rows exist only while `isExpanded` is true; the
    /// header's disclosure button (a toggle button named `title`) sets it.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content)
    {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Header == EmptyView, Footer == EmptyView {
    /// A section without a heading.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView(), isExpanded: nil)
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header, as SwiftUI's `Section(content:header:)`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: nil)
    }

    /// A section with a header given first, as SwiftUI's `Section(header:content:)`.
    public init(header: Header, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView(), isExpanded: nil)
    }

    /// An expandable section with a header, as SwiftUI's `Section(isExpanded:content:header:)`.
    /// The disclosure button is named by the header when it is a ``Text``.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header
    ) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Header == EmptyView {
    /// A section with a footer, as SwiftUI's `Section(content:footer:)`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer(), isExpanded: nil)
    }

    /// A section with a footer given first, as SwiftUI's `Section(footer:content:)`.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer, isExpanded: nil)
    }
}

/// A ``Section`` (GTK: an `AdwPreferencesGroup` in a grouped form, else a heading `GtkLabel`
/// above a framed `GtkBox` of its rows, role `GROUP`, and the footer).
public struct SectionComponent: ViewComponent {
    /// The heading; `nil` for none.
    public var title: String?
    /// Whether it is a group of a grouped form (``FormStyle/grouped``).
    public var isGrouped: Bool

    /// A section.
    public init(title: String?, isGrouped: Bool = false) {
        self.title = title
        self.isGrouped = isGrouped
    }

    /// It holds its rows.
    public static var isContainer: Bool { true }
    /// The heading.
    public var describedTitle: String { title ?? "" }
    /// Grouped or not: another widget.
    public var structureKey: AnyHashable? { isGrouped }
}

extension SectionComponent {
    /// A section fills the width it is offered.
    public var flexibleAxes: Axis.Set { [.horizontal] }
}

/// The environment key of ``EnvironmentValues/sectionTitle``.
struct SectionTitleKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

extension EnvironmentValues {
    /// The title of the section whose rows are being expanded, if it has one: it names a text
    /// editor in it, which has no title of its own.
    var sectionTitle: String? {
        get { self[SectionTitleKey.self] }
        set { self[SectionTitleKey.self] = newValue }
    }
}
