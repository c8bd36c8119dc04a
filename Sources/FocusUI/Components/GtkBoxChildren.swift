import CGtk
import FocusUICore

/// The children of a container that is a `GtkBox` (a stack, a form, a section's rows, a scroll
/// view's content, a toolbar item's box), in the reconciler's order.
///
/// Keeps the children it inserted in order (a pointer array, no GTK call), so an insert or a
/// move finds its previous sibling at once: one `gtk_box_insert_child_after` or
/// `gtk_box_reorder_child_after`, however many children the box has.
@MainActor
public final class GtkBoxChildren: GtkChildContainer {
    /// The box.
    public let box: UnsafeMutablePointer<GtkWidget>
    private var order: [UnsafeMutablePointer<GtkWidget>] = []

    /// The children of `box`, which the renderer owns.
    public init(_ box: UnsafeMutablePointer<GtkWidget>) {
        self.box = box
    }

    private var gtkBox: UnsafeMutablePointer<GtkBox> { focuskit_as_box(UnsafeMutableRawPointer(box)) }

    /// `gtk_box_insert_child_after` the child now at `index - 1`.
    public func insert(_ child: GtkWidgetHandle, at index: Int) {
        let position = min(max(index, 0), order.count)
        let previous = position > 0 ? order[position - 1] : nil
        gtk_box_insert_child_after(gtkBox, child.outerWidget, previous)
        order.insert(child.outerWidget, at: position)
    }

    /// `gtk_box_reorder_child_after`: reorders in place, so a focused child keeps focus.
    public func move(_ child: GtkWidgetHandle, to index: Int) {
        order.removeAll { $0 == child.outerWidget }
        let position = min(max(index, 0), order.count)
        let previous = position > 0 ? order[position - 1] : nil
        gtk_box_reorder_child_after(gtkBox, child.outerWidget, previous)
        order.insert(child.outerWidget, at: position)
    }

    /// `gtk_box_remove`; GTK unmaps the subtree, which the focus host reports (rule 11).
    public func remove(_ child: GtkWidgetHandle) {
        order.removeAll { $0 == child.outerWidget }
        guard gtk_widget_get_parent(child.outerWidget) == box else { return }
        gtk_box_remove(gtkBox, child.outerWidget)
    }
}
