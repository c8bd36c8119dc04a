extension View {
    /// Puts items in the toolbar of the window this view is in, as SwiftUI's
    /// `toolbar(content:)` (GTK: the window's `GtkHeaderBar`, where the main menu of the app's
    /// commands also is).
    ///
    /// ```swift
    /// Form { … }
    ///     .navigationTitle("Preferences")
    ///     .toolbar {
    ///         ToolbarItem(placement: .primaryAction) {
    ///             Button("Reset") { reset() }
    ///         }
    ///     }
    /// ```
    ///
    /// Each ``ToolbarItem`` goes where its placement says; a view not in a `ToolbarItem` is an
    /// item of its own with ``ToolbarItemPlacement/automatic`` placement. Items keep the order
    /// in which they first appear within their placement. They inherit this view's environment
    /// (`.disabled` on it disables them too), are hidden with it (`.hidden()`) and go away with
    /// it. GTK gives a window a header bar only before it is shown: in a window without one (an
    /// app with a menu bar), a `.toolbar` that first appears later is left out, with a warning.
    ///
    /// - **Focus in:** a focusable item is a Tab stop after the window's content; a `.focused`
    ///   state bound to it reads its value when it gets focus.
    /// - **Focus out:** the state becomes `nil` when focus leaves, or when the item goes away,
    ///   is hidden or disabled while focused.
    /// - **Write:** assigning its value focuses it.
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        ToolbarModifier(content: self, items: content())
    }
}

/// A view with toolbar items: the content in place, then the items as siblings, which the
/// backend puts in the window's toolbar.
struct ToolbarModifier<Content: View, Items: View>: View, PrimitiveView {
    typealias Body = Never

    let content: Content
    let items: Items

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        evaluation.expand(content, at: path.appending(.modifier), context: context, into: &output)
        var specs: [RenderSpec] = []
        // `.hidden()` on the view hides its items too, as in SwiftUI; no other modifier of the
        // content reaches them (the environment does, as for any child).
        var itemContext = context.forChildren
        itemContext.node.isHidden = context.node.isHidden
        evaluation.expand(items, at: path.appending(.content), context: itemContext, into: &specs)
        for spec in specs {
            if spec.element.component is ToolbarItemComponent {
                output.append(spec)
                continue
            }
            // A bare view is an automatic item of its own.
            let element = context.forChildren.finish(ToolbarItemComponent(placement: .automatic))
            output.append(
                RenderSpec(
                    path: spec.path.appending(.branch(-1)), element: element, focusBindings: [],
                    children: [spec]))
        }
    }
}

/// An item the system puts in a window's toolbar, which ``View/toolbar(removing:)`` takes
/// away, as SwiftUI's `ToolbarDefaultItemKind`.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case sidebarToggle, title
    }

    private let kind: Kind

    /// The button that shows and hides a split view's sidebar. FocusUI's
    /// ``NavigationSplitView`` shows none on GTK (GNOME's sidebars of libadwaita 1.2 do not
    /// fold), so there is none to remove.
    public static let sidebarToggle = ToolbarDefaultItemKind(kind: .sidebarToggle)
    /// The window's title (and subtitle) in the middle of the toolbar.
    public static let title = ToolbarDefaultItemKind(kind: .title)

    /// Whether it is the title.
    var isTitle: Bool { kind == .title }
}

extension View {
    /// Removes an item the system puts in the window's toolbar, as SwiftUI's
    /// `toolbar(removing:)`; `nil` removes nothing.
    ///
    /// ```swift
    /// ContentView()
    ///     .toolbar(removing: .title)
    /// ```
    ///
    /// On GTK, ``ToolbarDefaultItemKind/title`` hides the header bar's title and subtitle
    /// (`AdwWindowTitle`); the window keeps its title for the window manager and screen readers.
    /// ``ToolbarDefaultItemKind/sidebarToggle``: a split view shows no sidebar toggle on GTK, so
    /// the window already has none. While any view of the window asks, the title stays hidden.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        modified(.toolbarRemoving(defaultItemKind))
    }
}
