import FocusKit

/// What a backend's renderer of a navigation view does for the stack's model
/// (``NavigationStackModel``): a control or area the model can move focus into, and ask
/// whether it holds the window's focus. GTK and the headless twin implement it over their
/// widgets; the model decides what happens, so that both tell the same story.
@MainActor
package protocol NavigationFocusDriver: AnyObject {
    /// Whether the window's focus widget is this view or inside it.
    var containsWindowFocus: Bool { get }
    /// Whether the window has a focus widget at all.
    var windowHasFocus: Bool { get }
    /// Moves focus to this view's first Tab stop (the view itself when it is one), as Tab
    /// would reach it; returns whether focus moved there. Called inside the coordinator's
    /// ``FocusKit/FocusCoordinator/moveFocus(in:by:)``.
    func focusFirstTabStop() -> Bool
}

/// What a backend's renderer of one page of a ``NavigationStack`` does for the stack's model.
@MainActor
package protocol NavigationPageDriver: NavigationFocusDriver {
    /// Shows or hides the page (GTK: `gtk_widget_set_visible`). A hidden page keeps its
    /// widgets and state; nothing in it can take focus.
    func setShown(_ isShown: Bool)
    /// Remembers the window's focus widget if it is in the page: where focus returns when the
    /// page shows again (the link that pushed the page above it).
    func rememberFocus()
    /// Moves focus back to the remembered widget if it is still in the page and can take
    /// focus; returns whether it did. Called inside the coordinator's
    /// ``FocusKit/FocusCoordinator/moveFocus(in:by:)``.
    func restoreRememberedFocus() -> Bool
}
