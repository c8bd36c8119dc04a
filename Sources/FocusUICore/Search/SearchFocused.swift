extension View {
    /// Modifies this view by binding the focus state of the search field associated with the
    /// nearest searchable modifier to the given Boolean value, as SwiftUI's
    /// `searchFocused(_:)`.
    ///
    /// ```swift
    /// @FocusState private var isSearching: Bool
    ///
    /// NotesList()
    ///     .searchable(text: $query)
    ///     .searchFocused($isSearching)
    /// Button("Find") { isSearching = true }
    /// ```
    ///
    /// The nearest searchable modifier is the one this view is inside, else the first one
    /// inside this view. The search field is a focus field like any other (contract rules 1 to
    /// 12), so what SwiftUI users work around does not happen on GTK:
    ///
    /// - **Focus in:** the state becomes `true` when focus enters the field (Ctrl+F, a click,
    ///   Tab), in the same event.
    /// - **Focus out:** it becomes `false` when focus leaves (Escape sends it back to where it
    ///   came from, one change), or when the field is hidden or disabled while focused.
    /// - **Write:** assigning `true` focuses the field at once and reads `true` on the next
    ///   line (rule 5), also in `onAppear` or right after the view is shown: no delay or
    ///   `DispatchQueue.main.async` is needed; a field not shown yet takes focus when it can
    ///   (rule 7). Assigning `false` while it is focused clears the window's focus (rule 8).
    ///
    /// - Parameter condition: The state to bind to the search field's focus.
    /// - Returns: The modified view.
    public func searchFocused(_ condition: FocusState<Bool>.Binding) -> some View {
        SearchFocusedModifier(content: self, binding: FocusBindingSpec(condition))
    }

    /// Modifies this view by binding the focus state of the search field associated with the
    /// nearest searchable modifier to the given value, as SwiftUI's
    /// `searchFocused(_:equals:)`.
    ///
    /// ```swift
    /// enum Field: Hashable { case search, title }
    /// @FocusState private var focus: Field?
    ///
    /// NoteEditor().focused($focus, equals: .title)
    ///     .searchable(text: $query)
    ///     .searchFocused($focus, equals: .search)
    /// ```
    ///
    /// The state reads `value` while focus is in the search field; the field behaves as with
    /// ``View/searchFocused(_:)``, and as any view bound with `focused(_:equals:)`: a move
    /// between the field and another field of the state is one change (rule 3), and writing
    /// `value` focuses the field at once (rule 5).
    ///
    /// - Parameters:
    ///   - binding: The state to bind to the search field's focus.
    ///   - value: The value the state reads while the search field has focus.
    /// - Returns: The modified view.
    public func searchFocused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
        -> some View
    {
        SearchFocusedModifier(content: self, binding: FocusBindingSpec(binding, equals: value))
    }
}

/// A view whose nearest searchable modifier's field is bound to a focus state.
struct SearchFocusedModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never

    let content: Content
    let binding: FocusBindingSpec

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let request = SearchFocusRequests.Request(binding)
        let saved = evaluation.searchFocus.push(request)
        evaluation.expand(content, at: path.appending(.modifier), context: context, into: &output)
        evaluation.searchFocus.pop(request, restoring: saved)
    }
}
