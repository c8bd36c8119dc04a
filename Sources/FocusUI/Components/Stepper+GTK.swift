import CGtk
import FocusKitGTK
import FocusUICore

extension StepperComponent: GtkRenderable {
    /// A row with a `GtkSpinButton`.
    public typealias GtkRenderer = StepperGtkRenderer
}

/// Draws a `StepperComponent`: a preferences row of the title and a `GtkSpinButton` showing
/// the decimals of its step; `value-changed` writes through the newest component (snapped and
/// clamped), and the value is set only when the spin button shows another, muted.
@MainActor
public final class StepperGtkRenderer: GtkComponentRenderer {
    private let row: GtkPreferencesRow
    private let spin: UnsafeMutablePointer<GtkWidget>
    private var component: StepperComponent
    private var isApplyingValue = false
    private let signals = SignalBag()

    /// A row with a spin button.
    public init(_ component: StepperComponent, context: GtkRenderContext) {
        self.component = component
        spin = gtk_spin_button_new_with_range(0, 1, 1)!
        gtk_widget_set_valign(spin, GTK_ALIGN_CENTER)
        row = GtkPreferencesRow(control: spin)
        signals.connect(spin, signal: "value-changed") { [unowned self] _ in
            guard !self.isApplyingValue else { return }
            self.component.value.sendValue(gtk_spin_button_get_value(self.spinButton))
        }
    }

    isolated deinit {
        signals.disconnectAll()
    }

    /// The row.
    public var widget: UnsafeMutablePointer<GtkWidget> { row.box }
    /// The spin button.
    public var focusWidget: UnsafeMutablePointer<GtkWidget> { spin }

    private var spinButton: OpaquePointer { focuskit_as_spin_button(UnsafeMutableRawPointer(spin)) }

    /// Applies the title, bounds, step and value.
    public func update(from old: StepperComponent?, to new: StepperComponent) {
        component = new
        let value = new.value
        if value.title != old?.value.title || value.isLabelHidden != old?.value.isLabelHidden {
            row.setTitle(value.title, hidden: value.isLabelHidden)
        }
        isApplyingValue = true
        defer { isApplyingValue = false }
        if value.range != old?.value.range || value.step != old?.value.step {
            gtk_spin_button_set_digits(spinButton, Self.digits(for: value.step))
            gtk_spin_button_set_increments(spinButton, value.step, value.step * 10)
            gtk_spin_button_set_range(spinButton, value.range.lowerBound, value.range.upperBound)
        }
        if gtk_spin_button_get_value(spinButton) != value.value {
            gtk_spin_button_set_value(spinButton, value.value)
        }
    }

    /// The decimals a spin button shows: as many as the step has, up to six.
    static func digits(for step: Double) -> UInt32 {
        var digits: UInt32 = 0
        var scaled = step
        while digits < 6, (scaled - scaled.rounded()).magnitude > 1e-9 {
            scaled *= 10
            digits += 1
        }
        return digits
    }
}
