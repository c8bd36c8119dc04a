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

    /// The user changed a ``Stepper``'s value (GTK: `value-changed`); clamped to its bounds.
    @MainActor public func sendValue(_ newValue: Double) {
        let clamped = min(max(newValue, valueRange.lowerBound), valueRange.upperBound)
        guard let valueBinding, valueBinding.wrappedValue != clamped else { return }
        valueBinding.wrappedValue = clamped
    }
}
