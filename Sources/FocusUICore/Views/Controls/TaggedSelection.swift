/// A selection among tagged views (a ``Picker``'s options, a ``TabView``'s tabs): the tags of
/// the selection's type, the position of the one equal to the selection, and the write of a
/// chosen one through the binding.
struct TaggedSelection<SelectionValue: Hashable> {
    /// Each view's tag of the selection's type (for an optional selection, of its wrapped
    /// type); `nil` for a view with no such tag.
    let tags: [SelectionValue?]
    /// The position of the tag equal to the selection; `nil` when none is.
    let selectedIndex: Int?
    private let selection: Binding<SelectionValue>

    /// The selection among views tagged `tags`.
    @MainActor init(tags: [AnyHashable?], selection: Binding<SelectionValue>) {
        self.tags = tags.map { $0.flatMap { $0.base as? SelectionValue } }
        self.selection = selection
        let current = selection.wrappedValue
        selectedIndex = self.tags.firstIndex { $0 == current }
    }

    /// Writes the tag at `index` through the binding (only when it differs); `false` when the
    /// view there has no tag of the selection's type.
    @MainActor func choose(_ index: Int) -> Bool {
        guard tags.indices.contains(index), let value = tags[index] else { return false }
        if value != selection.wrappedValue { selection.wrappedValue = value }
        return true
    }
}
