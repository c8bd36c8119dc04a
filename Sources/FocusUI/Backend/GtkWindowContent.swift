import CGtk

/// The content of a libadwaita window: a vertical `GtkBox` holding the header bar, when the
/// window has one, above the view's root box, whose Tab order is the content first and the
/// header bar after it, as GTK's own windows order their child and title bar.
///
/// libadwaita 1.2's windows have no title bar slot: GNOME's apps put the `AdwHeaderBar` inside
/// the window's content, above the page. GTK 4 orders Tab among a container's children by
/// their place on screen (`gtk_widget_focus_move`: top to bottom, then along the line), so a
/// plain box would send Tab to the header bar's buttons before the page, and a window shown
/// without a focus widget would focus the first header bar button (or the primary menu
/// button) instead of the first control of the page. `GtkWindow`'s own focus handler visits its
/// child and then its title bar (`gtk_window_focus` in gtkwindow.c), which is what FocusUI's
/// focus contract (rule 20: toolbar items are reached by Tab after the content) and its
/// keyboard tests have always described; this type keeps that order in a libadwaita window.
///
/// Only Tab and Shift+Tab are ordered here: Tab visits the children other than the header bar
/// first, then the header bar; Shift+Tab the other way round; each continues after the child
/// that holds focus, as GTK's focus move does. The arrow keys keep GTK's placement order (Up
/// from the first control of the page reaches the header bar, which is above it).
///
/// A `GType` of FocusUI's, registered once (`FocusUIWindowContent`, a subclass of `GtkBox`
/// that changes only its `focus` handler).
@MainActor
enum GtkWindowContent {
    /// The data key under which the box keeps its header bar (not a reference: the box holds
    /// the header bar as its child).
    nonisolated static let titlebarKey = "focusui-window-content-titlebar"

    /// The registered type.
    static let type: GType = {
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GtkBoxClass>.size)
        info.class_init = { klass, _ in
            guard let klass else { return }
            klass.assumingMemoryBound(to: GtkWidgetClass.self).pointee.focus = windowContentFocus
        }
        info.instance_size = guint16(MemoryLayout<GtkBox>.size)
        return g_type_register_static(
            gtk_box_get_type(), "FocusUIWindowContent", &info, GTypeFlags(rawValue: 0))
    }()

    /// A new, empty content box (floating, as `gtk_box_new` returns it).
    static func make() -> UnsafeMutablePointer<GtkWidget> {
        let object = g_object_new_with_properties(type, 0, nil, nil)!
        let widget = focuskit_as_widget(object)
        gtk_orientable_set_orientation(focuskit_as_orientable(object), GTK_ORIENTATION_VERTICAL)
        return widget
    }

    /// Whether `widget` is a content box.
    static func isContent(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)), type) != 0
    }

    /// The box's header bar, if it has one.
    static func titlebar(of box: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        g_object_get_data(focuskit_as_object(UnsafeMutableRawPointer(box)), titlebarKey)?
            .assumingMemoryBound(to: GtkWidget.self)
    }

    /// Puts `titlebar` at the top of the box, replacing the one it had, or removes it (`nil`).
    static func setTitlebar(
        _ titlebar: UnsafeMutablePointer<GtkWidget>?, of box: UnsafeMutablePointer<GtkWidget>
    ) {
        let gtkBox = focuskit_as_box(UnsafeMutableRawPointer(box))
        if let old = self.titlebar(of: box) { gtk_box_remove(gtkBox, old) }
        g_object_set_data(
            focuskit_as_object(UnsafeMutableRawPointer(box)), titlebarKey,
            titlebar.map { UnsafeMutableRawPointer($0) })
        if let titlebar { gtk_box_prepend(gtkBox, titlebar) }
    }
}

/// The content box's `focus` handler (see ``GtkWindowContent``): Tab and Shift+Tab visit the
/// page before the header bar; the arrow keys are `GtkBox`'s.
private func windowContentFocus(_ widget: UnsafeMutablePointer<GtkWidget>?, _ direction: GtkDirectionType)
    -> gboolean
{
    guard let widget else { return 0 }
    guard direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD else {
        let parent = g_type_class_peek(gtk_box_get_type())?.assumingMemoryBound(to: GtkWidgetClass.self)
        return parent?.pointee.focus?(widget, direction) ?? 0
    }
    let titlebar = g_object_get_data(
        focuskit_as_object(UnsafeMutableRawPointer(widget)), GtkWindowContent.titlebarKey
    )
    .map { $0.assumingMemoryBound(to: GtkWidget.self) }
    var order: [UnsafeMutablePointer<GtkWidget>] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        if current != titlebar { order.append(current) }
        child = gtk_widget_get_next_sibling(current)
    }
    if let titlebar, gtk_widget_get_parent(titlebar) == widget { order.append(titlebar) }
    if direction == GTK_DIR_TAB_BACKWARD { order.reverse() }
    // As gtk_widget_focus_move: the child holding focus first, then the ones after it.
    var focusChild = gtk_widget_get_focus_child(widget)
    for current in order {
        if let holder = focusChild {
            guard holder == current else { continue }
            focusChild = nil
            if gtk_widget_child_focus(current, direction) != 0 { return 1 }
        } else if gtk_widget_get_mapped(current) != 0, gtk_widget_get_sensitive(current) != 0,
            gtk_widget_child_focus(current, direction) != 0
        {
            return 1
        }
    }
    return 0
}
