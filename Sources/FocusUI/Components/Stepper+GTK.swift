import CGtk
import FocusKitGTK
import FocusUICore

extension StepperComponent: GtkRenderable {
    /// A row with a `GtkSpinButton`.
    public typealias GtkRenderer = StepperGtkRenderer
}

/// Draws a `StepperComponent`: a preferences row of the title and a `GtkSpinButton` showing
/// the decimals of its step; `value-changed` writes through the newest component (clamped,
/// not snapped), and the value is set only when the spin button shows another, muted. Return in it
/// takes the typed value and activates the window's default button.
///
/// A stepper with a format style shows its value as the style writes it (the spin button's
/// `output`) and reads typed text through the style (its `input`), else as GTK reads a plain
/// number; text neither reads keeps the value.
@MainActor
public final class StepperGtkRenderer: GtkComponentRenderer {
    private let row: GtkValueRow
    /// The newest component's format style, if it has one.
    private var format: ValueFormat?
    private let signals = SignalBag()

    /// A row with a spin button.
    public init(_ component: StepperComponent, context: GtkRenderContext) {
        let spin = gtk_spin_button_new_with_range(0, 1, 1)!
        let spinButton = focuskit_as_spin_button(UnsafeMutableRawPointer(spin))
        let editable = focuskit_as_editable(UnsafeMutableRawPointer(spin))
        row = GtkValueRow(
            control: spin, value: component.value,
            // GTK wrote the value into the entry before `value-changed` (`gtk_spin_button_value_changed`).
            shownText: { gtk_editable_get_text(editable).map { String(cString: $0) } ?? "" }
        ) { gtk_spin_button_get_value(spinButton) }
        // Return in the spin button's text takes the typed value (GtkSpinButton's own `activate`
        // handler), then activates the window's default button, as Return in an entry does: a
        // sheet's Save (`gtk/gtktext.c`, `gtk_text_real_activate`). GtkSpinButton leaves its
        // text's `activates-default` off.
        if let text = gtk_editable_get_delegate(focuskit_as_editable(UnsafeMutableRawPointer(spin))) {
            gtk_text_set_activates_default(focuskit_as_text(UnsafeMutableRawPointer(text)), 1)
        }
        // The text is the spin button's `GtkText`'s, as GTK's own output writes it
        // (`gtk_spin_button_default_output`): the spin button's editable filters what is set
        // through it.
        let entry = gtk_editable_get_delegate(editable) ?? editable
        signals.connectBoolean(spin, signal: "output") { [unowned self] _ in
            guard let format = self.format else { return false }
            let text = format.text(gtk_spin_button_get_value(spinButton))
            if gtk_editable_get_text(entry).map({ String(cString: $0) }) != text {
                gtk_editable_set_text(entry, text)
            }
            return true
        }
        // `gint (*input)(GtkSpinButton *, double *new_value)`: the text read through the style,
        // else as a plain number ("12.5"); text neither reads keeps the value (GTK's own input
        // would make it 0, or the number its text starts with).
        signals.connectBooleanWithPointerArgument(spin, signal: "input") { [unowned self] _, newValue in
            guard let format = self.format, let newValue else { return false }
            let text = gtk_editable_get_text(entry).map { String(cString: $0) } ?? ""
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let number = format.parse(text) ?? Double(trimmed) ?? gtk_spin_button_get_value(spinButton)
            newValue.assumingMemoryBound(to: Double.self).pointee = number
            return true
        }
    }

    isolated deinit {
        signals.disconnectAll()
    }

    /// The row.
    public var widget: UnsafeMutablePointer<GtkWidget> { row.row.box }
    /// The spin button.
    public var focusWidget: UnsafeMutablePointer<GtkWidget> { row.control }

    private var spinButton: OpaquePointer { focuskit_as_spin_button(UnsafeMutableRawPointer(row.control)) }

    /// Applies the title, bounds, step and value.
    public func update(from old: StepperComponent?, to new: StepperComponent) {
        let spinButton = spinButton
        format = new.value.format.value
        row.update(
            from: old?.value, to: new.value,
            setBounds: { value in
                gtk_spin_button_set_digits(spinButton, Self.digits(for: value.step))
                gtk_spin_button_set_increments(spinButton, value.step, value.step * 10)
                gtk_spin_button_set_range(spinButton, value.range.lowerBound, value.range.upperBound)
            },
            current: { gtk_spin_button_get_value(spinButton) },
            setValue: { gtk_spin_button_set_value(spinButton, $0) })
        if let format, new.value.formattedValue != old?.value.formattedValue {
            // Wide enough for the bounds as the style writes them ("€100.00"), and written
            // again for a style that changed while the value did not.
            let widest =
                [new.value.range.lowerBound, new.value.range.upperBound, new.value.value]
                .filter(\.isFinite).map { format.text($0).count }.max() ?? 0
            gtk_editable_set_width_chars(
                focuskit_as_editable(UnsafeMutableRawPointer(row.control)), Int32(clamping: min(widest, 12)))
            if let text = new.value.formattedValue {
                let editable = focuskit_as_editable(UnsafeMutableRawPointer(row.control))
                gtk_editable_set_text(gtk_editable_get_delegate(editable) ?? editable, text)
            }
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
