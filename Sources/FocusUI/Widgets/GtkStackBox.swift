import CGtk
import FocusKitGTK

/// The `GtkBox`es FocusUI makes (`make`, or `installLayout` for a box made with an accessible
/// role; not the window's content box, whose children are the header bar and the page): GTK's
/// box, whose layout, where GTK has
/// ``GtkQuirk/boxHeightForWidthStacksEveryBaseline``, answers a horizontal box's height without
/// a width as GTK answers it at a width (the tallest part above and below the children's
/// baselines, when they report one), so the two agree and GTK prints no critical about them.
///
/// The layout is a subclass of `GtkBoxLayout` (`FocusUIBoxLayout`, registered once) that changes
/// only its `measure`; the box keeps GTK's orientation, spacing and CSS.
@MainActor
enum GtkStackBox {
    /// A new box along `orientation`, `spacing` pixels between its children (floating, as
    /// `gtk_box_new` returns it).
    static func make(_ orientation: GtkOrientation, spacing: Int32) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(orientation, spacing)!
        installLayout(on: box)
        return box
    }

    /// A vertical box without spacing that expands both ways: a page (of a navigation stack, a
    /// tab view) or a container that takes all the room it is given.
    static func makeFilling() -> UnsafeMutablePointer<GtkWidget> {
        let box = make(GTK_ORIENTATION_VERTICAL, spacing: 0)
        gtk_widget_set_hexpand(box, 1)
        gtk_widget_set_vexpand(box, 1)
        return box
    }

    /// Gives a box made otherwise (with an accessible role, `GtkAccessibility.makeWidget`) the
    /// same layout, keeping its orientation, spacing, homogeneity and baseline position.
    static func installLayout(on box: UnsafeMutablePointer<GtkWidget>) {
        guard GtkQuirk.boxHeightForWidthStacksEveryBaseline.applies else { return }
        let raw = UnsafeMutableRawPointer(box)
        let gtkBox = focuskit_as_box(raw)
        // GtkBox keeps these in its layout manager: read them before it is replaced.
        let orientation = gtk_orientable_get_orientation(focuskit_as_orientable(raw))
        let spacing = gtk_box_get_spacing(gtkBox)
        let homogeneous = gtk_box_get_homogeneous(gtkBox)
        let baseline = gtk_box_get_baseline_position(gtkBox)
        let layout = g_object_new_with_properties(layoutType, 0, nil, nil)!
        gtk_orientable_set_orientation(focuskit_as_orientable(UnsafeMutableRawPointer(layout)), orientation)
        // The box takes the layout (transfer full).
        gtk_widget_set_layout_manager(
            box, UnsafeMutableRawPointer(layout).assumingMemoryBound(to: GtkLayoutManager.self))
        gtk_box_set_spacing(gtkBox, spacing)
        gtk_box_set_homogeneous(gtkBox, homogeneous)
        gtk_box_set_baseline_position(gtkBox, baseline)
    }

    /// The registered layout type.
    static let layoutType = registerBoxLayout(named: "FocusUIBoxLayout", measure: boxLayoutMeasure)

    /// A `GtkLayoutManager.measure` function.
    typealias Measure =
        @convention(c) (
            UnsafeMutablePointer<GtkLayoutManager>?, UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32,
            UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
            UnsafeMutablePointer<Int32>?
        ) -> Void

    /// Registers a subclass of `GtkBoxLayout` named `name` whose `measure` is `measure` (its
    /// allocation stays GTK's); FocusUI's box layouts (this one, ``GtkListRowBox``'s).
    nonisolated static func registerBoxLayout(named name: String, measure: Measure) -> GType {
        let parent = gtk_box_layout_get_type()
        // GtkBoxLayout's structs are private: their sizes come from the type system.
        var query = GTypeQuery()
        g_type_query(parent, &query)
        var info = GTypeInfo()
        info.class_size = guint16(query.class_size)
        info.instance_size = guint16(query.instance_size)
        // The function reaches `class_init` as its class data (a C callback captures nothing).
        info.class_data = UnsafeRawPointer(unsafeBitCast(measure, to: OpaquePointer.self))
        info.class_init = { klass, data in
            klass?.assumingMemoryBound(to: GtkLayoutManagerClass.self).pointee.measure = unsafeBitCast(
                data, to: Measure.self)
        }
        return g_type_register_static(parent, name, &info, GTypeFlags(rawValue: 0))
    }

    /// `GtkBoxLayout`'s own `measure`, for a subclass's to start from.
    nonisolated static func boxLayoutParentMeasure(
        _ manager: UnsafeMutablePointer<GtkLayoutManager>?, _ widget: UnsafeMutablePointer<GtkWidget>?,
        _ orientation: GtkOrientation,
        _ forSize: Int32, _ minimum: UnsafeMutablePointer<Int32>?, _ natural: UnsafeMutablePointer<Int32>?,
        _ minimumBaseline: UnsafeMutablePointer<Int32>?, _ naturalBaseline: UnsafeMutablePointer<Int32>?
    ) {
        let parent = g_type_class_peek(gtk_box_layout_get_type())?.assumingMemoryBound(
            to: GtkLayoutManagerClass.self)
        parent?.pointee.measure?(
            manager, widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline)
    }
}

/// `FocusUIBoxLayout`'s `measure`: `GtkBoxLayout`'s, and for a horizontal box's height without a
/// width, at least the tallest part above the children's baselines plus the tallest below, as
/// `gtk_box_layout_compute_opposite_size_for_size` counts at any width
/// (`GtkQuirk.boxHeightForWidthStacksEveryBaseline`).
private func boxLayoutMeasure(
    _ manager: UnsafeMutablePointer<GtkLayoutManager>?, _ widget: UnsafeMutablePointer<GtkWidget>?,
    _ orientation: GtkOrientation,
    _ forSize: Int32, _ minimum: UnsafeMutablePointer<Int32>?, _ natural: UnsafeMutablePointer<Int32>?,
    _ minimumBaseline: UnsafeMutablePointer<Int32>?, _ naturalBaseline: UnsafeMutablePointer<Int32>?
) {
    GtkStackBox.boxLayoutParentMeasure(
        manager, widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline)
    guard orientation == GTK_ORIENTATION_VERTICAL, forSize < 0, let manager, let widget,
        gtk_orientable_get_orientation(focuskit_as_orientable(UnsafeMutableRawPointer(manager)))
            == GTK_ORIENTATION_HORIZONTAL
    else { return }
    var above: Int32 = 0
    var below: Int32 = 0
    var naturalAbove: Int32 = 0
    var naturalBelow: Int32 = 0
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        child = gtk_widget_get_next_sibling(current)
        // As GTK's gtk_widget_should_layout: shown, and not a window of its own (a popover).
        guard gtk_widget_get_visible(current) != 0,
            g_type_check_instance_is_a(
                UnsafeMutablePointer<GTypeInstance>(OpaquePointer(current)), gtk_native_get_type()) == 0
        else { continue }
        var childMinimum: Int32 = 0
        var childNatural: Int32 = 0
        var childMinimumBaseline: Int32 = -1
        var childNaturalBaseline: Int32 = -1
        gtk_widget_measure(
            current, GTK_ORIENTATION_VERTICAL, -1, &childMinimum, &childNatural, &childMinimumBaseline,
            &childNaturalBaseline)
        guard childMinimumBaseline >= 0 else { continue }
        above = max(above, childMinimumBaseline)
        below = max(below, childMinimum - childMinimumBaseline)
        naturalAbove = max(naturalAbove, childNaturalBaseline)
        naturalBelow = max(naturalBelow, childNatural - childNaturalBaseline)
    }
    if let minimum { minimum.pointee = max(minimum.pointee, above + below) }
    if let natural {
        natural.pointee = max(natural.pointee, naturalAbove + naturalBelow, minimum?.pointee ?? 0)
    }
}
