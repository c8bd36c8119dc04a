import FocusKit

/// What a backend's renderer of a search field (``SearchFieldComponent``) does for its
/// ``SearchFieldModel``: GTK and the headless twin implement it over their widgets; the model
/// decides what happens, so that both tell the same story.
@MainActor
package protocol SearchFieldDriver: AnyObject {
    /// Whether the window's focus widget is the field or inside it (its text).
    var containsWindowFocus: Bool { get }
    /// Whether the search bar is revealed (GTK: `GtkSearchBar`'s search mode).
    var isRevealed: Bool { get }
    /// Whether revealing the bar would show the field: the bar itself is shown (its view is not
    /// hidden, its window is) and enabled. A lookup.
    var canReveal: Bool { get }
    /// Reveals or hides the bar (GTK: `gtk_search_bar_set_search_mode`). Revealing shows the
    /// field at once; hiding may leave it on screen while GTK's transition runs.
    func setRevealed(_ revealed: Bool)
    /// Remembers the window's focus widget, which is not in the field (`nil` when the window
    /// has none): where Escape sends focus back to.
    func rememberWindowFocus()
    /// Focuses the field, as a click would (its text is selected); returns whether focus is in
    /// it. Called inside the coordinator's ``FocusKit/FocusCoordinator/moveFocus(in:by:)``.
    func focusField() -> Bool
    /// Moves focus back to the remembered widget if it is still in the window and can take
    /// focus; returns whether it did. Called inside the coordinator's
    /// ``FocusKit/FocusCoordinator/moveFocus(in:by:)``.
    func restoreRememberedFocus() -> Bool
    /// Moves focus to the first Tab stop of the searchable view's content, as Tab from the
    /// field would (a list enters on its selected row); returns whether it did. Called inside
    /// the coordinator's ``FocusKit/FocusCoordinator/moveFocus(in:by:)``.
    func focusContent() -> Bool
}

/// What a backend's renderer of the search toggle (``SearchToggleComponent``) does for the
/// ``SearchFieldModel`` of its searchable view.
@MainActor
package protocol SearchToggleDriver: AnyObject {
    /// Focuses the toggle; returns whether it did. Called inside the coordinator's
    /// ``FocusKit/FocusCoordinator/moveFocus(in:by:)`` when the search bar hides with focus in
    /// it and the control focus came from is gone.
    func focusToggle() -> Bool
    /// Shows whether the bar is revealed (GTK: the toggle button's `active`), without acting on
    /// it.
    func showRevealed(_ isRevealed: Bool)
}
