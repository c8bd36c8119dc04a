/// How a ``Form`` lays out its controls, as SwiftUI's form styles.
///
/// ```swift
/// Form {
///     Section("Saving") {
///         Toggle("Save automatically", isOn: $autosave)
///     }
/// }
/// .formStyle(.grouped)
/// ```
public enum FormStyle: Hashable, Sendable {
    /// The platform's default: on GTK, as ``columns``; in a ``Settings`` scene, as ``grouped``
    /// (GNOME's preferences window is pages of grouped rows).
    case automatic
    /// Each ``Section`` a titled, rounded, boxed list of rows with separators, as GNOME's
    /// Settings draws its pages (libadwaita: the form is an `AdwPreferencesPage`, which scrolls
    /// itself and keeps its groups at a readable width; each section an
    /// `AdwPreferencesGroup`, titled by its header and described by its footer; each control a
    /// row of it, its title at the start and the control at the end). A ``Toggle`` whose style
    /// is ``ToggleStyle/automatic`` is a switch here, as in SwiftUI's grouped forms.
    case grouped
    /// The controls one below another, each section a heading above a framed block of rows.
    /// SwiftUI's macOS columns style right-aligns each control's label in a column of its own;
    /// GTK has no such layout, so on GTK this is the same as ``automatic``: a row's title sits
    /// at its start.
    case columns
}

/// The environment key behind `.formStyle(_:)`.
struct FormStyleKey: EnvironmentKey {
    static var defaultValue: FormStyle { .automatic }
}

/// The environment key set inside a grouped form's sections (their controls are rows).
struct IsGroupedFormKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The style of the forms here; set it with ``View/formStyle(_:)``.
    public var formStyle: FormStyle {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }

    /// Whether this is inside a ``Form`` drawn ``FormStyle/grouped``.
    var isInGroupedForm: Bool {
        get { self[IsGroupedFormKey.self] }
        set { self[IsGroupedFormKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of every ``Form`` in this view, as SwiftUI's `formStyle(_:)`.
    ///
    /// ```swift
    /// Form { … }
    ///     .formStyle(.grouped)
    /// ```
    public func formStyle(_ style: FormStyle) -> some View {
        modified(.environment { $0.formStyle = style })
    }
}
