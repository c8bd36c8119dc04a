extension View {
    /// Adds a tooltip to the view, as SwiftUI's `help(_:)` (GTK: the widget's tooltip, shown on
    /// hover and on keyboard focus after a delay). The innermost help wins.
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
