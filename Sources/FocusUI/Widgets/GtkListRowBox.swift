import CGtk
import FocusKitGTK

/// The box a `List` row's views go into (the list item's child): GTK's vertical box, except
/// that a row that is one wrapping text is not measured in the two ways GTK asks for and then
/// does not use.
///
/// GTK makes a new row widget, with new views, for each row that scrolls in (`GtkQuirk`
/// `rowWidgetMadeForEachRowScrolledIn`: `gtk_list_item_manager_acquire_list_item`,
/// gtklistitemmanager.c), and a wrapping label
/// that has no size yet lays its text out again with Pango for every width it is measured at
/// (`gtk_label_get_measuring_layout`, gtklabel.c). GTK measures such a row four ways:
/// - its width, for the list's own width (`gtk_list_view_measure_across`, gtklistview.c), and
///   at its height, the box being centred in its row (`gtk_widget_adjust_size_allocation`,
///   gtkwidget.c): the text wraps at whatever width the list has, as SwiftUI's `List` rows do,
///   so its width tells the list nothing, and the box gets the row's whole width whatever it
///   answers. It answers its text's margins.
/// - its height without a width, for the list's height (`gtk_list_view_measure_list`), which
///   the list's scrolled window does not use when it scrolls along that axis
///   (`gtk_scrolled_window_measure`, gtkscrolledwindow.c; a `List` always does). It answers the
///   height it was laid out at.
/// - its height at the list's width, which places it: measured as GTK does.
///
/// That leaves one Pango layout of the text where there were about five (`BENCHMARKS.md`,
/// figure 10). The list is still at least as wide as any other row needs (a fixed-size view, a
/// control).
///
/// The layout is a subclass of `GtkBoxLayout` (`FocusUIListRowLayout`, registered once) that
/// changes only its `measure`.
@MainActor
enum GtkListRowBox {
    /// A new vertical box for a row's views (floating, as `gtk_box_new` returns it).
    static func make() -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let layout = g_object_new_with_properties(layoutType, 0, nil, nil)!
        gtk_orientable_set_orientation(
            focuskit_as_orientable(UnsafeMutableRawPointer(layout)), GTK_ORIENTATION_VERTICAL)
        // The box takes the layout (transfer full).
        gtk_widget_set_layout_manager(
            box, UnsafeMutableRawPointer(layout).assumingMemoryBound(to: GtkLayoutManager.self))
        return box
    }

    /// The registered layout type.
    static let layoutType = GtkStackBox.registerBoxLayout(
        named: "FocusUIListRowLayout", measure: rowLayoutMeasure)
}

/// The row's only child when it is a shown, wrapping label (a `Text` without a frame).
private func wrappingText(in box: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
    guard let child = gtk_widget_get_first_child(box), gtk_widget_get_next_sibling(child) == nil,
        gtk_widget_get_visible(child) != 0, focuskit_is_label(UnsafeMutableRawPointer(child)) != 0,
        gtk_label_get_wrap(focuskit_as_label(UnsafeMutableRawPointer(child))) != 0
    else { return nil }
    return child
}

/// `FocusUIListRowLayout`'s `measure`: `GtkBoxLayout`'s, except for a row of one wrapping text
/// its width (its text's margins) and its height without a width (its height as laid out), see
/// ``GtkListRowBox``.
private func rowLayoutMeasure(
    _ manager: UnsafeMutablePointer<GtkLayoutManager>?, _ widget: UnsafeMutablePointer<GtkWidget>?,
    _ orientation: GtkOrientation,
    _ forSize: Int32, _ minimum: UnsafeMutablePointer<Int32>?, _ natural: UnsafeMutablePointer<Int32>?,
    _ minimumBaseline: UnsafeMutablePointer<Int32>?, _ naturalBaseline: UnsafeMutablePointer<Int32>?
) {
    guard let widget, let text = wrappingText(in: widget),
        orientation == GTK_ORIENTATION_HORIZONTAL || forSize < 0
    else {
        GtkStackBox.boxLayoutParentMeasure(
            manager, widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline)
        return
    }
    let size =
        orientation == GTK_ORIENTATION_HORIZONTAL
        ? gtk_widget_get_margin_start(text) + gtk_widget_get_margin_end(text) : gtk_widget_get_height(widget)
    minimum?.pointee = size
    natural?.pointee = size
    minimumBaseline?.pointee = -1
    naturalBaseline?.pointee = -1
}
