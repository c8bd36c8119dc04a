/// The environment key behind ``EnvironmentValues/isFocused``.
struct IsFocusedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// The environment key behind ``EnvironmentValues/rowFocusChange``.
struct RowFocusChangeKey: EnvironmentKey {
    static var defaultValue: RowFocusChange? { nil }
}

/// The environment key behind `.focusEffectDisabled(_:)`.
struct IsFocusEffectDisabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the nearest focusable ancestor (`.focusable()`, or the view itself) contains
    /// the focus of its window, as SwiftUI's `isFocused`. Read it with
    /// `@Environment(\.isFocused)`; views reading it render again when it changes.
    ///
    /// ```swift
    /// struct Row: View {
    ///     @Environment(\.isFocused) private var isFocused
    ///     var body: some View {
    ///         Text(isFocused ? "▸ Ada" : "  Ada")
    ///     }
    /// }
    /// ```
    ///
    /// It is `false` outside any focusable view. It follows the window's focus widget (contract
    /// rule 1), so it keeps its value while the window is inactive (rule 4).
    public internal(set) var isFocused: Bool {
        get {
            // In a list row, a read of its focus (`@Environment(\.isFocused)`, a component's
            // `makeComponent(in:)`) is recorded, so that the row renders again when it changes.
            if let rowFocusChange, MainQueueMarker.isOnMainActor {
                MainActor.assumeIsolated { StateReads.noteRead(rowFocusChange) }
            }
            return self[IsFocusedKey.self]
        }
        set {
            self[IsFocusedKey.self] = newValue
            rowFocusChange = nil
        }
    }

    /// The focus changes of the list row this is the environment of (``isFocused`` is the
    /// row's): reading ``isFocused`` reads them (``StateReads``).
    var rowFocusChange: RowFocusChange? {
        get { self[RowFocusChangeKey.self] }
        set { self[RowFocusChangeKey.self] = newValue }
    }

    /// Whether focus rings are hidden here (`.focusEffectDisabled(_:)`).
    public internal(set) var isFocusEffectDisabled: Bool {
        get { self[IsFocusEffectDisabledKey.self] }
        set { self[IsFocusEffectDisabledKey.self] = newValue }
    }
}
