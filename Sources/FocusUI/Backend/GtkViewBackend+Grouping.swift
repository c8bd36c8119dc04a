import CGtk
import FocusKitGTK
import FocusUICore

/// `Section` and `Divider`: structure without a value.
extension GtkViewBackend {
    /// A section: a vertical box holding a heading label and a framed box of rows with
    /// accessible role `GROUP` (children go into the rows); a divider: a `GtkSeparator`, made
    /// horizontal and turned vertical when it is inserted into a horizontal box.
    func makeGroupingWidget(for element: Element) -> GtkWidgetHandle {
        if element.kind == .divider {
            let separator = gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!
            return GtkWidgetHandle(widget: separator, element: element)
        }
        let section = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_widget_add_css_class(section, "focusui-section")
        let heading = gtk_label_new(nil)!
        gtk_widget_add_css_class(heading, "heading")
        gtk_label_set_xalign(focuskit_as_label(UnsafeMutableRawPointer(heading)), 0)
        let rows = GtkAccessibility.makeWidget(type: gtk_box_get_type(), role: GTK_ACCESSIBLE_ROLE_GROUP)
        gtk_orientable_set_orientation(
            focuskit_as_orientable(UnsafeMutableRawPointer(rows)), GTK_ORIENTATION_VERTICAL)
        gtk_box_set_spacing(focuskit_as_box(UnsafeMutableRawPointer(rows)), 0)
        gtk_widget_add_css_class(rows, "frame")
        gtk_widget_add_css_class(rows, "focusui-section-rows")
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(section)), heading)
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(section)), rows)
        let handle = GtkWidgetHandle(widget: section, element: element)
        handle.childContainer = rows
        handle.rowLabel = heading
        return handle
    }

    /// Shows the heading (hidden when there is none) and names the group after it.
    func updateSection(_ handle: GtkWidgetHandle, title: String?) {
        guard let heading = handle.rowLabel, let rows = handle.childContainer else { return }
        gtk_label_set_text(focuskit_as_label(UnsafeMutableRawPointer(heading)), title ?? "")
        gtk_widget_set_visible(heading, title == nil ? 0 : 1)
        if let title { GtkAccessibility.setLabel(rows, title) }
    }

    /// A divider runs across its stack: vertical in a horizontal box.
    func orientDivider(_ child: GtkWidgetHandle, in parent: GtkWidgetHandle) {
        guard child.element.kind == .divider else { return }
        let parentOrientation = gtk_orientable_get_orientation(
            focuskit_as_orientable(UnsafeMutableRawPointer(parent.container)))
        let orientation =
            parentOrientation == GTK_ORIENTATION_HORIZONTAL
            ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
        gtk_orientable_set_orientation(
            focuskit_as_orientable(UnsafeMutableRawPointer(child.widget)), orientation)
    }
}
