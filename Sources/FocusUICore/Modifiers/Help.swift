extension View {
    /// Adds a tooltip to the view, as SwiftUI's `help(_:)` (GTK: the widget's tooltip, shown on
    /// hover and on keyboard focus after a delay). The innermost help wins.
    ///
    /// A screen reader says it after the control's name and role, as VoiceOver says SwiftUI's
    /// help (GTK: the accessible description), unless the control has an
    /// `.accessibilityHint`, which it says instead, or the help only repeats the control's name
    /// (a header bar's icon, titled by its tooltip), which it does not say twice.
    ///
    /// ```swift
    /// Toggle("Autosave", isOn: $autosave)
    ///     .help("Saves your changes every few minutes")
    /// ```
    public func help<S: StringProtocol>(_ text: S) -> some View {
        let text = String(text)
        return modified(.node { $0.help = text })
    }
}
