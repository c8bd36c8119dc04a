import CGtk
import FocusUICore

extension FormComponent: GtkRenderable {
    /// An `AdwPreferencesPage` when grouped, else a vertical `GtkBox`.
    public typealias GtkRenderer = FormGtkRenderer
}

/// Draws a `FormComponent`: grouped, libadwaita's `AdwPreferencesPage` (which scrolls and
/// keeps its groups at a readable width, as GNOME's Settings pages), each section one of its
/// groups; otherwise a vertical `GtkBox` with the `form` style class, rows 12 apart.
@MainActor
public final class FormGtkRenderer: GtkComponentRenderer {
    /// The page or the box.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// Its sections and rows, in order.
    public let children: (any GtkChildContainer)?

    /// A preferences page or a vertical box.
    public init(_ component: FormComponent, context: GtkRenderContext) {
        if component.isGrouped {
            widget = adw_preferences_page_new()!
            gtk_widget_set_vexpand(widget, 1)
            children = GtkPreferencesPageGroups(page: widget)
        } else {
            widget = GtkStackBox.make(GTK_ORIENTATION_VERTICAL, spacing: 12)
            gtk_widget_add_css_class(widget, "form")
            children = GtkBoxChildren(widget)
        }
    }

    /// Nothing changes.
    public func update(from old: FormComponent?, to new: FormComponent) {}
}
