/// A view placed in the window's toolbar by ``View/toolbar(content:)``, as SwiftUI's
/// `ToolbarItem` (GTK: a box in the window's `GtkHeaderBar`, shared with the main menu of the
/// app's commands).
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .primaryAction) {
///         Button("Reset") { settings = .defaults }
///     }
///     ToolbarItem(placement: .navigation) {
///         Button("Back") { dismiss() }
///     }
/// }
/// ```
///
/// A button's ``Label`` in it, and so a `Button(_:systemImage:action:)`, shows its icon only
/// (the automatic ``LabelStyle``), as GNOME's header bars and SwiftUI's toolbars on macOS do;
/// its title names the button for screen readers and is its tooltip unless `.help` gives
/// another.
///
/// The views in it are Tab stops and focus fields as anywhere else (contract rule 20): GTK
/// reaches the header bar after the window's content, so Tab goes through the content first,
/// then the toolbar, then wraps around.
public struct ToolbarItem<Content: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// Where the item goes.
    public let placement: ToolbarItemPlacement
    /// The item's views.
    public let content: Content

    /// An item at `placement` holding the built views.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        var context = context
        context.environment.toolbarItemPlacement = placement
        evaluation.emit(
            ToolbarItemComponent(placement: placement), content: content, at: path, context: context,
            into: &output)
    }
}

struct ToolbarItemPlacementKey: EnvironmentKey {
    static var defaultValue: ToolbarItemPlacement? { nil }
}

extension EnvironmentValues {
    /// The placement of the toolbar item around these views; `nil` outside the toolbar. A
    /// button in a confirmation or destructive item takes that look from it.
    var toolbarItemPlacement: ToolbarItemPlacement? {
        get { self[ToolbarItemPlacementKey.self] }
        set { self[ToolbarItemPlacementKey.self] = newValue }
    }
}

/// A ``ToolbarItem`` (GTK: a box in the window's `GtkHeaderBar`).
public struct ToolbarItemComponent: ViewComponent {
    /// Where it goes in the header bar.
    public var placement: ToolbarItemPlacement
    /// It holds its content.
    public static var isContainer: Bool { true }
}

/// Several views placed together in the window's toolbar, as SwiftUI's `ToolbarItemGroup`
/// (GTK: one box in the header bar holding them side by side, in order).
///
/// ```swift
/// .toolbar {
///     ToolbarItemGroup(placement: .primaryAction) {
///         Button("Undo", systemImage: "arrow.uturn.backward") { undo() }
///         Button("Redo", systemImage: "arrow.uturn.forward") { redo() }
///     }
/// }
/// ```
///
/// Its views are what a ``ToolbarItem`` with the same content would be: icon-only labels,
/// Tab stops after the window's content, focus fields (contract rule 20).
public struct ToolbarItemGroup<Content: View>: View {
    /// Where the views go.
    public let placement: ToolbarItemPlacement
    /// The views.
    public let content: Content

    /// The built views at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// One item holding the views.
    public var body: some View {
        ToolbarItem(placement: placement) { content }
    }
}
