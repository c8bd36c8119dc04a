import CGtk
import FocusUICore

extension ImageComponent: GtkRenderable {
    /// A `GtkImage` or a `GtkPicture`.
    public typealias GtkRenderer = ImageGtkRenderer
}

/// Draws an `ImageComponent`: an icon as a `GtkImage` of the icon theme at the image scale's
/// pixel size; a picture as a `GtkPicture` at its natural size, or, resizable, filling the
/// space it is offered (stretched, or contained or covering as the content mode says). A
/// resizable icon is a picture of the theme's icon at 256 pixels, scaled to its space (and so
/// to `.frame`). A decorative image is hidden from screen readers. An SF Symbol without a close
/// icon is reported once (`ImageComponent.unmappedSymbolWarning`).
@MainActor
public final class ImageGtkRenderer: GtkComponentRenderer {
    /// The image or picture.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let isPicture: Bool
    private let context: GtkRenderContext

    /// An image or a picture.
    public init(_ component: ImageComponent, context: GtkRenderContext) {
        isPicture = component.isPicture
        let type = isPicture ? gtk_picture_get_type() : gtk_image_get_type()
        // A role trait (`.accessibilityAddTraits(.isButton)`) is the widget's role, set as it is made.
        if let role = context.modifiers.accessibilityTraitRole(of: ImageComponent.self) {
            widget = GtkAccessibility.makeWidget(type: type, role: GtkAccessibility.role(role))
        } else {
            widget = isPicture ? gtk_picture_new()! : gtk_image_new()!
        }
        // Without `.accessibilityLabel` it has no name, not its type's ("GtkImage" in a
        // sidebar row, beside its title).
        GtkUnnamedAccessibles.name(widget, "")
        self.context = context
    }

    /// Applies the source, the size and how it fills its space.
    public func update(from old: ImageComponent?, to new: ImageComponent) {
        let raw = UnsafeMutableRawPointer(widget)
        if let warning = new.unmappedSymbolWarning, new.unmappedSystemName != old?.unmappedSystemName {
            context.warn(warning)
        }
        if new.source != old?.source {
            switch new.source {
            case .icon(let name) where isPicture:
                let theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(widget))
                let paintable = gtk_icon_theme_lookup_icon(
                    theme, name, nil, 256, gtk_widget_get_scale_factor(widget), GTK_TEXT_DIR_NONE,
                    GtkIconLookupFlags(0))
                gtk_picture_set_paintable(
                    focuskit_as_picture(raw), OpaquePointer(UnsafeMutableRawPointer(paintable)))
                g_object_unref(UnsafeMutableRawPointer(paintable))
            case .icon(let name): gtk_image_set_from_icon_name(focuskit_as_image(raw), name)
            case .file(let path): gtk_picture_set_filename(focuskit_as_picture(raw), path)
            }
        }
        if new.isResizable != old?.isResizable || new.contentMode != old?.contentMode
            || new.scale != old?.scale
        {
            gtk_widget_set_hexpand(widget, new.isResizable ? 1 : 0)
            gtk_widget_set_vexpand(widget, new.isResizable ? 1 : 0)
            if isPicture {
                let picture = focuskit_as_picture(raw)
                gtk_picture_set_can_shrink(picture, new.isResizable ? 1 : 0)
                let fit: GtkContentFit =
                    switch new.contentMode {
                    case nil: GTK_CONTENT_FIT_FILL
                    case .fit?: GTK_CONTENT_FIT_CONTAIN
                    case .fill?: GTK_CONTENT_FIT_COVER
                    }
                gtk_picture_set_content_fit(picture, fit)
            } else {
                gtk_image_set_pixel_size(focuskit_as_image(raw), Int32(new.scale.pixels))
            }
        }
    }
}
