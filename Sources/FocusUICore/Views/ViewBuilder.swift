/// Builds views from closures of view expressions, `if`, `if let`, `if`/`else` and `switch`,
/// as SwiftUI's `@ViewBuilder` does.
@MainActor
@resultBuilder
public enum ViewBuilder {
    /// An empty closure builds nothing.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A single view is passed through unchanged.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views become one ``TupleView``; each keeps its position as identity.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        repeat each Content
    > {
        TupleView(repeat each content)
    }

    /// Each expression must be a view.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// `if` without `else`, and `if let`.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> ConditionalContent<TrueContent, FalseContent>
    {
        ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> ConditionalContent<TrueContent, FalseContent>
    {
        ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available` content is type-erased, as in SwiftUI.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
