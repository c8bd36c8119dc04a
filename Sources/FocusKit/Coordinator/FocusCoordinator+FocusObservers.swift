extension FocusCoordinator {
    /// Calls `handler` each time the coordinator becomes idle after a host event or a write:
    /// whenever a window's focus widget or the key window may have changed. The view layer
    /// resolves focused values (contract rule 19) from it. The handler runs outside every busy
    /// section, never inside GTK's crossing emission, and not recursively; it should only
    /// compare and schedule work. Returns the token that ends the observation.
    package func addFocusObserver(_ handler: @escaping @MainActor () -> Void) -> FocusObservation {
        let id = nextFocusObserverID
        nextFocusObserverID += 1
        focusObservers[id] = handler
        return FocusObservation { [weak self] in self?.focusObservers[id] = nil }
    }

    /// Runs the focus observers once, unless they are already running.
    func notifyFocusObservers() {
        guard !focusObservers.isEmpty, !isInside(.notifyingObservers) else { return }
        activity.append(.notifyingObservers)
        defer { activity.removeLast() }
        for handler in Array(focusObservers.values) { handler() }
    }
}
