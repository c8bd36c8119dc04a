/// The class-typed handle inside a ``State`` that the reconciler re-points at persistent
/// storage. A class, so that re-pointing through a `Mirror` copy of the view reaches the real
/// view value.
final class StateLocation<Value> {
    private let initialValue: Value
    private var current: StateBox<Value>?

    init(initialValue: Value) {
        self.initialValue = initialValue
    }

    /// The storage this handle reads and writes; made from the initial value on first use,
    /// because a main-actor object cannot be created in the nonisolated property initializer.
    @MainActor var box: StateBox<Value> {
        get {
            if let current { return current }
            let made = StateBox(value: initialValue)
            current = made
            return made
        }
        set { current = newValue }
    }
}
