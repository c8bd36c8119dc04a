import CGtk
import FocusKitGTK
import FocusUICore

extension SliderComponent: GtkRenderable {
    /// A row with a `GtkScale`.
    public typealias GtkRenderer = SliderGtkRenderer
}

/// Draws a `SliderComponent`: a preferences row of the label's text and a horizontal
/// `GtkScale` that takes the rest of the row's width (160 pixels at least, no value drawn) whose arrow keys move by the slider's
/// keyboard step; `value-changed` writes through the newest component (snapped and clamped).
@MainActor
public final class SliderGtkRenderer: GtkComponentRenderer {
    private let row: GtkValueRow

    /// A row with a scale.
    public init(_ component: SliderComponent, context: GtkRenderContext) {
        let scale = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, nil)!
        gtk_scale_set_draw_value(focuskit_as_scale(UnsafeMutableRawPointer(scale)), 0)
        gtk_widget_set_size_request(scale, 160, -1)
        let range = focuskit_as_range(UnsafeMutableRawPointer(scale))
        row = GtkValueRow(control: scale, value: component.value) { gtk_range_get_value(range) }
        // The scale takes the row's width after its label, as SwiftUI's slider does (the label
        // had it, and the scale stood short at the far end).
        gtk_widget_set_hexpand(scale, 1)
        gtk_widget_set_hexpand(row.row.label, 0)
    }

    /// The row.
    public var widget: UnsafeMutablePointer<GtkWidget> { row.row.box }
    /// The scale.
    public var focusWidget: UnsafeMutablePointer<GtkWidget> { row.control }

    private var range: UnsafeMutablePointer<GtkRange> {
        focuskit_as_range(UnsafeMutableRawPointer(row.control))
    }

    /// Applies the label, bounds, step and value.
    public func update(from old: SliderComponent?, to new: SliderComponent) {
        let range = range
        row.update(
            from: old?.value, to: new.value,
            setBounds: { value in
                gtk_range_set_range(range, value.range.lowerBound, value.range.upperBound)
                gtk_range_set_increments(range, value.keyboardStep, value.keyboardStep * 10)
            },
            current: { gtk_range_get_value(range) }, setValue: { gtk_range_set_value(range, $0) })
    }
}
