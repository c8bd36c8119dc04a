import CGtk
import FocusKitGTK
import FocusUICore

/// A context menu (`.contextMenu { }`, a list row's menu): a `GtkPopoverMenu` of the items,
/// parented to the widget it opens on, pointing at the click (or at the widget for the Menu
/// key), with keyboard focus in it. Choosing an item runs its action; when the menu closes,
/// focus goes back to the widget if it was in the menu (an item chosen, Escape), as GTK's own
/// context menus do.
@MainActor
final class GtkContextMenu {
    private let popover: UnsafeMutablePointer<GtkWidget>
    private let anchor: UnsafeMutablePointer<GtkWidget>
    private let actions: GtkMenuItemActions
    private let signals = SignalBag()
    private var isClosed = false

    /// Opens `items` on `widget`, at `point` in its coordinates (a click), or pointing at the
    /// whole widget.
    init(
        items: [MenuItem], on widget: UnsafeMutablePointer<GtkWidget>, at point: (Double, Double)?,
        warn: @escaping @MainActor (String) -> Void
    ) {
        actions = GtkMenuItemActions(items: items)
        anchor = widget
        let builder = GtkMenuModelBuilder(host: .contextMenu, warn: warn)
        let menu = builder.makeModel(of: items, title: "")
        popover = gtk_popover_menu_new_from_model(UnsafeMutablePointer<GMenuModel>(menu))
        g_object_unref(UnsafeMutableRawPointer(menu))
        actions.insert(in: popover, as: builder.host.actionGroup)
        gtk_widget_set_parent(popover, widget)
        let popoverPointer = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)
        gtk_popover_set_has_arrow(popoverPointer, 0)
        if let point {
            var rectangle = GdkRectangle(x: Int32(point.0), y: Int32(point.1), width: 1, height: 1)
            gtk_popover_set_pointing_to(popoverPointer, &rectangle)
            gtk_widget_set_halign(popover, GTK_ALIGN_START)
        }
        signals.connect(popover, signal: "closed") { [unowned self] _ in self.didClose() }
        gtk_popover_popup(popoverPointer)
    }

    /// Closes the menu without choosing.
    func close() {
        guard !isClosed else { return }
        gtk_popover_popdown(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self))
        didClose()
    }

    private func didClose() {
        guard !isClosed else { return }
        isClosed = true
        let popover = popover
        let anchor = anchor
        let signals = signals
        // After GTK finished closing (an item's action runs after `closed`), the popover and
        // the handlers go.
        MainLoopIdle.once {
            if let root = gtk_widget_get_root(anchor), let focus = gtk_root_get_focus(root),
                focus == popover || gtk_widget_is_ancestor(focus, popover) != 0
            {
                _ = gtk_widget_grab_focus(anchor)
            } else if let root = gtk_widget_get_root(anchor), gtk_root_get_focus(root) == nil {
                _ = gtk_widget_grab_focus(anchor)
            }
            gtk_widget_unparent(popover)
            signals.disconnectAll()
        }
    }
}
