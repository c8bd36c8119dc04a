import CGtk
import FocusUICore

extension StackComponent: GtkRenderable {
    /// A `GtkBox`.
    public typealias GtkRenderer = StackGtkRenderer
}

/// Draws a `StackComponent`: a `GtkBox` along its axis (spacing 6 by default).
@MainActor
public final class StackGtkRenderer: GtkComponentRenderer {
    /// The space between children when the stack gives none, in pixels.
    package static let defaultSpacing: Int32 = 6

    /// The box.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// Its children, in order.
    public let children: (any GtkChildContainer)?

    /// A box along the stack's axis.
    public init(_ component: StackComponent, context: GtkRenderContext) {
        widget = GtkStackBox.make(
            component.axis == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL,
            spacing: Self.defaultSpacing)
        children = GtkBoxChildren(widget)
    }

    /// Applies the spacing.
    public func update(from old: StackComponent?, to new: StackComponent) {
        guard new.spacing != old?.spacing, let spacing = new.spacing else { return }
        gtk_box_set_spacing(focuskit_as_box(UnsafeMutableRawPointer(widget)), GtkPixels.of(spacing) ?? 0)
    }
}
