import CGtk
import FocusUICore

extension SpacerComponent: GtkRenderable {
    /// An expanding empty box.
    public typealias GtkRenderer = SpacerGtkRenderer
}

/// Draws a `SpacerComponent`: an empty `GtkBox` that expands both ways (its stack takes the
/// direction that matters), at least its minimum length along both.
@MainActor
public final class SpacerGtkRenderer: GtkComponentRenderer {
    /// The box.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// An expanding box.
    public init(_ component: SpacerComponent, context: GtkRenderContext) {
        widget = GtkStackBox.make(GTK_ORIENTATION_HORIZONTAL, spacing: 0)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
    }

    /// The minimum length, as a size request along both axes (the one across its stack is
    /// smaller than the stack anyway).
    public func update(from old: SpacerComponent?, to new: SpacerComponent) {
        guard new.minLength != old?.minLength else { return }
        let length = new.minLength.flatMap { GtkPixels.of($0) } ?? -1
        gtk_widget_set_size_request(widget, length, length)
    }
}
