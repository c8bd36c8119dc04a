import FocusKit

/// What a backend's renderer of a search field (``SearchFieldComponent``) does for its
/// ``SearchFieldModel``: GTK and the headless twin implement it over their widgets; the model
/// decides what happens, so that both tell the same story.
@MainActor
package protocol SearchFieldDriver: AnyObject {
    /// Whether the window's focus widget is the field or inside it (its text).
    var containsWindowFocus: Bool { get }
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
}
