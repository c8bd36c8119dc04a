import CGtk
import FocusUICore

extension LinkComponent: GtkRenderable {
    /// A `GtkLinkButton`.
    public typealias GtkRenderer = LinkGtkRenderer
}

/// Draws a ``LinkComponent``: a `GtkLinkButton` labelled with the title, which hands its URL to
/// the desktop when activated.
@MainActor
public final class LinkGtkRenderer: GtkComponentRenderer {
    /// The link button.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// A link button.
    public init(_ component: LinkComponent, context: GtkRenderContext) {
        widget = gtk_link_button_new(component.destination.absoluteString)!
    }

    /// Applies the title and the URL.
    public func update(from old: LinkComponent?, to new: LinkComponent) {
        let raw = UnsafeMutableRawPointer(widget)
        if new.title != old?.title { gtk_button_set_label(focuskit_as_button(raw), new.title) }
        if new.destination != old?.destination {
            gtk_link_button_set_uri(focuskit_as_link_button(raw), new.destination.absoluteString)
        }
    }
}
