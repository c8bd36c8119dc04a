/// The search bar of `searchable(text:placement:prompt:)` and its field (GTK: a `GtkSearchBar`
/// holding a `GtkSearchEntry`, above the searchable view).
public struct SearchFieldComponent: ViewComponent {
    /// The prompt: the placeholder shown while the field is empty, and its accessible name.
    public var prompt: String
    /// The text, from the binding.
    public var text: String
    /// Whether search is presented: the bar is revealed.
    public var isPresented: Bool
    /// The binding typed text is written through; Escape empties it.
    public var binding: ComponentAction<Binding<String>>
    /// The searchable view's model, which both renderers drive.
    package var model: ComponentAction<SearchFieldModel>

    /// The prompt names it.
    public var accessibleName: String? { prompt }
    /// Its prompt.
    public var describedTitle: String { prompt }
    /// A search field.
    public static var accessibilityTraits: AccessibilityTraits { .isSearchField }
    /// The bar spans the searchable view's width.
    public var flexibleAxes: Axis.Set { .horizontal }

    /// Typed text reaches the binding (only when it differs, so that no render echoes it).
    @MainActor
    public func sendTextChange(_ newText: String) {
        if binding.value.wrappedValue != newText { binding.value.wrappedValue = newText }
    }
}

/// The toggle that shows and hides a searchable view's search bar (GTK: a `GtkToggleButton`
/// with the `system-search-symbolic` icon, named "Search", at the trailing end of the window's
/// header bar).
public struct SearchToggleComponent: ViewComponent {
    /// Whether the bar is revealed.
    public var isOn: Bool
    /// The searchable view's model.
    package var model: ComponentAction<SearchFieldModel>

    /// "Search".
    public var accessibleName: String? { "Search" }
    /// "Search".
    public var describedTitle: String { "Search" }
}
