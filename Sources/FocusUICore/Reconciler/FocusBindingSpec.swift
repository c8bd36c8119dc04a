/// One `.focused(...)` on a render node: which state, which match value, and how to register.
struct FocusBindingSpec {
    /// Identifies the binding across renders: same state object and same value means the
    /// existing registration is kept.
    struct Key: Hashable {
        let state: ObjectIdentifier
        let value: AnyHashable
    }

    let key: Key
    /// The state (a list finds the rows that bind it, see `ListRows`).
    let state: AnyFocusState
    /// Registers the field with the coordinator (typed, so `Bool` states use the Bool variant).
    let register: @MainActor (FocusCoordinator, FocusNodeID) -> FocusRegistration

    /// `.focused($state, equals: value)`.
    @MainActor
    init<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) {
        self.init(binding.storage, equals: value)
    }

    /// A field of `storage` with `value`.
    @MainActor
    init<Value: Hashable>(_ storage: FocusStateStorage<Value>, equals value: Value) {
        key = Key(state: ObjectIdentifier(storage), value: AnyHashable(value))
        state = storage
        register = { coordinator, node in coordinator.register(node: node, state: storage, equals: value) }
    }

    /// `.focused($isFocused)`.
    @MainActor
    init(_ binding: FocusState<Bool>.Binding) {
        let storage = binding.storage
        key = Key(state: ObjectIdentifier(storage), value: AnyHashable(true))
        state = storage
        register = { coordinator, node in coordinator.register(node: node, state: storage) }
    }
}
