extension View {
    /// Binds the view's field to a focus state: the state reads `value` while focus is in the
    /// field, and writing `value` to it moves focus here (FOCUS-CONTRACT.md, rules 1–11).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
        -> some View
    {
        let spec = FocusBindingSpec(binding, equals: value)
        return modified(.node { $0.focusBindings.append(spec) })
    }

    /// Binds the view's field to a `Bool` focus state: `true` while focus is in the field
    /// (contract rule 12).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let spec = FocusBindingSpec(condition)
        return modified(.node { $0.focusBindings.append(spec) })
    }
}
