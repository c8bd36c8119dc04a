extension View {
    /// Defines the initial focus for the window that contains this view, as SwiftUI's
    /// `defaultFocus(_:_:priority:)`.
    ///
    /// ```swift
    /// Form {
    ///     TextField("Username", text: $username)
    ///         .focused($focusedField, equals: .usernameField)
    ///     SecureField("Password", text: $password)
    ///         .focused($focusedField, equals: .passwordField)
    /// }
    /// .defaultFocus($focusedField, .passwordField)
    /// ```
    ///
    /// - **Focus in:** when the window first shows, the field bound to `value` gets focus
    ///   before GTK's automatic focus of the first Tab stop could report another field, so the
    ///   state's first value is `value` (contract rule 13). Applied when this view first
    ///   appears, and again if the state or `value` changes.
    /// - **Focus out:** it is a starting point only: the user and your writes move focus away
    ///   as usual.
    /// - **Write:** a write to the state made before the window shows wins over the default.
    ///
    /// - Parameters:
    ///   - binding: The state whose field gets the initial focus.
    ///   - value: The value of the field to focus.
    ///   - priority: Accepted for source compatibility with SwiftUI.
    /// - Returns: The modified view.
    public func defaultFocus<V: Hashable>(
        _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        let storage = binding.storage
        let request = DefaultFocusRequest(
            key: FocusBindingSpec.Key(state: ObjectIdentifier(storage), value: AnyHashable(value)),
            apply: { coordinator in coordinator.setDefaultFocus(storage, value) },
            write: { binding.wrappedValue = value })
        return modified(.lifecycle(.defaultFocus(request)))
    }
}
