extension View {
    /// The name screen readers announce for the view (GTK: accessible property `LABEL`).
    /// The innermost label wins.
    public func accessibilityLabel(_ label: String) -> some View {
        // Outer modifiers are applied first, so an inner one overwrites.
        modified(.node { $0.accessibilityLabel = label })
    }

    /// Communicates to the user what happens after performing the view's action, or what is
    /// wrong with its value: screen readers speak it after the view's name and role whenever
    /// the view gains focus, and speak it at once when it changes while the view has focus
    /// (GTK: accessible property `DESCRIPTION`, which Orca reads as the description). An empty
    /// hint removes it. The innermost hint wins.
    ///
    /// A form can use it to have an error spoken once when it appears, with the field it
    /// concerns:
    ///
    /// ```swift
    /// SecureField("Password", text: $password)
    ///     .focused($focusedField, equals: .passwordField)
    ///     .accessibilityHint(errorMessage ?? "")
    /// ```
    public func accessibilityHint(_ hint: String) -> some View {
        modified(.node { $0.accessibilityHint = hint })
    }

    /// Uses the string you specify to identify the view, as SwiftUI's
    /// `accessibilityIdentifier(_:)`: a name for tests to find the view by, which users never
    /// see or hear. The innermost identifier wins.
    ///
    /// ```swift
    /// Button("Sign In", action: signIn)
    ///     .accessibilityIdentifier("signInButton")
    /// ```
    ///
    /// FocusUITesting finds a control by it as XCUITest does (`window.button("signInButton")`
    /// matches a title, an accessibility label or an identifier; `window.control(identifier:)`
    /// any kind). On GTK it is the name of the control's widget, the one screen readers see as
    /// the control (a text field's `GtkEntry`; `gtk_widget_set_name`),
    /// which GTK Inspector shows and a style sheet matches as `#signInButton`; GTK's
    /// accessibility bus has no identifier (AT-SPI's `AccessibleId` is always empty there), so
    /// screen readers and AT-SPI tools do not see it.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modified(.node { $0.accessibilityIdentifier = identifier })
    }

    /// FocusKit addition: announces the view as an alert (GTK: accessible role `ALERT`), for an
    /// error message that appears after a failed submission.
    public func accessibilityAlert() -> some View {
        modified(.node { $0.isAlert = true })
    }

    /// FocusKit addition: marks the field's value invalid: GTK's `error` style class, and for
    /// screen readers the accessible state `INVALID` where GTK reports it as AT-SPI's
    /// `invalid-entry`. A GTK with FocusKitGTK's quirk `invalidStateReportedAsDefunct` (the releases
    /// are listed there) reports it as AT-SPI's `invalid` ("defunct
    /// object"), which makes Orca ignore the field and echo keys typed into it, so there the
    /// state is not set: say what is wrong with ``accessibilityHint(_:)`` instead.
    public func accessibilityInvalid(_ invalid: Bool = true) -> some View {
        modified(.node { $0.isInvalid = $0.isInvalid || invalid })
    }
}
