import CGtk
import FocusUICore
import Foundation

/// What `.frame(maxWidth:)`, `.frame(maxHeight:)`, `idealWidth` and `idealHeight` need and a
/// GTK widget has no property for: a box around the widget whose layout manager (a
/// `GtkCustomLayout`) measures the child with its natural size limited to the maximum (or
/// replaced by the ideal size), and allocates it at most the maximum, placed by the frame's
/// alignment (centred without one), as SwiftUI's flexible frame does. A wrapping label inside
/// wraps within the limit.
@MainActor
final class GtkSizeClamp {
    /// The box, which the node's handle holds.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let limits: UnsafeMutablePointer<Limits>

    /// The sizes the layout reads; one allocation at a fixed address for GTK's callbacks,
    /// freed with the box (`g_object_set_data_full`).
    struct Limits {
        var maxWidth: Double = -1
        var maxHeight: Double = -1
        var idealWidth: Double = -1
        var idealHeight: Double = -1
        /// 0 start, 0.5 centre, 1 end.
        var xAlign: Double = 0.5
        var yAlign: Double = 0.5
        /// `.offset`: the child is drawn moved by it, its room unchanged.
        var offsetX: Double = 0
        var offsetY: Double = 0
    }

    nonisolated private static let limitsKey = "focusui-size-clamp"

    /// A clamp holding `child`.
    init(child: UnsafeMutablePointer<GtkWidget>) {
        widget = GtkStackBox.make(GTK_ORIENTATION_HORIZONTAL, spacing: 0)
        gtk_widget_add_css_class(widget, "focusui-size-clamp")
        limits = .allocate(capacity: 1)
        limits.initialize(to: Limits())
        g_object_set_data_full(
            focuskit_as_object(UnsafeMutableRawPointer(widget)), Self.limitsKey,
            UnsafeMutableRawPointer(limits)
        ) { pointer in
            guard let pointer else { return }
            let limits = pointer.assumingMemoryBound(to: Limits.self)
            limits.deinitialize(count: 1)
            limits.deallocate()
        }
        let layout = gtk_custom_layout_new(nil, clampMeasure, clampAllocate)
        gtk_widget_set_layout_manager(widget, layout)
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(widget)), child)
    }

    /// Applies the frame's limits and alignment.
    /// Draws the child moved by `offset` (`.offset`), keeping its room.
    func apply(offset: CGSize) {
        guard
            limits.pointee.offsetX != Double(offset.width) || limits.pointee.offsetY != Double(offset.height)
        else { return }
        limits.pointee.offsetX = Double(offset.width)
        limits.pointee.offsetY = Double(offset.height)
        gtk_widget_queue_allocate(widget)
    }

    func apply(_ frame: FrameLayout) {
        func size(_ value: CGFloat?) -> Double { value.map { Double(max(0, $0)) } ?? -1 }
        limits.pointee.maxWidth = size(frame.maxWidth)
        limits.pointee.maxHeight = size(frame.maxHeight)
        limits.pointee.idealWidth = size(frame.idealWidth)
        limits.pointee.idealHeight = size(frame.idealHeight)
        switch frame.alignment?.horizontal {
        case .leading?: limits.pointee.xAlign = 0
        case .trailing?: limits.pointee.xAlign = 1
        default: limits.pointee.xAlign = 0.5
        }
        switch frame.alignment?.vertical {
        case .top?: limits.pointee.yAlign = 0
        case .bottom?: limits.pointee.yAlign = 1
        default: limits.pointee.yAlign = 0.5
        }
        gtk_widget_queue_resize(widget)
    }

    nonisolated fileprivate static func limits(of widget: UnsafeMutablePointer<GtkWidget>?) -> Limits? {
        guard let widget,
            let pointer = g_object_get_data(focuskit_as_object(UnsafeMutableRawPointer(widget)), limitsKey)
        else { return nil }
        return pointer.assumingMemoryBound(to: Limits.self).pointee
    }
}

/// `GtkCustomMeasureFunc`: the child's size, its natural size limited to the maximum (or set to
/// the ideal size, within the child's minimum and the maximum).
private func clampMeasure(
    _ widget: UnsafeMutablePointer<GtkWidget>?, _ orientation: GtkOrientation, _ forSize: Int32,
    _ minimum: UnsafeMutablePointer<Int32>?, _ natural: UnsafeMutablePointer<Int32>?,
    _ minimumBaseline: UnsafeMutablePointer<Int32>?, _ naturalBaseline: UnsafeMutablePointer<Int32>?
) {
    guard let widget, let child = gtk_widget_get_first_child(widget) else { return }
    let limits = GtkSizeClamp.limits(of: widget) ?? GtkSizeClamp.Limits()
    let horizontal = orientation == GTK_ORIENTATION_HORIZONTAL
    let maximum = horizontal ? limits.maxWidth : limits.maxHeight
    let ideal = horizontal ? limits.idealWidth : limits.idealHeight
    // Measured for the other axis' size as the child would get it: no more than its maximum.
    let otherMaximum = horizontal ? limits.maxHeight : limits.maxWidth
    var size = forSize
    if size >= 0, otherMaximum >= 0 { size = min(size, Int32(otherMaximum)) }
    var childMinimum: Int32 = 0
    var childNatural: Int32 = 0
    gtk_widget_measure(child, orientation, size, &childMinimum, &childNatural, nil, nil)
    var wanted = Double(childNatural)
    if ideal >= 0 { wanted = ideal }
    if maximum >= 0 { wanted = min(wanted, maximum) }
    minimum?.pointee = childMinimum
    natural?.pointee = max(childMinimum, Int32(wanted.rounded()))
}

/// `GtkCustomAllocateFunc`: the child gets at most the maximum along each axis, placed in the
/// rest by the frame's alignment.
private func clampAllocate(
    _ widget: UnsafeMutablePointer<GtkWidget>?, _ width: Int32, _ height: Int32, _ baseline: Int32
) {
    guard let widget, let child = gtk_widget_get_first_child(widget) else { return }
    let limits = GtkSizeClamp.limits(of: widget) ?? GtkSizeClamp.Limits()
    var childWidth = width
    if limits.maxWidth >= 0 { childWidth = min(width, Int32(limits.maxWidth)) }
    var minimumWidth: Int32 = 0
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
    childWidth = max(childWidth, min(minimumWidth, width))
    var childHeight = height
    if limits.maxHeight >= 0 { childHeight = min(height, Int32(limits.maxHeight)) }
    var minimumHeight: Int32 = 0
    gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, childWidth, &minimumHeight, nil, nil, nil)
    childHeight = max(childHeight, min(minimumHeight, height))
    var allocation = GtkAllocation(
        x: Int32((Double(width - childWidth) * limits.xAlign).rounded(.down)),
        y: Int32((Double(height - childHeight) * limits.yAlign).rounded(.down)), width: childWidth,
        height: childHeight)
    allocation.x += Int32(limits.offsetX.rounded())
    allocation.y += Int32(limits.offsetY.rounded())
    gtk_widget_size_allocate(child, &allocation, -1)
}
