import CGtk
import FocusKitGTK
import FocusUICore

/// `ToolbarItem`: a horizontal box in the window's `GtkHeaderBar` holding the item's views.
///
/// The reconciler inserts the item where `.toolbar` stands in the view tree; there the handle's
/// widget is a hidden, empty placeholder, so that its siblings keep their places. When the
/// placeholder joins a window (`notify::root`), the item's box (``GtkWidgetHandle/childContainer``)
/// goes into that window's header bar: leading items into a box packed at the start, trailing
/// items into a box packed at the end (before the main menu of the app's commands, which was
/// packed first), a principal item as the title widget. When the placeholder leaves the window
/// (the item, or a view around it, went away) the box leaves the header bar. A window without a
/// header bar (a menu bar app, a test window) gets one.
///
/// A view hidden with `.hidden()` hides its toolbar items too: the box is shown only while every
/// ancestor of the placeholder is visible (``showToolbarItems(in:)``).
extension GtkViewBackend {
    /// A toolbar item's handle, held weakly by the backend.
    struct WeakToolbarItem {
        weak var handle: GtkWidgetHandle?
    }

    static let toolbarStartName = "focusui-toolbar-start"
    static let toolbarEndName = "focusui-toolbar-end"
    /// The CSS name of a toolbar item's placeholder, which names it in GTK's inspector.
    static let toolbarPlaceholderClass = "focusui-toolbar-placeholder"
    /// The key under which a placeholder is marked when its item is hidden with `.hidden()`.
    static let toolbarHiddenKey = "focusui-toolbar-hidden"

    func makeToolbarItem(for element: Element) -> GtkWidgetHandle {
        let placeholder = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_visible(placeholder, 0)
        gtk_widget_add_css_class(placeholder, Self.toolbarPlaceholderClass)
        let handle = GtkWidgetHandle(widget: placeholder, element: element)
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_add_css_class(box, "focusui-toolbar-item")
        handle.detachedContainer = box
        handle.childContainer = box
        handle.signals.connectNotify(placeholder, property: "root") { [unowned handle] _, _ in
            Self.placeToolbarItem(handle)
        }
        toolbarItems.removeAll { $0.handle == nil }
        toolbarItems.append(WeakToolbarItem(handle: handle))
        return handle
    }

    /// A new placement moves the box to its slot.
    func updateToolbarItem(_ handle: GtkWidgetHandle, changes: ElementChanges, from old: Element?) {
        guard old != nil, changes.contains(.options) else { return }
        Self.unplaceToolbarItem(handle)
        Self.placeToolbarItem(handle)
    }

    /// Puts the item's box in the header bar of the placeholder's window, or takes it out when
    /// the placeholder is in no window.
    static func placeToolbarItem(_ handle: GtkWidgetHandle) {
        guard let box = handle.childContainer else { return }
        guard let root = gtk_widget_get_root(handle.widget),
            focuskit_is_window(UnsafeMutableRawPointer(root)) != 0
        else {
            unplaceToolbarItem(handle)
            return
        }
        gtk_widget_set_visible(box, isItemShown(handle.widget) ? 1 : 0)
        let window = focuskit_as_window(UnsafeMutableRawPointer(root))
        guard
            hasHeaderBar(window)
                || gtk_widget_get_realized(focuskit_as_widget(UnsafeMutableRawPointer(window))) == 0
        else {
            // GTK can give a window a title bar only before it is realized: later it unrealizes
            // and maps the window again, which closes it for the focus host.
            GLibLog.focusKit.warning(
                "toolbar items added after a window without a header bar was shown (a menu-bar "
                    + "app) are not shown: give the view its .toolbar from the start")
            return
        }
        let header = headerBar(of: window)
        if gtk_widget_get_ancestor(box, gtk_header_bar_get_type()) == header { return }
        unplaceToolbarItem(handle)
        let bar = focuskit_as_header_bar(UnsafeMutableRawPointer(header))
        switch handle.element.toolbarPlacement.slotIndex {
        case 0:
            gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(slot(toolbarStartName, in: header))), box)
        case 1: gtk_header_bar_set_title_widget(bar, box)
        default:
            gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(slot(toolbarEndName, in: header))), box)
        }
    }

    /// `.hidden()` on a toolbar item itself: its placeholder stays invisible; the mark and its
    /// box follow.
    func setToolbarItemHidden(_ handle: GtkWidgetHandle, _ hidden: Bool) {
        g_object_set_data(
            focuskit_as_object(UnsafeMutableRawPointer(handle.widget)), Self.toolbarHiddenKey,
            hidden ? UnsafeMutableRawPointer(handle.widget) : nil)
        showToolbarItems(in: handle.widget)
    }

    /// Shows or hides the boxes of the toolbar items inside `widget` (a view whose `.hidden()`
    /// changed, or an item itself), each as its item and its placeholder's ancestors are all
    /// visible or not. Goes through the backend's toolbar items, not the view's subtree.
    func showToolbarItems(in widget: UnsafeMutablePointer<GtkWidget>) {
        toolbarItems.removeAll { $0.handle == nil }
        for case let item? in toolbarItems.map(\.handle) {
            let placeholder = item.widget
            guard placeholder == widget || gtk_widget_is_ancestor(placeholder, widget) != 0,
                let box = item.childContainer
            else { continue }
            gtk_widget_set_visible(box, Self.isItemShown(placeholder) ? 1 : 0)
        }
    }

    /// Whether a placeholder's item is shown: not hidden itself, and every ancestor visible.
    private static func isItemShown(_ placeholder: UnsafeMutablePointer<GtkWidget>) -> Bool {
        g_object_get_data(focuskit_as_object(UnsafeMutableRawPointer(placeholder)), toolbarHiddenKey) == nil
            && areAncestorsVisible(of: placeholder)
    }

    /// Whether every ancestor of `widget` below its window is visible (not the widget: a
    /// placeholder never is; not the window, which may not be shown yet).
    private static func areAncestorsVisible(of widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var ancestor = gtk_widget_get_parent(widget)
        while let current = ancestor {
            if focuskit_is_window(UnsafeMutableRawPointer(current)) != 0 { return true }
            if gtk_widget_get_visible(current) == 0 { return false }
            ancestor = gtk_widget_get_parent(current)
        }
        return true
    }

    /// Takes the item's box out of the header bar it is in, if any.
    static func unplaceToolbarItem(_ handle: GtkWidgetHandle) {
        guard let box = handle.childContainer, let parent = gtk_widget_get_parent(box) else { return }
        if let header = gtk_widget_get_ancestor(box, gtk_header_bar_get_type()),
            gtk_header_bar_get_title_widget(focuskit_as_header_bar(UnsafeMutableRawPointer(header))) == box
        {
            gtk_header_bar_set_title_widget(focuskit_as_header_bar(UnsafeMutableRawPointer(header)), nil)
        } else {
            gtk_box_remove(focuskit_as_box(UnsafeMutableRawPointer(parent)), box)
        }
    }

    /// Whether the window's title bar is a header bar.
    private static func hasHeaderBar(_ window: UnsafeMutablePointer<GtkWindow>) -> Bool {
        guard let titlebar = gtk_window_get_titlebar(window) else { return false }
        return focuskit_is_header_bar(UnsafeMutableRawPointer(titlebar)) != 0
    }

    /// The window's header bar: the one the app runner made for the commands' main menu, or a
    /// new one (only before the window is realized, see ``placeToolbarItem(_:)``).
    private static func headerBar(of window: UnsafeMutablePointer<GtkWindow>) -> UnsafeMutablePointer<
        GtkWidget
    > {
        if let titlebar = gtk_window_get_titlebar(window),
            focuskit_is_header_bar(UnsafeMutableRawPointer(titlebar)) != 0
        {
            return titlebar
        }
        let header = gtk_header_bar_new()!
        gtk_window_set_titlebar(window, header)
        return header
    }

    /// The header bar's box for leading or trailing items, packed the first time it is needed.
    private static func slot(_ name: String, in header: UnsafeMutablePointer<GtkWidget>)
        -> UnsafeMutablePointer<
            GtkWidget
        >
    {
        let bar = focuskit_as_header_bar(UnsafeMutableRawPointer(header))
        var found: UnsafeMutablePointer<GtkWidget>?
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if found != nil { return }
            if String(cString: gtk_widget_get_name(widget)) == name {
                found = widget
                return
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(header)
        if let found { return found }
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_set_name(box, name)
        if name == toolbarStartName {
            gtk_header_bar_pack_start(bar, box)
        } else {
            gtk_header_bar_pack_end(bar, box)
        }
        return box
    }
}
