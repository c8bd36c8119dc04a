/// One `.focused(...)` on a render node: which state, which match value, and how to register.
struct FocusBindingSpec {
    /// Identifies the binding across renders: same state object and same value means the
    /// existing registration is kept.
    struct Key: Hashable {
        let state: ObjectIdentifier
        let value: AnyHashable
    }

    let key: Key
    /// Registers the field with the coordinator (typed, so `Bool` states use the Bool variant).
    let register: @MainActor (FocusCoordinator, FocusNodeID) -> FocusRegistration

    /// `.focused($state, equals: value)`.
    @MainActor
    init<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) {
        let storage = binding.storage
        key = Key(state: ObjectIdentifier(storage), value: AnyHashable(value))
        register = { coordinator, node in coordinator.register(node: node, state: storage, equals: value) }
    }

    /// `.focused($isFocused)`.
    @MainActor
    init(_ binding: FocusState<Bool>.Binding) {
        let storage = binding.storage
        key = Key(state: ObjectIdentifier(storage), value: AnyHashable(true))
        register = { coordinator, node in coordinator.register(node: node, state: storage) }
    }
}
