/// A view of two or three columns side by side — a sidebar, an optional content column, and a
/// detail column — as SwiftUI's `NavigationSplitView`.
///
/// ```swift
/// NavigationSplitView {
///     List(selection: $folder) { … }
/// } detail: {
///     NoteList(folder: folder)
/// }
/// ```
///
/// On GTK the columns are the panes of a horizontal `GtkPaned` (a second one inside it for
/// three columns), GNOME's sidebar layout: the sidebar keeps its width when the window grows
/// and the detail takes the rest; the user drags the handle to resize, within the
/// column's ``View/navigationSplitViewColumnWidth(min:ideal:max:)`` (a sidebar's default is
/// GNOME's: 220 points, from 180 to 400; a middle column's 300, from 220 to 500). libadwaita 1.2's
/// `AdwLeaflet` would fold the columns into one on a narrow window; FocusUI does not fold them:
/// a window made narrower than its columns squeezes them, and widened again they get back
/// the widths they had.
/// A column's only view sits in the middle of the column along each axis it does not fill, as
/// SwiftUI places it: a detail's `Text("Select a note")` is centred, a list or form fills, a
/// stack holding a text field fills the width and is centred in the height. A window whose
/// scene gives no `.defaultSize` opens at least 800 × 600 when it holds a split view (wider for
/// three columns: the leading columns at their ideal widths and 560 points for the detail), as
/// GNOME's sidebar apps open, not at the natural size of a sidebar beside a placeholder.
///
/// Selection drives the detail as in SwiftUI: a `List(selection:)` in the sidebar and a detail
/// that reads the selection. A ``NavigationLink`` in the sidebar (or the content column) shows
/// its destination in the next column, in place of what that column showed, as on a Mac; its
/// `.navigationDestination(for:)` goes in the same column.
///
/// - **Focus:** Tab goes through the sidebar, then the content column, then the detail (GTK
///   orders a paned's panes left to right), then the header bar; Shift+Tab goes back the same
///   way. A hidden column is not a Tab stop. Activating a link in the sidebar leaves focus on
///   it, as GNOME's sidebars do, so the user can go on choosing; Tab reaches the detail. On
///   GTK, F6 (`GtkPaned`'s key) also moves to the other pane (to a control GTK chooses: the
///   one focused there last, or its first); `FocusUITesting` has no F6 key. A column hidden
///   while focus is in it (``SidebarCommands``, `columnVisibility`) moves focus on into the
///   next column's first Tab stop.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    /// What the sidebar's and content column's links show in the next column, if anything.
    @State private var shownInContent: NavigationSplitPresentation?
    @State private var shownInDetail: NavigationSplitPresentation?
    /// The columns shown when no `columnVisibility` binding is given (``SidebarCommands``
    /// hides and shows the sidebar through it).
    @State private var ownVisibility = NavigationSplitViewVisibility.automatic
    private let visibility: Binding<NavigationSplitViewVisibility>?
    private let sidebar: Sidebar
    private let content: Content?
    private let detail: Detail

    /// The columns.
    public var body: some View {
        let columns = visibility ?? $ownVisibility
        NavigationSplitContent(
            sidebar: sidebar, content: content, detail: detail,
            visibility: columns.wrappedValue, shownInContent: $shownInContent,
            shownInDetail: $shownInDetail
        )
        .focusedSceneValue(\.isSidebarShown, Self.sidebarShown(columns, threeColumns: content != nil))
    }

    /// Whether the sidebar shows, as ``SidebarCommands`` reads and writes it: hiding it leaves
    /// the detail (with two columns) or the content and the detail (with three); showing it
    /// shows every column.
    private static func sidebarShown(
        _ columns: Binding<NavigationSplitViewVisibility>, threeColumns: Bool
    ) -> Binding<Bool> {
        Binding(
            get: {
                let visibility = columns.wrappedValue
                return !(visibility == .detailOnly || (threeColumns && visibility == .doubleColumn))
            },
            set: { shown in columns.wrappedValue = shown ? .all : (threeColumns ? .doubleColumn : .detailOnly)
            }
        )
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A sidebar and a detail column, as SwiftUI's `init(sidebar:detail:)`.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        visibility = nil
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }

    /// A sidebar and a detail column whose sidebar shows while `columnVisibility` says so, as
    /// SwiftUI's `init(columnVisibility:sidebar:detail:)`: ``NavigationSplitViewVisibility/detailOnly``
    /// hides it (it keeps its state); the others show it.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        visibility = columnVisibility
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }
}

extension NavigationSplitView {
    /// A sidebar, a content column and a detail column, as SwiftUI's
    /// `init(sidebar:content:detail:)`.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        visibility = nil
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// Three columns whose sidebar and content column show while `columnVisibility` says so,
    /// as SwiftUI's `init(columnVisibility:sidebar:content:detail:)`:
    /// ``NavigationSplitViewVisibility/doubleColumn`` hides the sidebar,
    /// ``NavigationSplitViewVisibility/detailOnly`` both.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        visibility = columnVisibility
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }
}

/// Which columns of a ``NavigationSplitView`` show, as SwiftUI's
/// `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String

    /// Every column (GTK: always, as a desktop window is wide enough).
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns; the sidebar is hidden (with two columns, both show).
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column only.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// What a link in one column shows in the next.
struct NavigationSplitPresentation: Hashable {
    /// The link's value, or for `NavigationLink(destination:)` its identity.
    let value: AnyHashable
    /// Whether `value` is a link's identity.
    let isLink: Bool
}
