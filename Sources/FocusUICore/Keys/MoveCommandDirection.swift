/// The direction of a move command (an arrow key), as SwiftUI's `MoveCommandDirection`.
public enum MoveCommandDirection: Sendable, Equatable {
    /// Up arrow.
    case up
    /// Down arrow.
    case down
    /// Left arrow.
    case left
    /// Right arrow.
    case right
}
