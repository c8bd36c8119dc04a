import CGtk
import FocusUICore

extension ContentUnavailableComponent: GtkRenderable {
    /// An `AdwStatusPage`.
    public typealias GtkRenderer = ContentUnavailableGtkRenderer
}

/// Draws a `ContentUnavailableComponent`: libadwaita's `AdwStatusPage` (which scrolls and
/// centres itself), its actions in a vertical box as the page's child.
///
/// The page is not a Tab stop of its own: libadwaita scrolls it in a `GtkScrolledWindow`,
/// which GTK focuses itself when nothing inside takes focus (`gtk_scrolled_window_focus`),
/// an unnamed "scroll pane" without a focus ring. While the page has no actions, the scrolled
/// window cannot take focus (`can-focus`, which would also keep focus from actions).
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
        let scroller = GtkWidgetTree.first(in: widget) {
            focuskit_is_scrolled_window(UnsafeMutableRawPointer($0)) != 0
        }
        children = StatusPageActions(box: actions, scroller: scroller)
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

/// A status page's actions: a box, and the page's scrolled window, which can take focus only
/// while there are actions to reach inside it (see `ContentUnavailableGtkRenderer`).
@MainActor
private final class StatusPageActions: GtkChildContainer {
    private let box: GtkBoxChildren
    private let actions: UnsafeMutablePointer<GtkWidget>
    private let scroller: UnsafeMutablePointer<GtkWidget>?

    init(box actions: UnsafeMutablePointer<GtkWidget>, scroller: UnsafeMutablePointer<GtkWidget>?) {
        box = GtkBoxChildren(actions)
        self.actions = actions
        self.scroller = scroller
        updateScroller()
    }

    func insert(_ child: GtkWidgetHandle, at index: Int) {
        box.insert(child, at: index)
        updateScroller()
    }

    func move(_ child: GtkWidgetHandle, to index: Int) {
        box.move(child, to: index)
    }

    func remove(_ child: GtkWidgetHandle) {
        box.remove(child)
        updateScroller()
    }

    private func updateScroller() {
        guard let scroller else { return }
        gtk_widget_set_can_focus(scroller, gtk_widget_get_first_child(actions) == nil ? 0 : 1)
    }
}
