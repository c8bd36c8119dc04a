import CGtk
import FocusUICore

extension SpacerComponent: GtkRenderable {
    /// An expanding empty box.
    public typealias GtkRenderer = SpacerGtkRenderer
}

/// Draws a `SpacerComponent`: an empty `GtkBox` that expands along its stack's axis (both ways
/// outside a stack), at least its minimum length along both. Expanding across the stack too
/// would make the stack expand that way in its own container (GTK passes `hexpand` and
/// `vexpand` up to the parents), so a row with a spacer would take a column's spare height.
@MainActor
public final class SpacerGtkRenderer: GtkComponentRenderer {
    /// The box.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// An empty box.
    public init(_ component: SpacerComponent, context: GtkRenderContext) {
        widget = GtkStackBox.make(GTK_ORIENTATION_HORIZONTAL, spacing: 0)
    }

    /// The axes it expands along, and the minimum length, as a size request along both axes
    /// (the one across its stack is smaller than the stack anyway).
    public func update(from old: SpacerComponent?, to new: SpacerComponent) {
        if new.flexibleAxes != old?.flexibleAxes {
            gtk_widget_set_hexpand(widget, new.flexibleAxes.contains(.horizontal) ? 1 : 0)
            gtk_widget_set_vexpand(widget, new.flexibleAxes.contains(.vertical) ? 1 : 0)
        }
        guard new.minLength != old?.minLength else { return }
        let length = new.minLength.flatMap { GtkPixels.of($0) } ?? -1
        gtk_widget_set_size_request(widget, length, length)
    }
}
