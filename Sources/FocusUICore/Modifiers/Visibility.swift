extension View {
    /// Hides the view, as SwiftUI's `hidden()`: GTK does not draw it and gives it no space
    /// (`gtk_widget_set_visible(false)`), and it cannot take focus.
    ///
    /// - **Focus out:** hiding a focused view clears its `.focused` state and the window's
    ///   focus; GTK's fallback does not land in another bound field (contract rule 11).
    /// - **Write:** a write of its value while it is hidden waits until it is shown (rule 7).
    ///
    /// To hide a view only sometimes, use ``hidden(_:)``: an `if` around the view would remove
    /// it and its state instead.
    public func hidden() -> some View {
        hidden(true)
    }

    /// FocusKit addition: hides the view while `isHidden` is true, keeping its identity and
    /// state (the same GTK widget is hidden and shown again), and behaves as ``hidden()``
    /// meanwhile. SwiftUI has no such form; there an `if` or `.opacity(0)` is used.
    ///
    /// ```swift
    /// TextField("Proxy", text: $proxy)
    ///     .focused($focusedField, equals: .proxy)
    ///     .hidden(!usesProxy)
    /// ```
    public func hidden(_ isHidden: Bool) -> some View {
        modified(.node { $0.isHidden = $0.isHidden || isHidden })
    }

    /// Sets the view's transparency, as SwiftUI's `opacity(_:)`: 0 is invisible, 1 (the
    /// default) opaque; nested opacities multiply (GTK: `gtk_widget_set_opacity`). A view with
    /// opacity 0 still takes space and can take focus, as in SwiftUI.
    public func opacity(_ opacity: Double) -> some View {
        let clamped = min(max(opacity, 0), 1)
        return modified(.node { $0.opacity *= clamped })
    }
}
