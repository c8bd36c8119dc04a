/// How a ``Toggle`` looks, as SwiftUI's toggle styles. Changing the style of a toggle replaces
/// its widget (another GTK widget type), so a focused toggle loses focus.
public enum ToggleStyle: Hashable, Sendable {
    /// The platform's default: a checkbox.
    case automatic
    /// A checkbox with the title beside it (GTK: `GtkCheckButton`).
    case checkbox
    /// A switch at the end of a row that starts with the title (GTK: `GtkSwitch`, as in GNOME's
    /// preferences).
    case `switch`
    /// A button that stays pressed while on (GTK: `GtkToggleButton`).
    case button
}

/// The environment key behind `.toggleStyle(_:)`.
struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: ToggleStyle { .automatic }
}

extension EnvironmentValues {
    /// The style of the toggles here; set it with ``View/toggleStyle(_:)``.
    public var toggleStyle: ToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of every ``Toggle`` in this view, as SwiftUI's `toggleStyle(_:)`.
    ///
    /// ```swift
    /// Toggle("Wi-Fi", isOn: $wifi)
    ///     .toggleStyle(.switch)
    /// ```
    public func toggleStyle(_ style: ToggleStyle) -> some View {
        modified(.environment { $0.toggleStyle = style })
    }
}
