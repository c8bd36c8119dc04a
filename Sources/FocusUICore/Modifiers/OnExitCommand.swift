extension View {
    /// Sets up an action that triggers in response to receiving the exit command while the view
    /// has focus, as SwiftUI's `onExitCommand(perform:)`. On Linux the exit command is Escape.
    ///
    /// ```swift
    /// Form {
    ///     TextField("Search", text: $query)
    /// }
    /// .onExitCommand { query = "" }
    /// ```
    ///
    /// - **Focus in:** while focus is in this view or inside it, Escape runs `action` (GTK: a
    ///   `GtkShortcutController` on the view's widget, which sees the key as it bubbles up from
    ///   the focus widget). The innermost view with an exit command handles it.
    /// - **Focus out:** with focus elsewhere, Escape does not reach it.
    /// - **Write:** focus moved into the view by a `@FocusState` write counts like the user's.
    ///
    /// Applied twice to the same view, the innermost modifier wins.
    public func onExitCommand(perform action: (@MainActor () -> Void)?) -> some View {
        // Outer modifiers apply first: the innermost one is applied last and wins.
        modified(.node { $0.onExitCommand = action })
    }
}
