/// The environment key behind `.textEditorAcceptsTab(_:)`.
struct TextEditorAcceptsTabKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether Tab in the text editors here inserts a tab character; set it with
    /// ``View/textEditorAcceptsTab(_:)``.
    public var textEditorAcceptsTab: Bool {
        get { self[TextEditorAcceptsTabKey.self] }
        set { self[TextEditorAcceptsTabKey.self] = newValue }
    }
}

extension View {
    /// FocusKit addition: makes Tab insert a tab character in the ``TextEditor``s in this
    /// view, for editors of code or tab-separated text (GTK: `gtk_text_view_set_accepts_tab`).
    /// By default Tab moves focus, as everywhere in a form.
    ///
    /// The keyboard user is still not trapped: Ctrl+Tab moves focus to the next control and
    /// Ctrl+Shift+Tab to the previous one (GTK's rule for widgets that take Tab). Say so near
    /// the editor, e.g. with `.accessibilityHint("Control Tab leaves the editor")`.
    ///
    /// ```swift
    /// TextEditor(text: $script)
    ///     .textEditorAcceptsTab()
    /// ```
    public func textEditorAcceptsTab(_ accepts: Bool = true) -> some View {
        modified(.environment { $0.textEditorAcceptsTab = accepts })
    }
}
