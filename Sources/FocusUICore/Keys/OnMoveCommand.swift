extension View {
    /// Runs `action` when an arrow key is pressed (or repeats) while focus is in this view, as
    /// SwiftUI's `onMoveCommand(perform:)`.
    ///
    /// ```swift
    /// Grid(cells)
    ///     .focusable()
    ///     .onMoveCommand { direction in cursor.move(direction) }
    /// ```
    ///
    /// - **Focus in:** while the focus widget is this view or inside it, the arrow keys run
    ///   `action` and go no further (GTK does not move focus with them); other keys are not
    ///   affected. It is an `.onKeyPress` for the four arrows that returns `.handled`.
    /// - **Focus out:** with focus elsewhere the arrows do what GTK does with them.
    /// - **Write:** focus moved here by a `@FocusState` write counts like the user's.
    ///
    /// With `nil`, nothing is installed.
    public func onMoveCommand(perform action: (@MainActor (MoveCommandDirection) -> Void)?) -> some View {
        let directions: [KeyEquivalent: MoveCommandDirection] = [
            .upArrow: .up, .downArrow: .down, .leftArrow: .left, .rightArrow: .right,
        ]
        return modified(
            .node { node in
                guard let action else { return }
                let handler = KeyPressHandler(
                    keys: Set(directions.keys), characters: nil, phases: [.down, .repeat]
                ) { press in
                    guard press.modifiers.isEmpty, let direction = directions[press.key] else {
                        return .ignored
                    }
                    action(direction)
                    return .handled
                }
                node.keyPressHandlers.insert(handler, at: 0)
            })
    }
}
