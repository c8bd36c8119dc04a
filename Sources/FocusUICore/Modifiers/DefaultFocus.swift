extension View {
    /// Focuses the field bound to `value` when the window first shows, before the toolkit's
    /// automatic first-Tab-stop focus (contract rule 13). Applied when this view first appears
    /// and again if `binding`'s state or `value` changes.
    public func defaultFocus<V: Hashable>(
        _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        let storage = binding.storage
        let request = DefaultFocusRequest(
            key: FocusBindingSpec.Key(state: ObjectIdentifier(storage), value: AnyHashable(value)),
            apply: { coordinator in coordinator.setDefaultFocus(storage, value) })
        return modified(.lifecycle(.defaultFocus(request)))
    }
}
