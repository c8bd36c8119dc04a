extension View {
    /// Keeps submits from inside this view from reaching `.onSubmit` actions outside it, as
    /// SwiftUI's `submitScope(_:)`.
    ///
    /// ```swift
    /// Form {
    ///     TextField("Name", text: $name)
    ///     SearchField(query: $query)      // Return here only searches
    ///         .onSubmit { search() }
    ///         .submitScope()
    /// }
    /// .onSubmit { save() }
    /// ```
    ///
    /// Return in a text field inside runs the `.onSubmit` actions between the field and this
    /// modifier only. Focus is not affected: a submit action that writes a `@FocusState` moves
    /// focus as usual. With `isBlocking` false it does nothing, so that it can be switched.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        modified(
            .environment { environment in
                if isBlocking { environment.submitActions = [] }
            })
    }
}
