/// SwiftUI's deprecated `NavigationView`, kept so that older code compiles and works: with one
/// view it is a ``NavigationStack`` around it; with two or three (a sidebar, then the detail),
/// a ``NavigationSplitView`` of those columns, in which a ``NavigationLink`` of the sidebar
/// shows its destination in the next column, as on a Mac.
///
/// ```swift
/// NavigationView {
///     List { NavigationLink("Inbox") { MailboxView() } }
///     Text("Choose a mailbox")
/// }
/// ```
///
/// `.navigationViewStyle(.stack)` makes it a stack whatever it holds (the views one under the
/// other on the root page). Focus behaves as in the view it becomes.
public struct NavigationView<Content: View>: View {
    private let content: Content
    @Environment(\.navigationViewStyle) private var style

    /// A navigation view of the built views.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A stack, or a split view of the columns.
    public var body: some View {
        let columns = (content as? any NavigationViewColumns)?.columnViews ?? []
        if style != .stack, columns.count == 2 {
            NavigationSplitView {
                columns[0]
            } detail: {
                columns[1]
            }
        } else if style != .stack, columns.count >= 3 {
            NavigationSplitView {
                columns[0]
            } content: {
                columns[1]
            } detail: {
                columns[2]
            }
        } else {
            NavigationStack { content }
        }
    }
}

/// How a ``NavigationView`` shows its views, as SwiftUI's `NavigationViewStyle`.
public struct NavigationViewStyle: Hashable, Sendable {
    let name: String

    /// Columns for two or three views, a stack for one.
    public static let automatic = NavigationViewStyle(name: "automatic")
    /// A stack, whatever the view holds (SwiftUI's `StackNavigationViewStyle`).
    public static let stack = NavigationViewStyle(name: "stack")
    /// Columns (SwiftUI's `DoubleColumnNavigationViewStyle`, `ColumnNavigationViewStyle`).
    public static let columns = NavigationViewStyle(name: "columns")
}

extension View {
    /// Sets how the ``NavigationView``s inside show their views, as SwiftUI's deprecated
    /// `navigationViewStyle(_:)`.
    public func navigationViewStyle(_ style: NavigationViewStyle) -> some View {
        environment(\.navigationViewStyle, style)
    }
}

/// The environment key of ``NavigationViewStyle``.
struct NavigationViewStyleKey: EnvironmentKey {
    static var defaultValue: NavigationViewStyle { .automatic }
}

extension EnvironmentValues {
    /// How ``NavigationView``s here show their views.
    public var navigationViewStyle: NavigationViewStyle {
        get { self[NavigationViewStyleKey.self] }
        set { self[NavigationViewStyleKey.self] = newValue }
    }
}

/// A view built of several views side by side (a ``TupleView``): a navigation view's columns.
@MainActor
protocol NavigationViewColumns {
    var columnViews: [AnyView] { get }
}

extension TupleView: NavigationViewColumns {
    var columnViews: [AnyView] {
        var views: [AnyView] = []
        for view in repeat each value { views.append(AnyView(view)) }
        return views
    }
}
