import CGtk
import FocusKitGTK
import FocusUICore

/// A context menu (`.contextMenu { }`, a list row's menu): a `GtkPopoverMenu` of the items,
/// parented to the widget it opens on, pointing at the click (or at the widget for the Menu
/// key), with keyboard focus in it. Choosing an item runs its action; when the menu closes,
/// focus goes back to the widget that had it when the menu opened (else the widget the menu
/// opens on) if it was in the menu (an item chosen, Escape), as GTK's own context menus do,
/// also when the chosen item removed the widget the menu opened on.
@MainActor
final class GtkContextMenu {
    private let popover: UnsafeMutablePointer<GtkWidget>
    private let anchor: UnsafeMutablePointer<GtkWidget>
    private let actions: GtkMenuItemActions
    private let signals = SignalBag()
    private var isClosed = false
    /// The window's focus widget when the menu opened, watched: focus goes back to it.
    private let previousFocus: WeakObjectWatcher?

    /// Opens `items` on `widget`, at `point` in its coordinates (a click), or pointing at the
    /// whole widget.
    init(
        items: [MenuItem], on widget: UnsafeMutablePointer<GtkWidget>, at point: (Double, Double)?,
        warn: @escaping @MainActor (String) -> Void
    ) {
        actions = GtkMenuItemActions(items: items)
        anchor = widget
        previousFocus = gtk_widget_get_root(widget).flatMap { gtk_root_get_focus($0) }.map {
            WeakObjectWatcher($0, onDisposed: {})
        }
        let builder = GtkMenuModelBuilder(host: .contextMenu, warn: warn)
        let menu = builder.makeModel(of: items, title: "")
        popover = gtk_popover_menu_new_from_model(UnsafeMutablePointer<GMenuModel>(menu))
        g_object_unref(UnsafeMutableRawPointer(menu))
        actions.insert(in: popover, as: builder.host.actionGroup)
        GtkUnnamedAccessibles.namePopoverMenu(popover, "Context Menu")
        gtk_widget_set_parent(popover, widget)
        let popoverPointer = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)
        gtk_popover_set_has_arrow(popoverPointer, 0)
        GtkPopoverAnchor.point(
            popover, at: point.map { GdkRectangle(x: Int32($0.0), y: Int32($0.1), width: 1, height: 1) })
        if point != nil { gtk_widget_set_halign(popover, GTK_ALIGN_START) }
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
        let previous = previousFocus
        // The chosen item may remove the view the menu is on (Delete on a list row, a message):
        // until the idle, the menu keeps the view, the popover and the window alive, so the
        // view is not finalized with the popover still its child, the idle reads no freed
        // widget, and focus still goes back in the window the view was in.
        let window = gtk_widget_get_root(anchor).map { focuskit_as_widget(UnsafeMutableRawPointer($0)) }
        g_object_ref(UnsafeMutableRawPointer(anchor))
        g_object_ref(UnsafeMutableRawPointer(popover))
        if let window { g_object_ref(UnsafeMutableRawPointer(window)) }
        // After GTK finished closing (an item's action runs after `closed`), focus goes back
        // to where it was when the menu opened (else to the view), and the popover and the
        // handlers go.
        MainLoopIdle.once {
            defer {
                g_object_unref(UnsafeMutableRawPointer(popover))
                g_object_unref(UnsafeMutableRawPointer(anchor))
                if let window { g_object_unref(UnsafeMutableRawPointer(window)) }
            }
            if let window, gtk_widget_get_realized(window) != 0,
                let root = gtk_widget_get_root(window)
            {
                let focus = gtk_root_get_focus(root)
                if focus == nil || focus == popover || gtk_widget_is_ancestor(focus, popover) != 0 {
                    let back = previous?.object.map { focuskit_as_widget(UnsafeMutableRawPointer($0)) }
                    if let back, gtk_widget_get_root(back) == root, gtk_widget_grab_focus(back) != 0 {
                    } else if gtk_widget_get_root(anchor) == root {
                        _ = gtk_widget_grab_focus(anchor)
                    }
                }
            }
            previous?.cancel()
            if gtk_widget_get_parent(popover) == anchor { gtk_widget_unparent(popover) }
            signals.disconnectAll()
        }
    }
}
