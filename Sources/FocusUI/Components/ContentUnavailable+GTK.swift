import CGtk
import FocusUICore

extension ContentUnavailableComponent: GtkRenderable {
    /// An `AdwStatusPage`.
    public typealias GtkRenderer = ContentUnavailableGtkRenderer
}

/// Draws a `ContentUnavailableComponent`: libadwaita's `AdwStatusPage` (which scrolls and
/// centres itself), its actions in a vertical box as the page's child.
@MainActor
public final class ContentUnavailableGtkRenderer: GtkComponentRenderer {
    /// The status page.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The actions.
    public let children: (any GtkChildContainer)?
    private let context: GtkRenderContext

    /// A status page.
    public init(_ component: ContentUnavailableComponent, context: GtkRenderContext) {
        widget = adw_status_page_new()!
        gtk_widget_set_vexpand(widget, 1)
        gtk_widget_set_hexpand(widget, 1)
        let actions = GtkStackBox.make(GTK_ORIENTATION_VERTICAL, spacing: 12)
        gtk_widget_set_halign(actions, GTK_ALIGN_CENTER)
        adw_status_page_set_child(focuskit_as_adw_status_page(UnsafeMutableRawPointer(widget)), actions)
        children = GtkBoxChildren(actions)
        self.context = context
    }

    /// Applies the title, icon and description.
    public func update(from old: ContentUnavailableComponent?, to new: ContentUnavailableComponent) {
        let page = focuskit_as_adw_status_page(UnsafeMutableRawPointer(widget))
        if let warning = new.unmappedSymbolWarning, new.unmappedSystemName != old?.unmappedSystemName {
            context.warn(warning)
        }
        if new.title != old?.title { adw_status_page_set_title(page, new.title) }
        if new.iconName != old?.iconName || old == nil { adw_status_page_set_icon_name(page, new.iconName) }
        if new.description != old?.description || old == nil {
            adw_status_page_set_description(page, new.description)
        }
    }

    /// The page's title is what names it; `.accessibilityLabel` labels the page.
    public func setAccessibleName(_ name: String) {
        GtkAccessibility.setLabel(widget, name)
    }
}
