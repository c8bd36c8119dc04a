extension View {
    /// Makes this view and everything inside it insensitive when `disabled` is true. A
    /// descendant cannot re-enable itself. A focused field that becomes disabled loses focus
    /// (contract rule 11).
    public func disabled(_ disabled: Bool) -> some View {
        modified(.environment { $0.isEnabled = $0.isEnabled && !disabled })
    }
}
