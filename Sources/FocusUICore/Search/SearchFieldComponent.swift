/// The search field of `searchable(text:placement:prompt:)` (GTK: a
/// `GtkSearchEntry` in the window's header bar).
public struct SearchFieldComponent: ViewComponent {
    /// The prompt: the placeholder shown while the field is empty, and its accessible name.
    public var prompt: String
    /// The text, from the binding.
    public var text: String
    /// The binding typed text is written through; Escape empties it.
    public var binding: ComponentAction<Binding<String>>

    /// The prompt names it.
    public var accessibleName: String? { prompt }
    /// Its prompt.
    public var describedTitle: String { prompt }

    /// Typed text reaches the binding (only when it differs, so that no render echoes it).
    @MainActor
    public func sendTextChange(_ newText: String) {
        if binding.value.wrappedValue != newText { binding.value.wrappedValue = newText }
    }
}
