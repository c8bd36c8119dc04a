import CGtk
import FocusUICore

extension SectionComponent: GtkRenderable {
    /// A heading above a framed box of rows.
    public typealias GtkRenderer = SectionGtkRenderer
}

/// Draws a ``SectionComponent``: a vertical box holding a heading label (hidden without a
/// title) and a framed box of rows with the accessible role `GROUP`, named after the heading.
/// The rows go into the framed box.
@MainActor
public final class SectionGtkRenderer: GtkComponentRenderer {
    /// The section's box.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let heading: UnsafeMutablePointer<GtkWidget>
    private let rows: UnsafeMutablePointer<GtkWidget>
    /// The rows.
    public let children: (any GtkChildContainer)?

    /// A heading and a framed box.
    public init(_ component: SectionComponent, context: GtkRenderContext) {
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_widget_add_css_class(widget, "focusui-section")
        heading = gtk_label_new(nil)!
        gtk_widget_add_css_class(heading, "heading")
        gtk_label_set_xalign(focuskit_as_label(UnsafeMutableRawPointer(heading)), 0)
        rows = GtkAccessibility.makeWidget(type: gtk_box_get_type(), role: GTK_ACCESSIBLE_ROLE_GROUP)
        gtk_orientable_set_orientation(
            focuskit_as_orientable(UnsafeMutableRawPointer(rows)), GTK_ORIENTATION_VERTICAL)
        gtk_box_set_spacing(focuskit_as_box(UnsafeMutableRawPointer(rows)), 0)
        gtk_widget_add_css_class(rows, "frame")
        gtk_widget_add_css_class(rows, "focusui-section-rows")
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(widget)), heading)
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(widget)), rows)
        children = GtkBoxChildren(rows)
    }

    /// Shows the heading (hidden when there is none) and names the group after it.
    public func update(from old: SectionComponent?, to new: SectionComponent) {
        guard new.title != old?.title || old == nil else { return }
        gtk_label_set_text(focuskit_as_label(UnsafeMutableRawPointer(heading)), new.title ?? "")
        gtk_widget_set_visible(heading, new.title == nil ? 0 : 1)
        if let title = new.title { GtkAccessibility.setLabel(rows, title) }
    }

    /// A section is named by its heading; `.accessibilityLabel` names its group of rows.
    public func setAccessibleName(_ name: String) {
        GtkAccessibility.setLabel(rows, name)
    }
}
