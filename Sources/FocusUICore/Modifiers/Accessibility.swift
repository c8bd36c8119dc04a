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

    /// Adds the given traits to the view, as SwiftUI's `accessibilityAddTraits(_:)`: what a
    /// screen reader says the view is, or its state.
    ///
    /// ```swift
    /// Text("Inbox")
    ///     .font(.headline)
    ///     .accessibilityAddTraits(.isHeader)
    /// ```
    ///
    /// On GTK a role trait makes a ``Text`` or an ``Image`` a heading, button, link or image
    /// (its widget is made again when the role changes) and ``AccessibilityTraits/isSelected``
    /// is the `SELECTED` state on any view; see ``AccessibilityTraits`` for what has no effect
    /// there (FocusUI warns once). Traits from nested modifiers add up.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modified(.node { $0.addedAccessibilityTraits.formUnion(traits) })
    }

    /// Removes the given traits from the view, as SwiftUI's `accessibilityRemoveTraits(_:)`.
    ///
    /// On GTK it takes back traits added with ``accessibilityAddTraits(_:)``; the role a control
    /// has by what it is (a button's ``AccessibilityTraits/isButton``, an image's
    /// ``AccessibilityTraits/isImage``) cannot be removed there, and FocusUI warns once.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modified(.node { $0.removedAccessibilityTraits.formUnion(traits) })
    }

    /// Adds a textual description of the view's value, as SwiftUI's `accessibilityValue(_:)`:
    /// screen readers say it after the view's name. The innermost value wins; an empty one
    /// removes it. It replaces a control's own value (a ``Gauge``'s or ``ProgressView``'s
    /// current value's label), which is said when the view has none.
    ///
    /// ```swift
    /// Text("\(unread)")
    ///     .accessibilityLabel("Unread messages")
    ///     .accessibilityValue("\(unread) messages")
    /// ```
    ///
    /// GTK sends no value text to screen readers (AT-SPI's value is a number, for sliders and
    /// progress bars: FocusKitGTK's quirk `valueTextNotOnTheBus`), so on GTK the value is part of the accessible name, after a comma:
    /// Orca says "Unread messages, 3 messages, label". On a `SecureField` it has no effect (a
    /// password field's value is never spoken) and FocusUI warns once.
    public func accessibilityValue(_ value: some StringProtocol) -> some View {
        let value = String(value)
        return modified(.node { $0.accessibilityValue = value.isEmpty ? nil : value })
    }

    /// Hides the view and everything in it from screen readers, as SwiftUI's
    /// `accessibilityHidden(_:)`, for a decoration that repeats what a neighbour says. The view
    /// is still drawn, and a control in it still takes focus and clicks.
    ///
    /// ```swift
    /// Image(systemName: "star.fill")
    ///     .accessibilityHidden(true)
    /// ```
    ///
    /// On GTK it is the accessible state `HIDDEN` on the view's widget and on every widget in
    /// it: AT-SPI leaves them out of the tree. `.accessibilityHidden(false)` inside a hidden
    /// view does not show it again, as in SwiftUI.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modified(.environment { $0.isAccessibilityHidden = $0.isAccessibilityHidden || hidden })
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

/// The environment key behind `.accessibilityHidden(_:)`.
struct IsAccessibilityHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether screen readers do not see the views here (`.accessibilityHidden(true)` on the
    /// view or an ancestor).
    public internal(set) var isAccessibilityHidden: Bool {
        get { self[IsAccessibilityHiddenKey.self] }
        set { self[IsAccessibilityHiddenKey.self] = newValue }
    }
}
