import CGtk
import FocusUICore

extension ShapeComponent: GtkRenderable {
    /// An empty box drawn with CSS.
    public typealias GtkRenderer = ShapeGtkRenderer
}

/// Draws a `ShapeComponent`: an empty `GtkBox` that takes all the room it is offered (a
/// shape's frame decides its size), drawn with CSS: the fill as its background colour, the
/// stroke as its border, the corners rounded for a rounded rectangle, capsule, circle or
/// ellipse. Screen readers skip it (role `PRESENTATION`), as they skip a drawing.
@MainActor
public final class ShapeGtkRenderer: GtkComponentRenderer {
    /// The box.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// An expanding box.
    public init(_ component: ShapeComponent, context: GtkRenderContext) {
        widget = GtkAccessibility.makeWidget(type: gtk_box_get_type(), role: GTK_ACCESSIBLE_ROLE_PRESENTATION)
        GtkStackBox.installLayout(on: widget)
        gtk_widget_add_css_class(widget, "focusui-shape")
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
    }

    /// Applies the fill, stroke and corners.
    public func update(from old: ShapeComponent?, to new: ShapeComponent) {
        guard new != old else { return }
        let classes = new.styleClasses
        for name in old?.styleClasses ?? [] where !classes.contains(name) {
            gtk_widget_remove_css_class(widget, name)
        }
        FocusUIDynamicStyles.ensureRules(for: classes)
        for name in classes { gtk_widget_add_css_class(widget, name) }
    }
}
