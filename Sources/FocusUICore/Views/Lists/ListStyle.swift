/// How a ``List`` looks, as SwiftUI's `ListStyle`: `.listStyle(.sidebar)`.
///
/// On GNOME: `.automatic` and `.plain` are a plain list with GTK's row padding (libadwaita's
/// `rich-list`) and a separator between rows; `.inset` (and `.insetGrouped`, `.grouped`) the
/// same inside a rounded card with a margin, as GNOME's boxed lists; `.sidebar` is GNOME's
/// navigation sidebar (`navigation-sidebar`: no separators, rounded selected rows; its rows'
/// texts are one line ending in an ellipsis, as GNOME's sidebars and SwiftUI's on macOS, unless
/// a row sets its own `.lineLimit`);
/// `.bordered` a plain list in a frame. Selected rows take the theme's selection look in every
/// style: libadwaita 1.2 tints them with the text colour (a light grey in the light style), as
/// GNOME 43's own lists and sidebars, where macOS draws the accent colour. In a ``NavigationSplitView``'s sidebar column the automatic
/// style is `.sidebar`, as in SwiftUI.
public protocol ListStyle {
    /// What the style is, for the renderers.
    var kind: ListStyleKind { get }
}

/// The list styles FocusUI draws (``ListStyle``).
public enum ListStyleKind: Hashable, Sendable {
    /// The platform's default: `.plain` on GNOME.
    case automatic
    /// Rows edge to edge with separators.
    case plain
    /// Rows inset in a rounded card.
    case inset
    /// GNOME's navigation sidebar.
    case sidebar
    /// A plain list in a frame; `alternatesRowBackgrounds` stripes the rows.
    case bordered(alternatesRowBackgrounds: Bool)
}

/// The default list style (`.plain` on GNOME).
public struct DefaultListStyle: ListStyle {
    /// The style.
    public init() {}
    /// `.automatic`.
    public var kind: ListStyleKind { .automatic }
}

/// Rows edge to edge with separators (GTK: `rich-list`, `show-separators`).
public struct PlainListStyle: ListStyle {
    /// The style.
    public init() {}
    /// `.plain`.
    public var kind: ListStyleKind { .plain }
}

/// Rows inset in a rounded card (GTK: `rich-list` in a `card`).
public struct InsetListStyle: ListStyle {
    /// The style.
    public init() {}
    /// `.inset`.
    public var kind: ListStyleKind { .inset }
}

/// iOS's grouped style; on GNOME the inset one (a rounded card).
public struct GroupedListStyle: ListStyle {
    /// The style.
    public init() {}
    /// `.inset`.
    public var kind: ListStyleKind { .inset }
}

/// iOS's inset grouped style; on GNOME the inset one (a rounded card).
public struct InsetGroupedListStyle: ListStyle {
    /// The style.
    public init() {}
    /// `.inset`.
    public var kind: ListStyleKind { .inset }
}

/// GNOME's navigation sidebar (GTK: `navigation-sidebar`).
public struct SidebarListStyle: ListStyle {
    /// The style.
    public init() {}
    /// `.sidebar`.
    public var kind: ListStyleKind { .sidebar }
}

/// macOS's bordered style: a plain list in a frame, rows striped when asked.
public struct BorderedListStyle: ListStyle {
    let alternatesRowBackgrounds: Bool
    /// The style; `alternatesRowBackgrounds` stripes the rows.
    public init(alternatesRowBackgrounds: Bool = false) {
        self.alternatesRowBackgrounds = alternatesRowBackgrounds
    }
    /// `.bordered`.
    public var kind: ListStyleKind { .bordered(alternatesRowBackgrounds: alternatesRowBackgrounds) }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default list style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge with separators.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset in a rounded card.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// On GNOME, the inset style.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// On GNOME, the inset style.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// GNOME's navigation sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension ListStyle where Self == BorderedListStyle {
    /// A plain list in a frame.
    public static var bordered: BorderedListStyle { BorderedListStyle() }

    /// A plain list in a frame, rows striped when `alternatesRowBackgrounds`.
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle {
        BorderedListStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

/// The environment key of the list style.
struct ListStyleKey: EnvironmentKey {
    static var defaultValue: ListStyleKind { .automatic }
}

/// The environment key of `.scrollContentBackground(_:)`.
struct ScrollContentBackgroundKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// The style lists inside take (`.listStyle(_:)`).
    var listStyle: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    /// Whether scrollable views inside draw their background (`.scrollContentBackground(_:)`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the lists in this view, as SwiftUI's `listStyle(_:)`.
    ///
    /// ```swift
    /// List(selection: $folder) { … }
    ///     .listStyle(.sidebar)
    /// ```
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let kind = style.kind
        return modified(.environment { $0.listStyle = kind })
    }

    /// Shows or hides the background of the lists (and lazy stacks in scroll views) in this
    /// view, as SwiftUI's `scrollContentBackground(_:)`: `.hidden` lets what is behind show
    /// through (GTK: the list's `view` background is not drawn). Plain `ScrollView`s have no
    /// background of their own on GNOME, so it changes nothing there.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        modified(.environment { $0.scrollContentBackground = visibility })
    }
}
