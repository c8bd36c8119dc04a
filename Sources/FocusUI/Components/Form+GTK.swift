import CGtk
import FocusUICore

extension FormComponent: GtkRenderable {
    /// A vertical `GtkBox`.
    public typealias GtkRenderer = FormGtkRenderer
}

/// Draws a ``FormComponent``: a vertical `GtkBox` with the `form` style class, rows 12 apart.
@MainActor
public final class FormGtkRenderer: GtkComponentRenderer {
    /// The box.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// Its rows, in order.
    public let children: (any GtkChildContainer)?

    /// A vertical box.
    public init(_ component: FormComponent, context: GtkRenderContext) {
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_widget_add_css_class(widget, "form")
        children = GtkBoxChildren(widget)
    }

    /// Nothing changes.
    public func update(from old: FormComponent?, to new: FormComponent) {}
}
