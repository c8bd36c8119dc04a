extension View {
    /// Modifies this view by injecting a value that you provide for use by other views whose
    /// state depends on the focused view hierarchy, as SwiftUI's `focusedValue(_:_:)`.
    ///
    /// Publish what menu commands and other views act on while focus is here:
    ///
    /// ```swift
    /// TextField("Note", text: $note)
    ///     .focusedValue(\.selectedNote, note)
    /// ```
    ///
    /// - **Focus in:** while this view or one of its descendants contains the focus widget of
    ///   the key window, ``FocusedValue`` readers of the key see `value`; the innermost
    ///   publisher containing focus wins (contract rule 19).
    /// - **Focus out:** when focus leaves this view, or its window stops being the key window,
    ///   readers see the next publisher's value, or `nil`. When this view goes away, its value
    ///   goes with it.
    /// - **Write:** a `@FocusState` write that moves focus into or out of this view changes what
    ///   readers see at once. Readers are re-evaluated exactly when the value they read changes.
    ///
    /// - Parameters:
    ///   - keyPath: The ``FocusedValues`` property to publish.
    ///   - value: The value to publish; `nil` publishes nothing.
    /// - Returns: The modified view.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?)
        -> some View
    {
        let entries = FocusedValues.entries(writing: value, to: keyPath).map {
            FocusedValueEntry(key: $0.key, value: $0.value, isScene: false)
        }
        return modified(.node { $0.focusedValues.append(contentsOf: entries) })
    }

    /// Modifies this view by injecting a value that you provide for use by other views whose
    /// state depends on the focused scene, as SwiftUI's `focusedSceneValue(_:_:)`.
    ///
    /// Publish what belongs to the whole window, such as the signed-in account:
    ///
    /// ```swift
    /// SignInView()
    ///     .focusedSceneValue(\.signedInAccount, account)
    /// ```
    ///
    /// - **Focus in:** while this view's window is the key window, readers see `value`, wherever
    ///   focus is inside the window, including nowhere (contract rule 19). A `focusedValue` or a
    ///   scene value of a publisher that contains focus takes precedence.
    /// - **Focus out:** when another window becomes the key window, readers see that window's
    ///   value, or `nil`. When this view goes away, its value goes with it.
    /// - **Write:** a focus write that presents another window makes that window's values
    ///   visible at once.
    ///
    /// - Parameters:
    ///   - keyPath: The ``FocusedValues`` property to publish.
    ///   - value: The value to publish; `nil` publishes nothing.
    /// - Returns: The modified view.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?)
        -> some View
    {
        let entries = FocusedValues.entries(writing: value, to: keyPath).map {
            FocusedValueEntry(key: $0.key, value: $0.value, isScene: true)
        }
        return modified(.node { $0.focusedValues.append(contentsOf: entries) })
    }
}
