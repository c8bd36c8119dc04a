import CGtk
import FocusKitGTK
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
/// content column and the detail. The leading panes keep their width when the window grows
/// (`resize-start-child` off) and cannot be dragged narrower than their content
/// (`shrink-start-child` off); the detail takes the rest. Each leading pane opens at its
/// column's ideal width (`.navigationSplitViewColumnWidth`, else GNOME's sidebar width) and
/// its handle stays between the column's minimum and maximum, inside what GTK allows.
@MainActor
public final class NavigationSplitGtkRenderer: GtkComponentRenderer {
    /// The outer paned.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The columns, in the panes.
    public let children: (any GtkChildContainer)?
    /// The paned after each leading column: the outer one, then the inner one of three columns.
    private let leadingPaneds: [UnsafeMutablePointer<GtkWidget>]
    private var widths: [NavigationSplitViewColumnWidth] = []
    private let signals = SignalBag()

    /// One paned, or two.
    public init(_ component: NavigationSplitComponent, context: GtkRenderContext) {
        widget = Self.makePaned()
        var panes = [(widget, true), (widget, false)]
        var leadingPaneds = [widget]
        if component.columnCount > 2 {
            let inner = Self.makePaned()
            gtk_paned_set_end_child(Self.paned(widget), inner)
            panes = [(widget, true), (inner, true), (inner, false)]
            leadingPaneds.append(inner)
        }
        self.leadingPaneds = leadingPaneds
        gtk_widget_add_css_class(widget, "focusui-navigation-split-view")
        children = GtkPaneChildren(panes: panes)
        for (index, paned) in leadingPaneds.enumerated() {
            signals.connectNotify(paned, property: "position") { [unowned self] _, _ in
                self.keepInRange(index)
            }
        }
    }

    isolated deinit {
        signals.disconnectAll()
    }

    /// Opens each leading column at its ideal width when its width changes.
    public func update(from old: NavigationSplitComponent?, to new: NavigationSplitComponent) {
        widths = new.columnWidths
        for (index, (paned, width)) in zip(leadingPaneds, widths).enumerated()
        where old?.columnWidths.dropFirst(index).first != width {
            gtk_paned_set_position(Self.paned(paned), Int32(width.ideal.rounded()))
        }
    }

    /// Moves a handle the user dragged (or GTK placed) past its column's range back into it,
    /// as far as GTK allows: a narrow window may leave no room for the column's minimum.
    private func keepInRange(_ index: Int) {
        guard widths.indices.contains(index) else { return }
        let paned = leadingPaneds[index]
        let position = gtk_paned_get_position(Self.paned(paned))
        var target = position
        if let min = widths[index].min { target = Swift.max(target, Int32(min.rounded())) }
        if let max = widths[index].max { target = Swift.min(target, Int32(max.rounded())) }
        // Once laid out, never past what GTK allows (its range is meaningless before): at the
        // window's narrowest the range is one position, and asking for another would make GTK
        // clamp it back on every layout, a loop.
        if gtk_widget_get_width(paned) > 0 {
            var lowest: Int32 = 0
            var highest: Int32 = 0
            focuskit_paned_position_range(UnsafeMutableRawPointer(paned), &lowest, &highest)
            target = Swift.min(Swift.max(target, lowest), Swift.max(lowest, highest))
        }
        if target != position { gtk_paned_set_position(Self.paned(paned), target) }
    }

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
