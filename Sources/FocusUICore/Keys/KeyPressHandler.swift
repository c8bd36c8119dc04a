/// One `.onKeyPress` as it applies to a primitive: which presses it wants, and its action.
package struct KeyPressHandler {
    /// The keys it wants; `nil` for any key.
    let keys: Set<KeyEquivalent>?
    /// The characters it wants (the press's `characters` must be one of them); `nil` for any.
    let characters: Set<Character>?
    /// The phases it wants.
    let phases: KeyPress.Phases
    /// The action.
    let action: @MainActor (KeyPress) -> KeyPress.Result

    /// Whether this handler wants `press`.
    func matches(_ press: KeyPress) -> Bool {
        guard phases.contains(press.phase) else { return false }
        if let keys, !keys.contains(press.key) { return false }
        if let characters {
            guard press.characters.count == 1, let character = press.characters.first,
                characters.contains(character)
            else { return false }
        }
        return true
    }
}

extension Element {
    /// Whether the widget has `.onKeyPress` or `.onMoveCommand` actions: the backend listens
    /// to keys on it (GTK: a `GtkEventControllerKey`).
    public var handlesKeyPresses: Bool { !actions.keyPressHandlers.isEmpty }

    /// The backend reports a key press that reached this widget (from the focus widget, which
    /// is the widget itself or inside it): its `.onKeyPress` actions run, innermost first,
    /// until one returns ``KeyPress/Result/handled``.
    @MainActor public func sendKeyPress(_ press: KeyPress) -> KeyPress.Result {
        for handler in actions.keyPressHandlers where handler.matches(press) {
            if handler.action(press) == .handled { return .handled }
        }
        return .ignored
    }
}
