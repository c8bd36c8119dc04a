extension View {
    /// Runs `action` when `value` changes, as SwiftUI's `onChange(of:initial:_:)`: after a
    /// render in which `value` differs from the previous render's, with the old and the new
    /// value. With `initial: true` it also runs when the view appears (with the value twice).
    ///
    /// ```swift
    /// Toggle("Autosave", isOn: $autosave)
    ///     .onChange(of: autosave) { _, isOn in
    ///         if isOn { save() }
    ///     }
    /// ```
    ///
    /// The action runs on the main actor after the render's widget updates, so a `@FocusState`
    /// write in it applies at once (contract rule 5); a state it changes renders again.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        let observer = ChangeObserver(
            value: value, isEqual: { ($0 as? V) == value }, initial: initial,
            action: { old in action(old as? V ?? value, value) })
        return modified(.lifecycle(.onChange(observer)))
    }

    /// Runs `action` when `value` changes (and on appearance with `initial: true`), as
    /// SwiftUI's `onChange(of:initial:_:)` without the values.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Adds an action to perform when the given value changes, with the new value, as SwiftUI's
    /// older `onChange(of:perform:)` (deprecated there since macOS 14 and iOS 17, kept here for
    /// the code that uses it).
    ///
    /// ```swift
    /// TextField("Search", text: $query)
    ///     .onChange(of: query) { newValue in
    ///         results = library.search(newValue)
    ///     }
    /// ```
    ///
    /// It runs when the view is rendered with a value that differs from the previous render's,
    /// never when the view appears; otherwise as `onChange(of:initial:_:)`.
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
    ) -> some View {
        onChange(of: value, initial: false) { _, newValue in action(newValue) }
    }
}
