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
/// its handle stays between the column's minimum and maximum, inside what GTK allows. A window
/// made too narrow for a column squeezes it (GTK moves the handle); widened again, the column
/// gets back the width it had (the ideal, or where the user dragged it).
@MainActor
public final class NavigationSplitGtkRenderer: GtkComponentRenderer {
    /// The outer paned.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The columns, in the panes.
    public let children: (any GtkChildContainer)?
    /// The paned after each leading column: the outer one, then the inner one of three columns.
    private let leadingPaneds: [UnsafeMutablePointer<GtkWidget>]
    private var widths: [NavigationSplitViewColumnWidth] = []
    /// Where each handle should be: the column's ideal width, or where the user dragged it.
    /// GTK moving it because the window became too narrow does not change it.
    private var wanted: [Int32?]
    /// Set while a handle goes back to where it is wanted, which is not a new wish.
    private var isRestoring = false
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
        wanted = Array(repeating: nil, count: leadingPaneds.count)
        gtk_widget_add_css_class(widget, "focusui-navigation-split-view")
        children = GtkPaneChildren(panes: panes)
        for (index, paned) in leadingPaneds.enumerated() {
            signals.connectNotify(paned, property: "position") { [unowned self] _, _ in
                self.positionChanged(index)
            }
            // GTK changes the range at a layout whose width changed (`gtk_paned_calc_position`:
            // the range is notified before the position it clamps).
            signals.connectNotify(paned, property: "max-position") { [unowned self] _, _ in
                self.rangeChanged(index)
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
            // Wanted at its ideal width, even while the window is too narrow for it.
            let ideal = Int32(width.ideal.rounded())
            wanted[index] = clamp(ideal, index, to: nil)
            isRestoring = true
            gtk_paned_set_position(Self.paned(paned), ideal)
            isRestoring = false
        }
    }

    /// A handle moved: the user dragged it, the app placed it, or GTK squeezed the column of
    /// a window that became too narrow. Moves it back into its column's range as far as GTK
    /// allows, and remembers where it is wanted, unless GTK squeezed it.
    private func positionChanged(_ index: Int) {
        guard widths.indices.contains(index) else { return }
        let paned = leadingPaneds[index]
        let position = gtk_paned_get_position(Self.paned(paned))
        let range = Self.allowedRange(of: paned)
        // GTK pushed the handle to the highest position it allows, below where it is wanted:
        // the window became too narrow (a drag cannot leave it there, the range only shrinks
        // at a layout).
        if let range, let wanted = wanted[index], wanted > range.highest, position == range.highest,
            !isRestoring
        {
            return
        }
        let target = clamp(position, index, to: range)
        if !isRestoring { wanted[index] = target }
        if target != position { gtk_paned_set_position(Self.paned(paned), target) }
    }

    /// GTK allows other positions (the window's width changed): a squeezed column widens
    /// back to where it is wanted, as far as GTK now allows.
    private func rangeChanged(_ index: Int) {
        let paned = leadingPaneds[index]
        guard widths.indices.contains(index), let wanted = wanted[index],
            let range = Self.allowedRange(of: paned)
        else { return }
        let target = clamp(wanted, index, to: range)
        guard target != gtk_paned_get_position(Self.paned(paned)) else { return }
        isRestoring = true
        gtk_paned_set_position(Self.paned(paned), target)
        isRestoring = false
    }

    /// `position` in the column's range, then in what GTK allows: at the window's narrowest
    /// GTK's range is one position, and asking for another would make GTK clamp it back on
    /// every layout, a loop.
    private func clamp(_ position: Int32, _ index: Int, to range: (lowest: Int32, highest: Int32)?) -> Int32 {
        var target = position
        if let min = widths[index].min { target = Swift.max(target, Int32(min.rounded())) }
        if let max = widths[index].max { target = Swift.min(target, Int32(max.rounded())) }
        if let range {
            target = Swift.min(Swift.max(target, range.lowest), Swift.max(range.lowest, range.highest))
        }
        return target
    }

    /// The positions GTK allows the handle of `paned`, once it is laid out (the range is
    /// meaningless before).
    private static func allowedRange(of paned: UnsafeMutablePointer<GtkWidget>) -> (
        lowest: Int32, highest: Int32
    )? {
        guard gtk_widget_get_width(paned) > 0 else { return nil }
        var lowest: Int32 = 0
        var highest: Int32 = 0
        focuskit_paned_position_range(UnsafeMutableRawPointer(paned), &lowest, &highest)
        return (lowest, highest)
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

    /// A column hidden while focus is in it (`columnVisibility`, `SidebarCommands`) first moves
    /// focus on into the columns after it, to their first Tab stop, as the next Tab would:
    /// GTK would give it to the nearest focusable ancestor of the hidden control
    /// (`maybe_unset_focus_and_default` in `gtkwindow.c`), the split view's `GtkPaned`, focusable
    /// for its handle's F8, where a user sees and hears nothing. The column is then hidden
    /// as any view is (returns `false`).
    public func setHidden(_ isHidden: Bool) -> Bool {
        guard isHidden, GtkWidgetTree.containsFocus(widget) else { return false }
        var pane = widget
        while let parent = gtk_widget_get_parent(pane) {
            if gtk_widget_get_ancestor(parent, gtk_paned_get_type()) == parent {
                let paned = NavigationSplitGtkRenderer.paned(parent)
                if gtk_paned_get_start_child(paned) == pane, let next = gtk_paned_get_end_child(paned) {
                    _ = gtk_widget_child_focus(next, GTK_DIR_TAB_FORWARD)
                }
                break
            }
            pane = parent
        }
        return false
    }
}
