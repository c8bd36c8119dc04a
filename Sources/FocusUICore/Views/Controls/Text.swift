/// Static text (GTK: `GtkLabel`).
public struct Text: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The string shown.
    public let content: String

    /// Text showing a string.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text showing a string as is (SwiftUI's spelling that skips localization).
    public init(verbatim content: String) {
        self.content = content
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        evaluation.emit(
            TextComponent(
                content: content, lineLimit: context.environment.lineLimit,
                alignment: context.environment.multilineTextAlignment),
            at: path, context: context, into: &output)
    }
}

/// A ``Text``: static text (GTK: a wrapping `GtkLabel`).
public struct TextComponent: ViewComponent {
    /// The string shown.
    public var content: String
    /// The most lines it shows (`.lineLimit(_:)`); `nil` for as many as it needs.
    public var lineLimit: Int?
    /// How its lines are aligned (`.multilineTextAlignment(_:)`).
    public var alignment: TextAlignment

    /// Not tinted (its colour is `.foregroundStyle`'s).
    public static var tintKind: ComponentTintKind { .none }
    /// The string.
    public var describedTitle: String { content }
}
