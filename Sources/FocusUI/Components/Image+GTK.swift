import CGtk
import FocusUICore

extension ImageComponent: GtkRenderable {
    /// A `GtkImage`.
    public typealias GtkRenderer = ImageGtkRenderer
}

/// Draws an ``ImageComponent``: a `GtkImage` of the icon theme's icon.
@MainActor
public final class ImageGtkRenderer: GtkComponentRenderer {
    /// The image.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// An image.
    public init(_ component: ImageComponent, context: GtkRenderContext) {
        widget = gtk_image_new()!
    }

    /// Applies the icon.
    public func update(from old: ImageComponent?, to new: ImageComponent) {
        guard new.iconName != old?.iconName else { return }
        gtk_image_set_from_icon_name(focuskit_as_image(UnsafeMutableRawPointer(widget)), new.iconName)
    }
}
