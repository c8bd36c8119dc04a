extension View {
    /// Gives the view an explicit identity: when `id` changes, the view is a new view, its
    /// state starts afresh and its widgets are re-created.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modified(.identity(AnyHashable(id)))
    }
}
