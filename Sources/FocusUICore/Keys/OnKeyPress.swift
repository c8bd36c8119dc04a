extension View {
    /// Runs `action` when `key` is pressed while focus is in this view, as SwiftUI's
    /// `onKeyPress(_:action:)`.
    ///
    /// ```swift
    /// ContactRow(contact)
    ///     .focusable()
    ///     .onKeyPress(.delete) {
    ///         confirmingDelete = true
    ///         return .handled
    ///     }
    /// ```
    ///
    /// - **Focus in:** while the focus widget is this view or inside it, presses reach the
    ///   action (GTK: a `GtkEventControllerKey` on the view's widget: in the capture phase on a
    ///   leaf or a focusable stack, so that a text field's `GtkText` never sees a handled key;
    ///   in the bubble phase on other containers, so a view inside sees the key first). On a
    ///   `SecureField`, ``KeyPress/characters`` carries each typed password character to the
    ///   action: do not store or log it. Return ``KeyPress/Result/handled`` to stop the key
    ///   there (a text field does not type it), ``KeyPress/Result/ignored`` to let it go on
    ///   outwards and to GTK.
    /// - **Focus out:** with focus elsewhere the action does not run.
    /// - **Write:** focus moved here by a `@FocusState` write counts like the user's.
    ///
    /// Several `.onKeyPress` on one view are tried innermost first.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result)
        -> some View
    {
        keyPressHandler(
            KeyPressHandler(keys: [key], characters: nil, phases: [.down, .repeat]) { _ in action() })
    }

    /// Runs `action` for `key` in the given phases, as SwiftUI's `onKeyPress(_:phases:action:)`;
    /// see ``View/onKeyPress(_:action:)``.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases,
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        keyPressHandler(KeyPressHandler(keys: [key], characters: nil, phases: phases, action: action))
    }

    /// Runs `action` for any of `keys`, as SwiftUI's `onKeyPress(keys:phases:action:)`; see
    /// ``View/onKeyPress(_:action:)``.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        keyPressHandler(KeyPressHandler(keys: keys, characters: nil, phases: phases, action: action))
    }

    /// Runs `action` for a key that types one of `characters`, as SwiftUI's
    /// `onKeyPress(characters:phases:action:)` (which takes a `CharacterSet`; here a set of
    /// `Character`s, for example `Set("0123456789")`); see ``View/onKeyPress(_:action:)``.
    public func onKeyPress(
        characters: Set<Character>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        keyPressHandler(KeyPressHandler(keys: nil, characters: characters, phases: phases, action: action))
    }

    /// Runs `action` for every key press in the given phases, as SwiftUI's
    /// `onKeyPress(phases:action:)`; see ``View/onKeyPress(_:action:)``.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        keyPressHandler(KeyPressHandler(keys: nil, characters: nil, phases: phases, action: action))
    }

    func keyPressHandler(_ handler: KeyPressHandler) -> some View {
        // Outer modifiers are applied first: inserting at the front keeps the innermost first.
        modified(.node { $0.keyPressHandlers.insert(handler, at: 0) })
    }
}
