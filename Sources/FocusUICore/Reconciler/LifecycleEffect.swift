/// An effect tied to a view's presence rather than to a render node: `.onAppear`,
/// `.onDisappear`, `.task`, `.defaultFocus`. Keyed by the modifier's structural position.
enum LifecycleEffect {
    /// Runs when the view appears.
    case onAppear(@MainActor () -> Void)
    /// Runs when the view disappears.
    case onDisappear(@MainActor () -> Void)
    /// Starts when the view appears, cancelled when it disappears.
    case task(priority: TaskPriority, @MainActor @Sendable () async -> Void)
    /// Asks the coordinator for default focus when the view appears, and again if the state or
    /// value changes.
    case defaultFocus(DefaultFocusRequest)
}

/// One `.defaultFocus(...)`: the state, the value, and the typed call to the coordinator.
struct DefaultFocusRequest {
    let key: FocusBindingSpec.Key
    let apply: @MainActor (FocusCoordinator) -> Void
}
