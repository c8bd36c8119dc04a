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

/// An `if`/`else` or `switch` in a ``CommandsBuilder``: the commands of the branch taken, each
/// branch with an identity of its own.
extension ConditionalContent: Commands, PrimitiveCommands
where TrueContent: Commands, FalseContent: Commands {
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
