/// An effect tied to a view's presence rather than to a render node: `.onAppear`,
/// `.onDisappear`, `.task`, `.defaultFocus`, `.onChange`, `.onReceive`. Keyed by the modifier's
/// structural position.
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
    /// Runs when the observed value differs from the one of the previous render (and when the
    /// view appears, if asked to).
    case onChange(ChangeObserver)
    /// Subscribes to a publisher when the view appears, cancelled when it disappears; each
    /// value runs the newest action.
    case onReceive(ReceiveSubscriber)
}

/// One `.onChange(of:initial:_:)`: the value of this render and what to do when it changed.
struct ChangeObserver {
    /// This render's value.
    let value: Any
    /// Whether another render's value equals this one.
    let isEqual: (Any) -> Bool
    /// Whether the action also runs when the view appears.
    let initial: Bool
    /// Runs the action with the previous value (this render's value when appearing).
    let action: @MainActor (Any) -> Void
}

/// One `.onReceive(_:perform:)`: how to subscribe to the publisher and what to do with a value.
struct ReceiveSubscriber {
    /// Subscribes `deliver` to the publisher; values arrive on the main actor.
    let subscribe: @MainActor (_ deliver: @escaping @MainActor (Any) -> Void) -> AnyCancellable
    /// This render's action.
    let action: @MainActor (Any) -> Void
}

/// One `.defaultFocus(...)`: the state, the value, and the typed call to the coordinator.
struct DefaultFocusRequest {
    let key: FocusBindingSpec.Key
    let apply: @MainActor (FocusCoordinator) -> Void
}
