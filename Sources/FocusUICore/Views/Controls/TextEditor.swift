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
/// Screen readers name it by `.accessibilityLabel`, else by the title of the ``Section`` it is
/// in (`Section("Notes") { TextEditor(text: $notes) }` is "Notes"); name one outside a titled
/// section, which has no name otherwise.
///
/// Return inserts a new line (it does not run `.onSubmit`); so does Ctrl+Return, unless an
/// enabled button in the window has it as its `.keyboardShortcut`, which then runs. Tab and Shift+Tab move focus to
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
        var component = TextEditorComponent(
            text: text.wrappedValue, acceptsTab: context.environment.textEditorAcceptsTab,
            alignment: context.environment.multilineTextAlignment, binding: ComponentAction(text))
        component.isPlain = context.environment.textEditorIsPlain
        component.sectionTitle = context.environment.sectionTitle
        evaluation.emit(component, at: path, context: context, into: &output)
    }
}

/// A ``TextEditor``: multi-line text (GTK: a `GtkTextView` in a `GtkScrolledWindow`).
public struct TextEditorComponent: ViewComponent {
    /// The text, from the binding.
    public var text: String
    /// Whether Tab inserts a tab (`.textEditorAcceptsTab()`); Ctrl+Tab then moves focus on.
    public var acceptsTab: Bool
    /// How the lines are aligned (`.multilineTextAlignment(_:)`).
    public var alignment: TextAlignment
    /// Whether it is drawn without its frame (`.textEditorStyle(.plain)`).
    public var isPlain = false
    /// The title of the ``Section`` it is in, if any: its name for screen readers (and its
    /// grouped form row's title, which a `Settings` window's search finds), as a text editor has
    /// no title of its own. `.accessibilityLabel` names it instead.
    public var sectionTitle: String?
    /// The two-way binding the backend writes typed text through.
    public var binding: ComponentAction<Binding<String>>

    /// The title of its section, if any (unnamed, a text view was said by its type, "GtkTextView":
    /// FocusKitGTK's quirk `typeNameForAnUnnamedAccessible`).
    public var accessibleName: String? { sectionTitle }

    /// The user changed the text: written through the binding unless it has it already.
    @MainActor public func sendTextChange(_ newText: String) {
        guard binding.value.wrappedValue != newText else { return }
        binding.value.wrappedValue = newText
    }
}

extension TextEditorComponent {
    /// A text editor fills the room it is offered.
    public var flexibleAxes: Axis.Set { [.horizontal, .vertical] }
}
