/// Groups of controls that you can add to existing command menus, as SwiftUI's
/// `CommandGroup`.
///
/// ```swift
/// CommandGroup(after: .newItem) {
///     Button("New Account…") { openWindow(id: "create-account") }
/// }
/// CommandGroup(replacing: .help) {
///     Button("Sign-In Help") { showHelp() }
/// }
/// ```
///
/// Each ``Button`` inside becomes a command in the section of its placement.
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    private let placement: CommandGroupPlacement
    private let position: CommandGroupPosition
    private let content: Content

    /// Replaces the standard commands at `placement` with `content`.
    public init(replacing placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.placement = placement
        self.position = .replacing
        self.content = addition()
    }

    /// Puts `content` before the commands at `placement`.
    public init(before placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.placement = placement
        self.position = .before
        self.content = addition()
    }

    /// Puts `content` after the commands at `placement`.
    public init(after placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.placement = placement
        self.position = .after
        self.content = addition()
    }

    func collect(at path: ViewPath, in evaluator: CommandsEvaluator) {
        evaluator.addGroup(placement, position: position, items: evaluator.items(of: content, at: path))
    }
}

/// Where a ``CommandGroup`` goes relative to its placement's standard commands.
enum CommandGroupPosition {
    case replacing, before, after
}
