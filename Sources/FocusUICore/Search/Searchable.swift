extension View {
    /// Marks this view as searchable, which configures the display of a search field, as
    /// SwiftUI's `searchable(text:placement:prompt:)`.
    ///
    /// ```swift
    /// @State private var query = ""
    ///
    /// List(notes.filter { query.isEmpty || $0.title.contains(query) }) { note in
    ///     Text(note.title)
    /// }
    /// .searchable(text: $query, prompt: "Search Notes")
    /// ```
    ///
    /// GTK: the field is a `GtkSearchEntry` (accessible role *search box*, named by the prompt)
    /// at the trailing end of the window's header bar, always shown, whatever `placement` says
    /// (see ``SearchFieldPlacement``). GNOME's search bar (`GtkSearchBar`, hidden under the
    /// header bar until Ctrl+F or typing reveals it) fits a search that is an occasional aid;
    /// SwiftUI's field is always there, so it is a field in the header bar, where the GNOME HIG
    /// puts a search that is a main way into an app's content. What differs from SwiftUI:
    ///
    /// - **Ctrl+F** focuses the field (its text selected) from anywhere in the window, as in
    ///   GNOME's apps, unless the app has a command with that shortcut (it wins) or the field
    ///   is hidden or disabled.
    /// - **Escape** in the field empties it and sends focus back to the control it came from
    ///   (by Ctrl+F, a click, Tab or a focus write), as one focus change (contract rule 3);
    ///   when that control is gone or cannot take focus, focus stays in the empty field.
    /// - **Tab** reaches the field after the window's content, with the header bar's other
    ///   items.
    /// - The text binding changes with every key typed (not after `GtkSearchEntry`'s
    ///   `search-changed` delay). Return does nothing: `.onSubmit(of: .search)` and
    ///   `.searchSuggestions` are not implemented yet.
    ///
    /// The field is a focus field: ``View/searchFocused(_:)`` binds a `@FocusState` to it, and
    /// writes move focus into it at once (contract rules 5 and 7), with no delay.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - placement: Where the field goes; on GTK always the window's header bar.
    ///   - prompt: A `Text` shown while the field is empty, and its accessible name; "Search"
    ///     when `nil`.
    /// - Returns: The modified view.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        SearchableModifier(
            content: self, text: text, placement: placement, prompt: prompt?.content ?? "Search")
    }

    /// Marks this view as searchable, with a prompt given by a localized string key, as
    /// SwiftUI's `searchable(text:placement:prompt:)`. See
    /// `searchable(text:placement:prompt:)`.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - placement: Where the field goes; on GTK always the window's header bar.
    ///   - prompt: The key of the text shown while the field is empty, and its accessible name.
    /// - Returns: The modified view.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        SearchableModifier(content: self, text: text, placement: placement, prompt: prompt.plainText)
    }

    /// Marks this view as searchable, with a prompt given by a string, as SwiftUI's
    /// `searchable(text:placement:prompt:)`. See
    /// `searchable(text:placement:prompt:)`.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - placement: Where the field goes; on GTK always the window's header bar.
    ///   - prompt: The text shown while the field is empty, and its accessible name.
    /// - Returns: The modified view.
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        SearchableModifier(content: self, text: text, placement: placement, prompt: String(prompt))
    }
}

/// A searchable view: the content in place, then its search field in a toolbar item at the
/// trailing end of the window's header bar, bound to the `.searchFocused` states around and
/// inside the view.
struct SearchableModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never

    let content: Content
    let text: Binding<String>
    let placement: SearchFieldPlacement
    let prompt: String

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        // `.searchFocused` outside this view binds this field; inside it too, unless a
        // searchable view nearer to it claims it.
        let above = evaluation.searchFocus.claimAbove()
        let below = evaluation.searchFocus.beginContent()
        evaluation.expand(content, at: path.appending(.modifier), context: context, into: &output)
        let bindings = above + evaluation.searchFocus.endContent(restoring: below)

        let component = SearchFieldComponent(
            prompt: prompt, text: text.wrappedValue, binding: ComponentAction(text))
        let field = RenderSpec(
            path: path.appending(.label).appending(.content), element: context.forChildren.finish(component),
            focusBindings: bindings, children: [])
        var itemContext = context.forChildren
        // `.hidden()` on the view hides its search field too, as its toolbar items.
        itemContext.node.isHidden = context.node.isHidden
        output.append(
            RenderSpec(
                path: path.appending(.label),
                element: itemContext.finish(ToolbarItemComponent(placement: .primaryAction)),
                focusBindings: [], children: [field]))
    }
}
