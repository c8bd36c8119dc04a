extension View {
    /// Runs `action` when the user asks to delete while focus is in this view, as SwiftUI's
    /// `onDeleteCommand(perform:)`: Delete or Backspace, with no modifier.
    ///
    /// ```swift
    /// List(selection: $selection) { … }
    ///     .onDeleteCommand { book.remove(selection) }
    /// ```
    ///
    /// - **Focus in:** while the focus widget is this view or inside it, the keys run `action`
    ///   and go no further. A focused text field inside the view keeps them (they delete
    ///   text), and so does a focused ``List`` whose rows have ``ForEach/onDelete(perform:)``
    ///   for Delete (GTK's list sees keys before the views around it); Backspace comes here.
    /// - **Focus out:** with focus elsewhere the keys do what they do there.
    ///
    /// With `nil`, nothing is installed.
    public func onDeleteCommand(perform action: (@MainActor () -> Void)?) -> some View {
        modified(
            .node { node in
                guard let action else { return }
                let handler = KeyPressHandler(
                    keys: [.delete, .deleteForward], characters: nil, phases: [.down, .repeat]
                ) { press in
                    guard press.modifiers.isEmpty else { return .ignored }
                    action()
                    return .handled
                }
                node.keyPressHandlers.insert(handler, at: 0)
            })
    }
}
