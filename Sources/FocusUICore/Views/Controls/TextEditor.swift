/// A view for editing long, multi-line text, as SwiftUI's `TextEditor` (GTK: a `GtkTextView`
/// in a `GtkScrolledWindow`).
///
/// ```swift
/// @State private var notes = ""
///
/// TextEditor(text: $notes)
///     .accessibilityLabel("Notes")
///     .focused($focusedSetting, equals: .notes)
/// ```
///
/// Return inserts a new line (it does not run `.onSubmit`). Tab and Shift+Tab move focus to
/// the next and previous control rather than inserting a tab, so a keyboard user is never
/// trapped in the editor; Ctrl+Tab also moves on. An editor for code can ask for tabs with
/// ``View/textEditorAcceptsTab(_:)``; Ctrl+Tab and Ctrl+Shift+Tab then move focus.
///
/// - **Focus in:** a `.focused` state bound to it reads its value when focus enters the text
///   view.
/// - **Focus out:** the state becomes `nil` when focus leaves, including when the editor is
///   removed, hidden or disabled while focused.
/// - **Write:** assigning its value to the state focuses it; the caret stays where it was.
///   Typing writes the whole text through `text`; a change of `text` from code replaces the
///   text only when it differs from what the editor holds, so the caret and scroll position
///   survive re-renders.
public struct TextEditor: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The edited text.
    public let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        var element = Element(kind: .textEditor)
        element.text = text.wrappedValue
        element.textBinding = text
        element.acceptsTab = context.environment.textEditorAcceptsTab
        evaluation.emit(element, at: path, context: context, into: &output)
    }
}
