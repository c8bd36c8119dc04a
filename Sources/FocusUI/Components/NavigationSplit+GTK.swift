import CGtk
import FocusUICore

extension NavigationSplitComponent: GtkRenderable {
    /// A horizontal `GtkPaned` (two for three columns).
    public typealias GtkRenderer = NavigationSplitGtkRenderer
}

extension NavigationColumnComponent: GtkRenderable {
    /// A vertical `GtkBox`.
    public typealias GtkRenderer = NavigationColumnGtkRenderer
}

/// Draws a `NavigationSplitComponent`: a horizontal `GtkPaned` whose start pane is the
/// sidebar and whose end pane is the detail, or, for three columns, a second paned holding the
/// content column and the detail. The leading panes keep their natural width when the window
/// grows (`resize-start-child` off) and cannot be dragged narrower than it (`shrink-start-child`
/// off); the detail takes the rest.
@MainActor
public final class NavigationSplitGtkRenderer: GtkComponentRenderer {
    /// The outer paned.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The columns, in the panes.
    public let children: (any GtkChildContainer)?

    /// One paned, or two.
    public init(_ component: NavigationSplitComponent, context: GtkRenderContext) {
        widget = Self.makePaned()
        var panes = [(widget, true), (widget, false)]
        if component.columnCount > 2 {
            let inner = Self.makePaned()
            gtk_paned_set_end_child(Self.paned(widget), inner)
            panes = [(widget, true), (inner, true), (inner, false)]
        }
        gtk_widget_add_css_class(widget, "focusui-navigation-split-view")
        children = GtkPaneChildren(panes: panes)
    }

    /// Nothing to apply: the columns are the children.
    public func update(from old: NavigationSplitComponent?, to new: NavigationSplitComponent) {}

    private static func makePaned() -> UnsafeMutablePointer<GtkWidget> {
        let paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_set_resize_start_child(Self.paned(paned), 0)
        gtk_paned_set_shrink_start_child(Self.paned(paned), 0)
        gtk_paned_set_resize_end_child(Self.paned(paned), 1)
        gtk_paned_set_shrink_end_child(Self.paned(paned), 0)
        gtk_widget_set_hexpand(paned, 1)
        gtk_widget_set_vexpand(paned, 1)
        return paned
    }

    static func paned(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer {
        OpaquePointer(UnsafeMutableRawPointer(widget))
    }
}

/// The panes of a split view, in column order: each column goes into its pane (start or end
/// child of a paned); the reconciler never moves them.
@MainActor
final class GtkPaneChildren: GtkChildContainer {
    private let panes: [(paned: UnsafeMutablePointer<GtkWidget>, isStart: Bool)]

    init(panes: [(UnsafeMutablePointer<GtkWidget>, Bool)]) {
        self.panes = panes.map { (paned: $0.0, isStart: $0.1) }
    }

    func insert(_ child: GtkWidgetHandle, at index: Int) {
        guard panes.indices.contains(index) else { return }
        set(child.outerWidget, at: index)
    }

    func move(_ child: GtkWidgetHandle, to index: Int) {}

    func remove(_ child: GtkWidgetHandle) {
        for index in panes.indices where gtk_widget_get_parent(child.outerWidget) == panes[index].paned {
            let paned = NavigationSplitGtkRenderer.paned(panes[index].paned)
            let current =
                panes[index].isStart ? gtk_paned_get_start_child(paned) : gtk_paned_get_end_child(paned)
            if current == child.outerWidget { set(nil, at: index) }
        }
    }

    private func set(_ widget: UnsafeMutablePointer<GtkWidget>?, at index: Int) {
        let paned = NavigationSplitGtkRenderer.paned(panes[index].paned)
        if panes[index].isStart {
            gtk_paned_set_start_child(paned, widget)
        } else {
            gtk_paned_set_end_child(paned, widget)
        }
    }
}

/// Draws a `NavigationColumnComponent`: a vertical `GtkBox` filling its pane; the sidebar's
/// has the `focusui-sidebar` style class.
@MainActor
public final class NavigationColumnGtkRenderer: GtkComponentRenderer {
    /// The box.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The column's views.
    public let children: (any GtkChildContainer)?

    /// A box.
    public init(_ component: NavigationColumnComponent, context: GtkRenderContext) {
        widget = GtkStackBox.make(GTK_ORIENTATION_VERTICAL, spacing: 0)
        gtk_widget_set_vexpand(widget, 1)
        gtk_widget_set_hexpand(widget, component.role == .detail ? 1 : 0)
        if component.role == .sidebar { gtk_widget_add_css_class(widget, "focusui-sidebar") }
        children = GtkBoxChildren(widget)
    }

    /// Nothing to apply.
    public func update(from old: NavigationColumnComponent?, to new: NavigationColumnComponent) {}
}
