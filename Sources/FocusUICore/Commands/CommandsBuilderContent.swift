/// No commands: an empty ``CommandsBuilder`` body.
public struct EmptyCommands: Commands, PrimitiveCommands {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// No commands.
    public init() {}

    func collect(at path: ViewPath, in evaluator: CommandsEvaluator) {}
}

/// `if` without `else` in a ``CommandsBuilder``: the commands, or none.
extension Optional: Commands where Wrapped: Commands {}

extension Optional: PrimitiveCommands where Wrapped: Commands {
    func collect(at path: ViewPath, in evaluator: CommandsEvaluator) {
        if let commands = self {
            evaluator.collect(commands, at: path.appending(.branch(0)))
        }
    }
}

/// One of two groups of commands, chosen by an `if`/`else` or `switch` in a
/// ``CommandsBuilder`` (SwiftUI's `_ConditionalContent` in a commands body). The branches have
/// their own identities: state in one is not the other's.
public struct ConditionalCommands<TrueContent: Commands, FalseContent: Commands>: Commands, PrimitiveCommands
{
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// Which branch was taken.
    public enum Storage {
        /// The first branch.
        case trueContent(TrueContent)
        /// The second branch.
        case falseContent(FalseContent)
    }

    /// The branch that was taken.
    public let storage: Storage

    /// The commands of one branch.
    public init(storage: Storage) {
        self.storage = storage
    }

    func collect(at path: ViewPath, in evaluator: CommandsEvaluator) {
        switch storage {
        case .trueContent(let commands): evaluator.collect(commands, at: path.appending(.branch(0)))
        case .falseContent(let commands): evaluator.collect(commands, at: path.appending(.branch(1)))
        }
    }
}

/// The commands of every pass of a `for` loop in a ``CommandsBuilder``, in order; each pass is
/// identified by its position.
public struct CommandsArray<Content: Commands>: Commands, PrimitiveCommands {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The commands of each pass.
    public let elements: [Content]

    /// The commands of each pass, in order.
    public init(_ elements: [Content]) {
        self.elements = elements
    }

    func collect(at path: ViewPath, in evaluator: CommandsEvaluator) {
        for (index, commands) in elements.enumerated() {
            evaluator.collect(commands, at: path.appending(.index(index)))
        }
    }
}
