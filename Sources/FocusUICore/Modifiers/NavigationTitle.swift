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
    ///
    /// On GTK, a title that changes while the user is typing in the window (a `TextField`
    /// bound to the same string) shows at once in the header bar, and becomes the window's own
    /// title, its name for the window manager and screen readers, when focus leaves that text
    /// or the window: a screen reader speaks every change of the active window's name, and
    /// would read the title out after each key. A title set while the user is not typing is
    /// the window's at once. Without a header bar (`.toolbar(removing: .title)`) the new title
    /// shows when focus leaves the text.
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

    /// Sets the window's title from a binding, as SwiftUI's `navigationTitle(_:)` taking a
    /// `Binding<String>`: the title shows the binding's value and follows it.
    ///
    /// ```swift
    /// DocumentEditor(document: $document)
    ///     .navigationTitle($document.name)
    /// ```
    ///
    /// Difference: SwiftUI lets the user rename the title in place (in the toolbar's title
    /// menu on macOS, with `.toolbarRole(.editor)` on iOS). GTK's header bar has no editable
    /// title, so on GTK the title is shown, not edited: give the user a `TextField` or a Rename
    /// command that writes the binding.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        modified(.navigationTitle(title.wrappedValue))
    }

    /// Sets the subtitle of the window this view is in, as SwiftUI's `navigationSubtitle(_:)`
    /// (macOS: a second line below the title in the toolbar). On GTK it is the smaller, dimmed
    /// line below the title in the window's header bar (libadwaita's `AdwWindowTitle`), where
    /// GNOME's apps show a document's folder or a count. A window without a header bar (a
    /// menu-bar app's window, an alert) does not show it.
    ///
    /// ```swift
    /// NoteList(notes: notes)
    ///     .navigationTitle("Notes")
    ///     .navigationSubtitle("\(notes.count) notes")
    /// ```
    ///
    /// When several views in a window set one, the innermost, and then the last in the tree,
    /// wins; when none is left, the subtitle goes away.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        modified(.navigationSubtitle(String(subtitle)))
    }

    /// Sets the window's subtitle from a localized key, as SwiftUI's `navigationSubtitle(_:)`.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        modified(.navigationSubtitle(subtitleKey.plainText))
    }

    /// Sets the window's subtitle from a text (its string), as SwiftUI's
    /// `navigationSubtitle(_:)` taking a `Text`.
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        modified(.navigationSubtitle(subtitle.content))
    }
}
