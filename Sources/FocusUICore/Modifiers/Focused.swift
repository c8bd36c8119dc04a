extension View {
    /// Modifies this view by binding its focus state to the given state value, as SwiftUI's
    /// `focused(_:equals:)`.
    ///
    /// Use it to bind several fields to one `@FocusState` whose type is an optional enumeration
    /// (or any `Hashable` type) and move focus between them:
    ///
    /// ```swift
    /// TextField("Username", text: $username)
    ///     .focused($focusedField, equals: .usernameField)
    /// SecureField("Password", text: $password)
    ///     .focused($focusedField, equals: .passwordField)
    /// Button("Sign In") {
    ///     if username.isEmpty { focusedField = .usernameField }
    /// }
    /// ```
    ///
    /// - **Focus in:** when focus enters this view or anything inside it (a text field's inner
    ///   text widget), the state becomes `value`, in the same event; from another field of the
    ///   same state it is one change (contract rules 1–3).
    /// - **Focus out:** when focus leaves to something not bound to the state, the state becomes
    ///   `nil`. When this view is removed, hidden or disabled while focused, the state becomes
    ///   `nil` and GTK's fallback does not focus another bound field (rule 11).
    /// - **Write:** assigning `value` to the state focuses this view at once (rule 5); if it
    ///   cannot take focus yet, the write waits until it can (rule 7). Assigning `nil` while it
    ///   has focus clears the window's focus (rule 8). If several views share `value`, a write
    ///   focuses the first that can take focus (rule 10).
    ///
    /// - Parameters:
    ///   - binding: The state to bind to.
    ///   - value: The value the state reads while this view has focus.
    /// - Returns: The modified view.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
        -> some View
    {
        let spec = FocusBindingSpec(binding, equals: value)
        return modified(.node { $0.focusBindings.append(spec) })
    }

    /// Modifies this view by binding its focus state to the given Boolean state value, as
    /// SwiftUI's `focused(_:)`.
    ///
    /// Use it for a single field:
    ///
    /// ```swift
    /// @FocusState private var isSearchFocused: Bool
    ///
    /// var body: some View {
    ///     TextField("Search", text: $query)
    ///         .focused($isSearchFocused)
    ///     Button("Find") { isSearchFocused = true }
    /// }
    /// ```
    ///
    /// It behaves exactly as `focused(_:equals:)` with `true` (contract rule 12):
    ///
    /// - **Focus in:** the state becomes `true` when focus enters this view.
    /// - **Focus out:** it becomes `false` when focus leaves it, or when the view is removed,
    ///   hidden or disabled while focused.
    /// - **Write:** assigning `true` focuses this view at once, or as soon as it can take focus;
    ///   assigning `false` while it has focus clears the window's focus, and otherwise does
    ///   nothing.
    ///
    /// - Parameter condition: The state to bind to.
    /// - Returns: The modified view.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let spec = FocusBindingSpec(condition)
        return modified(.node { $0.focusBindings.append(spec) })
    }
}
