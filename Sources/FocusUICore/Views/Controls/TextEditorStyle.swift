/// How a ``TextEditor`` looks, as SwiftUI's `TextEditorStyle`: ``automatic`` or ``plain``.
public protocol TextEditorStyle: Sendable {}

/// The platform's text editor: on GTK a framed, scrollable text area.
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// The style.
    public init() {}
}

/// A text editor without its frame, as SwiftUI's `PlainTextEditorStyle`: for an editor that
/// is the whole of its pane (a note's body, a document).
public struct PlainTextEditorStyle: TextEditorStyle {
    /// The style.
    public init() {}
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The platform's look: framed on GTK.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// No frame.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

/// The environment key behind `.textEditorStyle(_:)`.
struct TextEditorIsPlainKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the text editors here are drawn without their frame (``View/textEditorStyle(_:)``).
    var textEditorIsPlain: Bool {
        get { self[TextEditorIsPlainKey.self] }
        set { self[TextEditorIsPlainKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the ``TextEditor``s in this view, as SwiftUI's `textEditorStyle(_:)`.
    /// On GTK the automatic style is a framed scrolled window (GTK's `frame` border); `.plain`
    /// draws the text area without it, as GNOME Text Editor's page is drawn.
    ///
    /// ```swift
    /// TextEditor(text: $note.body)
    ///     .textEditorStyle(.plain)
    /// ```
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
        let isPlain = style is PlainTextEditorStyle
        return modified(.environment { $0.textEditorIsPlain = isPlain })
    }
}
