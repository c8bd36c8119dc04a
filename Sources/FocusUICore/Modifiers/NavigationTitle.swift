extension View {
    /// Sets the title of the window this view is in, as SwiftUI's `navigationTitle(_:)` on a
    /// window's content (GTK: `gtk_window_set_title`, which window managers show in the title
    /// bar and screen readers announce when the window is activated).
    ///
    /// ```swift
    /// Form { … }
    ///     .navigationTitle("Preferences")
    /// ```
    ///
    /// When several views in a window set a title, the innermost, and then the last in the
    /// tree, wins; when none is left, the window's scene title comes back. The title is set
    /// only when it changes.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modified(.navigationTitle(String(title)))
    }

    /// Sets the window's title from a localized key, as SwiftUI's `navigationTitle(_:)`.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modified(.navigationTitle(titleKey.plainText))
    }

    /// Sets the window's title from a text, as SwiftUI's `navigationTitle(_:)` taking a `Text`:
    /// the text's string (a window title has no markup).
    public func navigationTitle(_ title: Text) -> some View {
        modified(.navigationTitle(title.content))
    }
}
