import CGtk
import FocusKitGTK
import FocusUICore

extension LinkComponent: GtkRenderable {
    /// A `GtkLinkButton`.
    public typealias GtkRenderer = LinkGtkRenderer
}

/// Draws a ``LinkComponent``: a `GtkLinkButton` labelled with the title, whose activation
/// opens the URL through the component's `OpenURLAction` (its `activate-link` handled).
@MainActor
public final class LinkGtkRenderer: GtkComponentRenderer {
    /// The link button.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let signals = SignalBag()
    private var component: LinkComponent

    /// A link button.
    public init(_ component: LinkComponent, context: GtkRenderContext) {
        self.component = component
        widget = gtk_link_button_new(component.destination.absoluteString)!
        signals.connectBoolean(widget, signal: "activate-link") { [unowned self] _ in
            self.component.openURL.value(self.component.destination)
            return true
        }
    }

    isolated deinit {
        signals.disconnectAll()
    }

    /// Applies the title and the URL.
    public func update(from old: LinkComponent?, to new: LinkComponent) {
        component = new
        let raw = UnsafeMutableRawPointer(widget)
        if new.title != old?.title { gtk_button_set_label(focuskit_as_button(raw), new.title) }
        if new.destination != old?.destination {
            gtk_link_button_set_uri(focuskit_as_link_button(raw), new.destination.absoluteString)
        }
    }
}
