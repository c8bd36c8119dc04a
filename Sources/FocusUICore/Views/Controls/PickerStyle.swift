/// How a ``Picker`` looks, as SwiftUI's picker styles. Changing the style of a picker replaces
/// its widgets (other GTK widget types), so a focused picker loses focus.
///
/// | Style | GTK | Tab stops |
/// |---|---|---|
/// | ``automatic``, ``menu`` | a row with a `GtkDropDown` | one |
/// | ``segmented`` | a row with linked `GtkToggleButton`s, one per option, in a group | one per option |
/// | ``radioGroup``, ``inline`` | a row with a column of grouped `GtkCheckButton`s (radio buttons) | one: the chosen option; arrow keys move the choice |
/// | ``wheel``, ``navigationLink`` (iOS styles) | a drop-down | one |
/// | ``palette`` | segments | one per option |
public enum PickerStyle: Hashable, Sendable {
    /// The platform's default: a drop-down.
    case automatic
    /// A drop-down list of the options (GTK: `GtkDropDown`).
    case menu
    /// A row of segments, one per option, the chosen one pressed (GTK: linked toggle buttons,
    /// as GNOME's apps show a few exclusive choices).
    case segmented
    /// A column of radio buttons (GTK: grouped check buttons).
    case radioGroup
    /// The options in place, as SwiftUI's `.inline`: a column of radio buttons on GTK.
    case inline
    /// SwiftUI's iOS wheel: a drop-down on a desktop.
    case wheel
    /// SwiftUI's palette of icons: segments on GTK.
    case palette
    /// SwiftUI's iOS list of options on a pushed page: a drop-down on a desktop.
    case navigationLink
}

/// The environment key behind `.pickerStyle(_:)`.
struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: PickerStyle { .automatic }
}

extension EnvironmentValues {
    /// The style of the pickers here; set it with ``View/pickerStyle(_:)``.
    public var pickerStyle: PickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of every ``Picker`` in this view, as SwiftUI's `pickerStyle(_:)`.
    ///
    /// ```swift
    /// Picker("Units", selection: $units) {
    ///     Text("Metric").tag(Units.metric)
    ///     Text("Imperial").tag(Units.imperial)
    /// }
    /// .pickerStyle(.segmented)
    /// ```
    ///
    /// Focus follows GTK's keyboard model for each: a `.focused` state bound to a segmented
    /// picker reads its value while any segment has focus, and a write focuses its first
    /// segment; a radio group is one Tab stop whose write focuses the first radio button.
    public func pickerStyle(_ style: PickerStyle) -> some View {
        modified(.environment { $0.pickerStyle = style })
    }
}
