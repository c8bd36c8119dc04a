/// Conforming types represent a group of related commands that can be exposed to the user
/// through the app's menus and keyboard shortcuts, as SwiftUI's `Commands`.
///
/// ```swift
/// struct AccountCommands: Commands {
///     @FocusedValue(\.signedInSession) private var session
///
///     var body: some Commands {
///         CommandMenu("Account") {
///             Button("Sign Out") { session?.signOut() }
///                 .keyboardShortcut("o", modifiers: [.command, .shift])
///                 .disabled(session == nil)
///         }
///     }
/// }
/// ```
///
/// Attach commands to a scene with ``Scene/commands(content:)``. Inside commands,
/// ``FocusedValue`` and ``FocusedBinding`` read the key window's focused values; the commands
/// are re-evaluated when those values change, and only then (contract rule 19). On GTK each
/// button becomes a `GAction` whose enabled state is its `.disabled(...)` and whose
/// accelerator is its `.keyboardShortcut`.
@MainActor
@preconcurrency
public protocol Commands {
    /// The type of commands that make up this group.
    associatedtype Body: Commands

    /// The contents of the command hierarchy.
    @CommandsBuilder @MainActor var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// Primitive commands have no body; the runtime never asks for it.
    public var body: Never {
        fatalError("\(Self.self) is a primitive command group and has no body")
    }
}

/// Commands that the runtime turns into menu content itself.
@MainActor
protocol PrimitiveCommands {
    /// Appends this group's contributions, evaluating views in `evaluator`.
    func collect(at path: ViewPath, in evaluator: CommandsEvaluator)
}

/// Builds commands from a closure listing them, as SwiftUI's `CommandsBuilder`.
@MainActor
@resultBuilder
public enum CommandsBuilder {
    /// A single group of commands is passed through unchanged.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

    /// Several groups, in declaration order.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands<
        repeat each Content
    > {
        TupleCommands(repeat each content)
    }

    /// Each expression must be commands.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

    /// An empty body builds no commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// `if` without `else`, and `if let`: the commands when the condition holds, else none.
    public static func buildOptional<Content: Commands>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: Commands, FalseContent: Commands>(first: TrueContent)
        -> ConditionalContent<TrueContent, FalseContent>
    {
        ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: Commands, FalseContent: Commands>(second: FalseContent)
        -> ConditionalContent<TrueContent, FalseContent>
    {
        ConditionalContent(storage: .falseContent(second))
    }

    /// A `for` loop: the commands of every pass, in order.
    public static func buildArray<Content: Commands>(_ components: [Content]) -> CommandsArray<Content> {
        CommandsArray(components)
    }

    /// `if #available` content.
    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> Content { content }
}

/// Several groups of commands side by side, built by ``CommandsBuilder``.
public struct TupleCommands<each Content: Commands>: Commands, PrimitiveCommands {
    /// The body of a tuple is never evaluated.
    public typealias Body = Never

    /// The groups.
    public let value: (repeat each Content)

    /// Creates a tuple of command groups.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    func collect(at path: ViewPath, in evaluator: CommandsEvaluator) {
        var index = 0
        for commands in repeat each value {
            evaluator.collect(commands, at: path.appending(.index(index)))
            index += 1
        }
    }
}
