import CGtk
import FocusUICore

extension DividerComponent: GtkRenderable {
    /// A `GtkSeparator`.
    public typealias GtkRenderer = DividerGtkRenderer
}

/// Draws a `DividerComponent`: a `GtkSeparator` across its stack, horizontal, turned vertical
/// when it is inserted into a horizontal box.
@MainActor
public final class DividerGtkRenderer: GtkComponentRenderer {
    /// The separator.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// A separator.
    public init(_ component: DividerComponent, context: GtkRenderContext) {
        widget = gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!
    }

    /// Nothing changes.
    public func update(from old: DividerComponent?, to new: DividerComponent) {}

    /// Runs across the parent: vertical in a horizontal box.
    public func didInsert(into parent: UnsafeMutablePointer<GtkWidget>) {
        guard focuskit_is_orientable(UnsafeMutableRawPointer(parent)) != 0 else { return }
        let parentOrientation = gtk_orientable_get_orientation(
            focuskit_as_orientable(UnsafeMutableRawPointer(parent)))
        let orientation =
            parentOrientation == GTK_ORIENTATION_HORIZONTAL
            ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
        gtk_orientable_set_orientation(focuskit_as_orientable(UnsafeMutableRawPointer(widget)), orientation)
    }
}
