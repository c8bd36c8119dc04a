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
        var element = Element(kind: .text)
        element.text = content
        evaluation.emit(element, at: path, context: context, into: &output)
    }
}
