extension View {
    /// Conditionally prevents the user from dismissing the sheet the view is in, as SwiftUI's
    /// `interactiveDismissDisabled(_:)`: the app still closes it (`dismiss()`, the binding set to
    /// `false`, a `.cancellationAction` button).
    ///
    /// ```swift
    /// EditorForm(draft: $draft)
    ///     .interactiveDismissDisabled(draft.hasChanges)
    /// ```
    ///
    /// On GTK, while any view in the sheet asks for it, the sheet is not deletable
    /// (`gtk_window_set_deletable`): its header bar shows no close button, Escape that no view
    /// handled does not close it (GTK disables the window's `window.close` action), an X11
    /// window manager offers no Close and Alt+F4 does nothing, and a close request a Wayland
    /// compositor sends anyway is refused. Escape still runs the sheet's Cancel button (a
    /// ``ToolbarItemPlacement/cancellationAction`` item or a `.keyboardShortcut(.cancelAction)`
    /// button), as in SwiftUI: its action decides.
    ///
    /// Differences: a popover on GTK always closes on a click outside it and on Escape (GTK
    /// gives an autohiding popover no way to refuse), so inside a popover's content the modifier
    /// has no effect, and FocusUI warns once. Inside a row of a `List` or a lazy stack that
    /// renders its rows as they scroll in (a `ForEach`'s rows), it has no effect either, with a
    /// warning: put it on the sheet's content. On a window that is not a sheet it does nothing,
    /// as in SwiftUI.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modified(.interactiveDismissDisabled(isDisabled))
    }
}
