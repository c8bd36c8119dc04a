/// A view that says there is nothing to show, and why, as SwiftUI's `ContentUnavailableView`:
/// an icon, a title, a description and optional actions, centred.
///
/// ```swift
/// if notes.isEmpty {
///     ContentUnavailableView("No Notes", systemImage: "note.text",
///                            description: Text("Notes you write appear here."))
/// }
/// ```
///
/// On GTK it is libadwaita's `AdwStatusPage`, as GNOME's apps show an empty state: a large dimmed
/// icon, the title as a heading, the description below, the actions under them. The title and
/// description are not Tab stops; the actions are, in order. A label or description that is not
/// a ``Label`` or ``Text`` is not shown (an `AdwStatusPage` takes strings).
public struct ContentUnavailableView<LabelContent: View, Description: View, Actions: View>: View,
    PrimitiveView
{
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    let title: String?
    let iconName: String?
    /// The SF Symbol asked for when no freedesktop icon is close to it.
    var unmappedSystemName: String?
    let label: AnyView?
    let description: AnyView?
    let actions: Actions

    /// A view with a label (a ``Label`` gives the title and icon, a ``Text`` the title), a
    /// description and actions, as SwiftUI's `init(label:description:actions:)`.
    public init(
        @ViewBuilder label: () -> LabelContent, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        title = nil
        iconName = nil
        self.label = AnyView(label())
        self.description = AnyView(description())
        self.actions = actions()
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let shown = evaluation.labelTextAndIcon(label, at: path, context: context)
        let text = title ?? shown.text
        let icon = iconName ?? shown.icon
        let details = description.map {
            evaluation.labelText($0, at: path.appending(.index(1)), context: context)
        }
        var component = ContentUnavailableComponent(
            title: text, iconName: icon, description: details?.isEmpty == false ? details : nil)
        component.unmappedSystemName = unmappedSystemName
        if iconName == nil, let symbol = shown.unmappedSystemName {
            component.unmappedSystemName = symbol
            component.isUnmappedSymbolInLabel = true
        }
        evaluation.emit(component, content: actions, at: path, context: context, into: &output)
    }
}

extension ContentUnavailableView
where LabelContent == Label<Text, Image>, Description == Text, Actions == EmptyView {
    /// A view titled `title` with the icon nearest to the SF Symbol `systemImage`
    /// (``Image/init(systemName:)``) and an optional description, as SwiftUI's
    /// `init(_:systemImage:description:)`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
        self.title = String(title)
        let image = Image(systemName: systemImage)
        iconName = image.iconName
        unmappedSystemName = image.unmappedSystemName
        label = nil
        self.description = description.map { AnyView($0) }
        actions = EmptyView()
    }

    /// "No Results", as SwiftUI's `ContentUnavailableView.search`: for a search that found
    /// nothing.
    public static var search: Self {
        Self(
            "No Results", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }

    /// "No Results for “text”", as SwiftUI's `ContentUnavailableView.search(text:)`.
    public static func search(text: String) -> Self {
        Self(
            "No Results for “\(text)”", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}

/// A ``ContentUnavailableView`` (GTK: `AdwStatusPage`, its actions in a box as its child).
public struct ContentUnavailableComponent: ViewComponent {
    /// The title.
    public var title: String
    /// The freedesktop icon name, if any.
    public var iconName: String?
    /// The description, if any.
    public var description: String?
    /// The SF Symbol asked for when no freedesktop icon is close to it (`image-missing`
    /// shows), reported once by the renderers.
    package var unmappedSystemName: String?
    /// Whether that symbol is an `Image(systemName:)` in its label (`init(label:description:actions:)`).
    package var isUnmappedSymbolInLabel = false

    /// The warning the renderers give for an SF Symbol without a close icon, if any.
    package var unmappedSymbolWarning: String? {
        unmappedSystemName.map {
            ImageComponent.unmappedSymbolWarning(
                shownBy: isUnmappedSymbolInLabel
                    ? "ContentUnavailableView's label Image(systemName: \"\($0)\")"
                    : "ContentUnavailableView(systemImage: \"\($0)\")",
                remedy: "use a Label with Image(iconName:) and a name from the icon theme")
        }
    }

    /// The view's values.
    public init(title: String, iconName: String?, description: String?) {
        self.title = title
        self.iconName = iconName
        self.description = description
    }

    /// It holds its actions.
    public static var isContainer: Bool { true }
    /// The title.
    public var describedTitle: String { title }
}

extension ContentUnavailableComponent {
    /// It fills the room it is offered.
    public var flexibleAxes: Axis.Set { [.horizontal, .vertical] }
}
