import FocusKit

/// What a search field does with focus, on every backend: Ctrl+F focuses it, Escape clears it
/// and sends focus back to where it came from.
///
/// Each renderer of a ``SearchFieldComponent`` owns one, made with the renderer as its driver.
/// The model follows the window's focus through the coordinator's focus observer (after every
/// focus change, outside GTK's crossing emission) and has the driver remember the focus widget
/// each time it is outside the field: when focus arrives in the field, by Ctrl+F, a click, Tab
/// or a `@FocusState` write, the widget it came from is the one remembered last. Both moves run
/// in ``FocusKit/FocusCoordinator/moveFocus(in:by:)``: a state bound both to the field and to
/// the widget focus returns to sees one change (rule 3), never `nil` in between.
@MainActor
package final class SearchFieldModel {
    private weak var driver: (any SearchFieldDriver)?
    private weak var coordinator: FocusCoordinator?
    private let window: FocusWindowID
    private var observation: FocusObservation?

    /// A model for `driver`, a field in `window`.
    package init(driver: any SearchFieldDriver, window: FocusWindowID, coordinator: FocusCoordinator) {
        self.driver = driver
        self.window = window
        self.coordinator = coordinator
        observation = coordinator.addFocusObserver { [weak self] in self?.focusMayHaveChanged() }
    }

    isolated deinit {
        observation?.cancel()
    }

    /// Remembers the window's focus widget while it is outside the field.
    package func focusMayHaveChanged() {
        guard let driver, !driver.containsWindowFocus else { return }
        driver.rememberWindowFocus()
    }

    /// Ctrl+F: focuses the field (again: its text is selected, as GNOME's search entries do).
    /// Returns whether focus is in the field, so that a field that cannot take focus (hidden,
    /// disabled) leaves the key to others.
    @discardableResult
    package func focusFromShortcut() -> Bool {
        guard let driver, let coordinator else { return false }
        focusMayHaveChanged()
        return coordinator.moveFocus(in: window) { driver.focusField() }
    }

    /// Escape in the field: empties `text`, then sends focus back to the widget it came from,
    /// if that one can still take it; otherwise focus stays in the (empty) field.
    package func cancel(clearing text: Binding<String>) {
        if !text.wrappedValue.isEmpty { text.wrappedValue = "" }
        guard let driver, let coordinator, driver.containsWindowFocus else { return }
        coordinator.moveFocus(in: window) { driver.restoreRememberedFocus() }
    }
}
