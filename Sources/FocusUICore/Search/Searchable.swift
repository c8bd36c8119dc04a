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
    /// GTK: as in GNOME's apps, the field is a `GtkSearchEntry` (accessible role *search box*,
    /// named by the prompt) in a search bar (`GtkSearchBar`) above the searchable view, hidden
    /// until search is presented, and a toggle button with a magnifying glass (named "Search") at
    /// the trailing end of the window's header bar shows and hides it. Every `placement` puts it
    /// there (see ``SearchFieldPlacement``). What differs from SwiftUI:
    ///
    /// - The toggle, **Ctrl+F** (from anywhere in the window, unless the app has a command with
    ///   that shortcut: it wins, or the view is hidden or disabled) and a write to a
    ///   ``View/searchFocused(_:)`` state reveal the bar and focus the field (its text selected,
    ///   as in GNOME's apps). The field is no Tab stop while the bar is hidden; revealed, it is
    ///   the view's first.
    /// - **Escape** in the field, or the toggle turned off, empties the text, sends focus back
    ///   to the control it came from (by Ctrl+F, the toggle, a click, Tab or a focus write) as one
    ///   focus change (contract rule 3), and hides the bar. A list's row is returned to as a row,
    ///   once the emptied search shows it again; when the control is gone, focus goes to the
    ///   view's first Tab stop as Tab from the field would (a list on its selected row), else to
    ///   the toggle.
    /// - The text binding changes with every key typed (not after `GtkSearchEntry`'s
    ///   `search-changed` delay). Return does nothing: `.onSubmit(of: .search)` and
    ///   `.searchSuggestions` are not implemented yet. Typing elsewhere in the window does not
    ///   start a search (GTK's key capture): a list's type-ahead keeps its keys.
    ///
    /// The field is a focus field: ``View/searchFocused(_:)`` binds a `@FocusState` to it, and
    /// writes move focus into it at once (contract rules 5 and 7), with no delay, revealing the
    /// bar in the same write. To show or hide the bar from code, pass `isPresented` (see
    /// `searchable(text:isPresented:placement:prompt:)`).
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - placement: Where the field goes; on GTK always a search bar above the view.
    ///   - prompt: A `Text` shown while the field is empty, and its accessible name; "Search"
    ///     when `nil`.
    /// - Returns: The modified view.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        SearchableModifier(content: self, text: text, isPresented: nil, prompt: prompt?.content ?? "Search")
    }

    /// Marks this view as searchable, with a prompt given by a localized string key, as
    /// SwiftUI's `searchable(text:placement:prompt:)`. See
    /// `searchable(text:placement:prompt:)`.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - placement: Where the field goes; on GTK always a search bar above the view.
    ///   - prompt: The key of the text shown while the field is empty, and its accessible name.
    /// - Returns: The modified view.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        SearchableModifier(content: self, text: text, isPresented: nil, prompt: prompt.plainText)
    }

    /// Marks this view as searchable, with a prompt given by a string, as SwiftUI's
    /// `searchable(text:placement:prompt:)`. See
    /// `searchable(text:placement:prompt:)`.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - placement: Where the field goes; on GTK always a search bar above the view.
    ///   - prompt: The text shown while the field is empty, and its accessible name.
    /// - Returns: The modified view.
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        SearchableModifier(content: self, text: text, isPresented: nil, prompt: String(prompt))
    }

    /// Marks this view as searchable with programmatic presentation of the search field, as
    /// SwiftUI's `searchable(text:isPresented:placement:prompt:)`.
    ///
    /// ```swift
    /// @State private var query = ""
    /// @State private var isSearching = false
    ///
    /// NotesList(query: query)
    ///     .searchable(text: $query, isPresented: $isSearching, prompt: "Search Notes")
    /// ```
    ///
    /// GTK: `isPresented` is whether the search bar is revealed (see
    /// `searchable(text:placement:prompt:)`). Setting it to `true` reveals the bar and focuses
    /// the field, as presenting search does in SwiftUI; setting it to `false` empties the text,
    /// sends focus back to where it came from if it was in the field, and hides the bar. The
    /// toggle, Ctrl+F, Escape and `.searchFocused` writes write it back.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - isPresented: Whether search is presented: the search bar is revealed.
    ///   - placement: Where the field goes; on GTK always a search bar above the view.
    ///   - prompt: A `Text` shown while the field is empty, and its accessible name; "Search"
    ///     when `nil`.
    /// - Returns: The modified view.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        SearchableModifier(
            content: self, text: text, isPresented: isPresented, prompt: prompt?.content ?? "Search")
    }

    /// Marks this view as searchable with programmatic presentation of the search field and a
    /// prompt given by a localized string key, as SwiftUI's
    /// `searchable(text:isPresented:placement:prompt:)`. See
    /// `searchable(text:isPresented:placement:prompt:)`.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - isPresented: Whether search is presented: the search bar is revealed.
    ///   - placement: Where the field goes; on GTK always a search bar above the view.
    ///   - prompt: The key of the text shown while the field is empty, and its accessible name.
    /// - Returns: The modified view.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        SearchableModifier(content: self, text: text, isPresented: isPresented, prompt: prompt.plainText)
    }

    /// Marks this view as searchable with programmatic presentation of the search field and a
    /// prompt given by a string, as SwiftUI's `searchable(text:isPresented:placement:prompt:)`.
    /// See `searchable(text:isPresented:placement:prompt:)`.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - isPresented: Whether search is presented: the search bar is revealed.
    ///   - placement: Where the field goes; on GTK always a search bar above the view.
    ///   - prompt: The text shown while the field is empty, and its accessible name.
    /// - Returns: The modified view.
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: S
    ) -> some View {
        SearchableModifier(content: self, text: text, isPresented: isPresented, prompt: String(prompt))
    }
}

/// A searchable view: its model and, without an `isPresented` binding, whether search is
/// presented, kept across renders.
struct SearchableModifier<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: String
    @State private var model = SearchFieldModel()
    @State private var isPresentedHere = false

    var body: some View {
        SearchableContent(
            content: content, text: text, isPresented: isPresented ?? $isPresentedHere, prompt: prompt,
            model: model)
    }
}

/// A searchable view as it renders: a vertical stack of its search bar and the content, and the
/// search toggle in a toolbar item at the trailing end of the window's header bar; the bar's
/// field is bound to the `.searchFocused` states around and inside the view.
struct SearchableContent<Content: View>: View, PrimitiveView {
    typealias Body = Never

    let content: Content
    let text: Binding<String>
    let isPresented: Binding<Bool>
    let prompt: String
    let model: SearchFieldModel

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        // `.searchFocused` outside this view binds this field; inside it too, unless a
        // searchable view nearer to it claims it.
        let above = evaluation.searchFocus.claimAbove()
        let below = evaluation.searchFocus.beginContent()
        var contentSpecs: [RenderSpec] = []
        evaluation.expand(
            content, at: path.appending(.modifier), context: context.forChildren, into: &contentSpecs)
        let bindings = above + evaluation.searchFocus.endContent(restoring: below)
        model.plan(text: text, isPresented: isPresented, bindings: bindings)

        let stack = StackComponent(axis: .vertical, spacing: 0, horizontalAlignment: .center)
        stack.align(&contentSpecs)
        let field = RenderSpec(
            path: path.appending(.content),
            element: context.forChildren.finish(
                SearchFieldComponent(
                    prompt: prompt, text: text.wrappedValue, isPresented: isPresented.wrappedValue,
                    binding: ComponentAction(text), model: ComponentAction(model))),
            focusBindings: bindings, children: [])
        output.append(
            RenderSpec(
                path: path, element: context.finish(stack), focusBindings: context.node.focusBindings,
                focusedValues: context.node.focusedValues, tag: context.node.tag,
                children: [field] + contentSpecs))

        let toggle = RenderSpec(
            path: path.appending(.label).appending(.index(1)),
            element: context.forChildren.finish(
                SearchToggleComponent(isOn: isPresented.wrappedValue, model: ComponentAction(model))),
            focusBindings: [], children: [])
        var itemContext = context.forChildren
        // `.hidden()` on the view hides its search toggle too, as its toolbar items.
        itemContext.node.isHidden = context.node.isHidden
        output.append(
            RenderSpec(
                path: path.appending(.label),
                element: itemContext.finish(ToolbarItemComponent(placement: .primaryAction)),
                focusBindings: [], children: [toggle]))
    }
}
