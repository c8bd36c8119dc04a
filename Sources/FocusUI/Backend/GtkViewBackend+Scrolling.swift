import CGtk
import FocusKitGTK
import FocusUICore

/// `ScrollView`: a `GtkScrolledWindow` whose child is a vertical `GtkBox` (GTK puts it in a
/// `GtkViewport`, which scrolls a focused descendant into view); the views go into the box,
/// which is also the focus node `.focused` registers.
extension GtkViewBackend {
    func makeScrollView(for element: Element) -> GtkWidgetHandle {
        let scrolled = gtk_scrolled_window_new()!
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_scrolled_window_set_child(focuskit_as_scrolled_window(UnsafeMutableRawPointer(scrolled)), content)
        let handle = GtkWidgetHandle(widget: scrolled, element: element)
        handle.childContainer = content
        // `.focused` registers the content box: a write focuses the first control inside, as
        // for any container. The scrolled window itself stays focusable, as GTK makes it, so
        // that content without a control can still be scrolled from the keyboard (Tab reaches
        // it only when nothing inside can take focus).
        handle.control = content
        return handle
    }

    /// A scroll bar along each scrolled axis (`EXTERNAL`, scrolling without a bar, when the
    /// indicators are off), none along the others; the view takes the room its window gives it
    /// along the scrolled axes, and asks for its content's natural size so that a window opens
    /// showing it all when it fits.
    func updateScrollView(_ handle: GtkWidgetHandle, changes: ElementChanges, to new: Element) {
        guard changes.contains(.options) else { return }
        let window = focuskit_as_scrolled_window(UnsafeMutableRawPointer(handle.widget))
        let scrolling = new.showsIndicators ? GTK_POLICY_AUTOMATIC : GTK_POLICY_EXTERNAL
        gtk_scrolled_window_set_policy(
            window, new.scrollAxes.contains(.horizontal) ? scrolling : GTK_POLICY_NEVER,
            new.scrollAxes.contains(.vertical) ? scrolling : GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_width(window, 1)
        gtk_scrolled_window_set_propagate_natural_height(window, 1)
        gtk_widget_set_hexpand(handle.widget, new.scrollAxes.contains(.horizontal) ? 1 : 0)
        gtk_widget_set_vexpand(handle.widget, new.scrollAxes.contains(.vertical) ? 1 : 0)
    }
}
