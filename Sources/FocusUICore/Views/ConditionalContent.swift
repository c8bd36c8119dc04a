/// One of two views, chosen by an `if`/`else` or `switch` in a ``ViewBuilder`` (or two groups
/// of commands, in a ``CommandsBuilder``). The branches have distinct identities: switching
/// branches removes one subtree and inserts the other.
public struct ConditionalContent<TrueContent, FalseContent> {
    /// The body of a conditional is never evaluated.
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

    /// Creates the content of one branch.
    public init(storage: Storage) {
        self.storage = storage
    }

}

extension ConditionalContent: View, PrimitiveView where TrueContent: View, FalseContent: View {
    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        switch storage {
        case .trueContent(let content):
            evaluation.expand(content, at: path.appending(.branch(0)), context: context, into: &output)
        case .falseContent(let content):
            evaluation.expand(content, at: path.appending(.branch(1)), context: context, into: &output)
        }
    }
}

/// SwiftUI's name for ``ConditionalContent``.
public typealias _ConditionalContent = ConditionalContent
