extension View {
    /// The name screen readers announce for the view (GTK: accessible property `LABEL`).
    /// The innermost label wins.
    public func accessibilityLabel(_ label: String) -> some View {
        // Outer modifiers are applied first, so an inner one overwrites.
        modified(.node { $0.accessibilityLabel = label })
    }

    /// FocusKit addition: announces the view as an alert (GTK: accessible role `ALERT`), for an
    /// error message that appears after a failed submission.
    public func accessibilityAlert() -> some View {
        modified(.node { $0.isAlert = true })
    }

    /// FocusKit addition: marks the field's value invalid for screen readers (GTK: accessible
    /// state `INVALID`).
    public func accessibilityInvalid(_ invalid: Bool = true) -> some View {
        modified(.node { $0.isInvalid = $0.isInvalid || invalid })
    }
}
