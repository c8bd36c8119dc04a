extension View {
    /// Sets the value that identifies this view among a ``Picker``'s options, as SwiftUI's
    /// `tag(_:)`: choosing the option writes `tag` to the picker's selection, and the option
    /// whose tag equals the selection is shown as chosen.
    ///
    /// ```swift
    /// Picker("Theme", selection: $theme) {
    ///     Text("Light").tag(Theme.light)
    ///     Text("Dark").tag(Theme.dark)
    /// }
    /// ```
    ///
    /// The tag's type must be the selection's type (or, for an optional selection, its wrapped
    /// type); options whose tag has another type are shown but never match. `ForEach` tags each
    /// element with its id; an explicit tag inside it wins.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modified(.node { $0.tag = AnyHashable(tag) })
    }
}
