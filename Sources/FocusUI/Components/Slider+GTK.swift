import CGtk
import FocusKitGTK
import FocusUICore

extension SliderComponent: GtkRenderable {
    /// A row with a `GtkScale`.
    public typealias GtkRenderer = SliderGtkRenderer
}

/// Draws a `SliderComponent`: a preferences row of the label's text and a horizontal
/// `GtkScale` (160 pixels at least, no value drawn) whose arrow keys move by the slider's
/// keyboard step; `value-changed` writes through the newest component (snapped and clamped).
@MainActor
public final class SliderGtkRenderer: GtkComponentRenderer {
    private let row: GtkPreferencesRow
    private let scale: UnsafeMutablePointer<GtkWidget>
    private var component: SliderComponent
    private var isApplyingValue = false
    private let signals = SignalBag()

    /// A row with a scale.
    public init(_ component: SliderComponent, context: GtkRenderContext) {
        self.component = component
        scale = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, nil)!
        gtk_scale_set_draw_value(focuskit_as_scale(UnsafeMutableRawPointer(scale)), 0)
        gtk_widget_set_size_request(scale, 160, -1)
        gtk_widget_set_valign(scale, GTK_ALIGN_CENTER)
        row = GtkPreferencesRow(control: scale)
        signals.connect(scale, signal: "value-changed") { [unowned self] _ in
            guard !self.isApplyingValue else { return }
            self.component.value.sendValue(gtk_range_get_value(self.range))
        }
    }

    isolated deinit {
        signals.disconnectAll()
    }

    /// The row.
    public var widget: UnsafeMutablePointer<GtkWidget> { row.box }
    /// The scale.
    public var focusWidget: UnsafeMutablePointer<GtkWidget> { scale }

    private var range: UnsafeMutablePointer<GtkRange> { focuskit_as_range(UnsafeMutableRawPointer(scale)) }

    /// Applies the label, bounds, step and value.
    public func update(from old: SliderComponent?, to new: SliderComponent) {
        component = new
        let value = new.value
        if value.title != old?.value.title || value.isLabelHidden != old?.value.isLabelHidden {
            row.setTitle(value.title, hidden: value.isLabelHidden)
        }
        isApplyingValue = true
        defer { isApplyingValue = false }
        if value.range != old?.value.range || value.step != old?.value.step {
            gtk_range_set_range(range, value.range.lowerBound, value.range.upperBound)
            gtk_range_set_increments(range, value.keyboardStep, value.keyboardStep * 10)
        }
        if gtk_range_get_value(range) != value.value { gtk_range_set_value(range, value.value) }
    }
}
