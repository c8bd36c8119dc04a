struct TintKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
    /// The tint of controls here (``View/tint(_:)-(Color?)``).
    var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The GTK style classes that give a view of `kind` the tint: GTK's own button classes
    /// where it has them, FocusUI's `focusui-tint-…` classes (theme colours, no raw ones) for
    /// the rest.
    func tintClasses(for kind: ComponentTintKind) -> [String] {
        guard let token = tint?.styleToken,
            !["secondary", "tertiary", "quaternary", "placeholder"].contains(token),
            kind != .none
        else {
            return []
        }
        let role = token
        switch (kind, role) {
        case (.action, "accent"): return ["suggested-action"]
        case (.action, "error"): return ["destructive-action"]
        default: return ["focusui-tint-\(role)"]
        }
    }
}

extension View {
    /// Colours the controls in this view with a semantic colour, as SwiftUI's `tint(_:)`. The
    /// innermost tint wins; `.primary` (or `nil`) goes back to the theme's accent colour.
    ///
    /// ```swift
    /// Button("Delete Account") { deleteAccount() }
    ///     .tint(.red)
    /// Toggle("Airplane Mode", isOn: $airplaneMode)
    ///     .toggleStyle(.switch)
    ///     .tint(.orange)
    /// ```
    ///
    /// GTK draws it with the theme's colours: a button tinted `.tint` (the accent) is a
    /// `suggested-action` button and one tinted `.red` a `destructive-action` button, as
    /// GNOME's apps mark them; a switch's or checkbox's on state, a slider's filled part, a
    /// link's text and the caret of a text field, secure field, text editor or stepper get the
    /// colour (the theme's accent, error, warning, success colours for `.tint`, `.red`,
    /// `.orange`, `.green`; the colour itself for the others). Text is not tinted (use
    /// ``View/foregroundStyle(_:)``), as in SwiftUI, and neither is a drop-down `Picker`, which
    /// GTK draws as a plain button. `.secondary` and `.tertiary` have no tint colour and are the
    /// same as `.primary`.
    public func tint<S: ShapeStyle>(_ style: S) -> some View {
        let erased = AnyShapeStyle(style)
        return modified(.environment { $0.tint = erased })
    }

    /// Colours the controls in this view with `color`, as SwiftUI's `tint(_:)` taking a colour;
    /// `nil` goes back to the accent colour. See ``tint(_:)-(S)``.
    public func tint(_ color: Color?) -> some View {
        let erased = color.map(AnyShapeStyle.init)
        return modified(.environment { $0.tint = erased })
    }
}
