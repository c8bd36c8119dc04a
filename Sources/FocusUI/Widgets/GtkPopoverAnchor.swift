import CGtk
import FocusKitGTK

/// Where a popover points when it shows, kept inside its window where GDK needs it
/// (``GtkQuirk/popupAnchoredOffEveryMonitor``).
///
/// GTK anchors a popover at its parent's whole allocation (or at its `pointing-to` rectangle
/// in the parent), wherever that is: a view scrolled 2,000 pixels down a scroll view is
/// anchored 2,000 pixels below the window's top, off the screen. GDK's X11 (and Broadway) popup
/// layout then finds no monitor for the anchor and prints a critical. So before a popover
/// shows, an anchor that is wholly outside its window is moved to the nearest point of the
/// window (the popover opens at the window's edge, towards its view); an anchor that is in
/// the window, wholly or in part, is left as GTK has it. On Wayland, whose compositor places
/// popups, nothing changes.
@MainActor
enum GtkPopoverAnchor {
    /// Points `popover` at `rectangle` in its parent's coordinates (`nil`: the whole parent),
    /// or, where GTK has the quirk and that lies outside the parent's window, at the window's
    /// nearest point. Call before `gtk_popover_popup`.
    static func point(
        _ popover: UnsafeMutablePointer<GtkWidget>, at rectangle: GdkRectangle?
    ) {
        let target = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)
        if var pointing = insideWindow(popover, rectangle) ?? rectangle {
            gtk_popover_set_pointing_to(target, &pointing)
        } else {
            gtk_popover_set_pointing_to(target, nil)
        }
    }

    /// The 1×1 rectangle, in the parent's coordinates, at the point of the parent's window
    /// nearest to the anchor, when the quirk applies and the anchor is wholly outside the
    /// window; `nil` otherwise (GTK's own anchor is fine).
    private static func insideWindow(
        _ popover: UnsafeMutablePointer<GtkWidget>, _ rectangle: GdkRectangle?
    ) -> GdkRectangle? {
        guard GtkQuirk.popupAnchoredOffEveryMonitor.applies,
            let display = gtk_widget_get_display(popover), focuskit_is_wayland_display(display) == 0,
            let parent = gtk_widget_get_parent(popover), let native = gtk_widget_get_native(parent)
        else { return nil }
        let window = focuskit_as_widget(UnsafeMutableRawPointer(native))
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(parent, window, &bounds) != 0 else { return nil }
        // The anchor in the window's coordinates.
        let x = Double(bounds.origin.x) + Double(rectangle?.x ?? 0)
        let y = Double(bounds.origin.y) + Double(rectangle?.y ?? 0)
        let width = rectangle.map { Double(max($0.width, 1)) } ?? Double(bounds.size.width)
        let height = rectangle.map { Double(max($0.height, 1)) } ?? Double(bounds.size.height)
        let windowWidth = Double(gtk_widget_get_width(window))
        let windowHeight = Double(gtk_widget_get_height(window))
        guard windowWidth > 0, windowHeight > 0 else { return nil }
        let meetsWindow = x < windowWidth && x + width > 0 && y < windowHeight && y + height > 0
        if meetsWindow { return nil }
        let nearestX = min(max(x, 0), windowWidth - 1)
        let nearestY = min(max(y, 0), windowHeight - 1)
        return GdkRectangle(
            x: Int32((nearestX - Double(bounds.origin.x)).rounded(.down)),
            y: Int32((nearestY - Double(bounds.origin.y)).rounded(.down)), width: 1, height: 1)
    }
}
