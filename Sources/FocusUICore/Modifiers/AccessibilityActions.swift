extension View {
    /// Adds an action screen-reader users can choose on the view, as SwiftUI's
    /// `accessibilityAction(named:_:)`: the way to reach what a swipe, a hover or a drag does.
    ///
    /// ```swift
    /// MessageRow(message: message)
    ///     .accessibilityAction(named: "Archive") { archive(message) }
    /// ```
    ///
    /// Different on GTK: AT-SPI offers no custom actions on GTK 4's widgets, so the action is an
    /// item of the view's context menu (a right click, the Menu key or Shift+F10 while the view
    /// or a control in it has focus), where a screen reader reads it and everyone can choose it.
    /// An action the context menu already has (the same title: "Archive…" and "Archive" are
    /// one) is shown once. On a list row it is one of the row's items, with the list's own.
    public func accessibilityAction<S: StringProtocol>(
        named name: S, _ handler: @escaping @MainActor () -> Void
    ) -> some View {
        let item = MenuItem(kind: .action, title: String(name), isDisabled: false, action: handler)
        return modified(.node { $0.contextMenu.append(item) })
    }

    /// Adds an action named by a text, as SwiftUI's `accessibilityAction(named:_:)` with a
    /// `Text`: on GTK an item of the view's context menu, as with a string.
    public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> some View
    {
        accessibilityAction(named: name.content, handler)
    }
}
