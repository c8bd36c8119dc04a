extension Element {
    /// How far one arrow key moves a ``Stepper`` or ``Slider``: its step, or a hundredth of
    /// its range for a continuous slider.
    public var keyboardStep: Double {
        step > 0 ? step : (valueRange.upperBound - valueRange.lowerBound) / 100
    }
}

/// What the backend reports for the controls with a value other than text: each writes through
/// the binding only when the binding does not hold the value already, so that the re-render does
/// not echo it back.
extension Element {
    /// The user toggled a ``Toggle`` (GTK: `notify::active` / `toggled`).
    @MainActor public func sendToggle(_ isOn: Bool) {
        guard let toggleBinding, toggleBinding.wrappedValue != isOn else { return }
        toggleBinding.wrappedValue = isOn
    }

    /// The user chose the option at `index` in a ``Picker`` (GTK: `notify::selected`). An index
    /// outside ``options`` is ignored.
    @MainActor public func sendSelection(_ index: Int) {
        guard options.indices.contains(index), index != selectedIndex else { return }
        onSelect?(index)
    }

    /// The user changed a ``Stepper``'s or ``Slider``'s value (GTK: `value-changed`): snapped
    /// to a whole number of steps from the lower bound (when there is a step), and clamped to
    /// the bounds.
    @MainActor public func sendValue(_ newValue: Double) {
        var snapped = newValue
        if step > 0 {
            snapped = valueRange.lowerBound + ((newValue - valueRange.lowerBound) / step).rounded() * step
        }
        let clamped = min(max(snapped, valueRange.lowerBound), valueRange.upperBound)
        guard let valueBinding, valueBinding.wrappedValue != clamped else { return }
        valueBinding.wrappedValue = clamped
    }
}
