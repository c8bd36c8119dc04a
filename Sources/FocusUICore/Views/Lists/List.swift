/// A scrolling list of rows, as SwiftUI's `List`, drawn as GTK 4 draws long lists: a
/// `GtkListView` that makes widgets only for the rows on screen and recycles them while
/// scrolling, so a list of a million rows opens as fast as one of a hundred.
///
/// ```swift
/// @State private var selection: Contact.ID?
/// @FocusState private var focusedContact: Contact.ID?
///
/// List(selection: $selection) {
///     ForEach(book.contacts) { contact in
///         Text(contact.name)
///             .focused($focusedContact, equals: contact.id)
///     }
/// }
/// ```
///
/// The content is read as rows without building them: each element of a `ForEach` is a row,
/// built only when it is shown (its `@State` is kept by its id while it is off screen); a
/// `Section` is a heading row and its rows (a `ForEach` whose content is a section, one per
/// course or per day, makes those sections); any other view is one row. A modifier on a
/// `ForEach` applies to each of its rows.
///
/// Keyboard and focus, as GNOME's lists and SwiftUI's:
/// - **One Tab stop:** Tab enters the list on the selected row (keeping the selection), else
///   on the row focus was last in, else on the first row; the next Tab leaves the list.
/// - **Keys:** Up, Down, Page Up, Page Down, Home and End move focus and select the row;
///   with Ctrl they move focus only; with Shift they extend a `Set` selection (from the row the
///   user selected last, or from the focused row when no row is selected, as GNOME's file
///   lists do; after the app set the selection, from the row Shift moves to). Space toggles
///   the focused row in a `Set` selection, Ctrl+A selects all. Typing a row's first letters
///   moves to the next row whose text starts with them (type-ahead). A row's own
///   `.onKeyPress` sees keys first. Clicks select; Ctrl+click toggles and Shift+click extends
///   a `Set` selection.
/// - **Rows are fields:** a row's `.focused($state, equals: id)` is a field whether or not the
///   row is shown (contract rule 20). Writing its value scrolls the row into view and focuses
///   it in the same write, and selects it as an arrow key would (rules 5 and 7). Scrolling a
///   focused row out of view keeps its focus: the state follows the row, not the recycled
///   widget. Removing the focused row moves focus to the row below it (the row above when it
///   was the last), and a state bound to the rows changes once, from the removed row's value
///   to the neighbour's (rule 11, the list case). `@Environment(\.isFocused)` in a row tells
///   whether that row has focus.
/// - **Screen readers:** each row is a list item (GTK's own list accessibility) named by its
///   texts (or its `.accessibilityLabel`), with its position ("3 of 40") as its description and
///   its selected state.
///
/// The selection is a binding's, as in SwiftUI: focus moving with an arrow key or a click
/// writes it; a program writing it does not move focus. A row's selection value is its id, or,
/// when the id is not of the selection's type, the row's `.tag(_:)`
/// (`List(projects, selection: $project) { Label($0.name, …).tag($0) }` with a `String` id); such
/// rows are built to read their tags, which costs a row's render each, so give a long list ids
/// of the selection's type. On GTK a list scrolls by itself and
/// takes the space it is given (give it a frame or let its window's size decide).
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    enum Selection {
        case none
        case single(Binding<SelectionValue?>)
        case multiple(Binding<Set<SelectionValue>>)
    }

    let selection: Selection
    let content: Content

    /// A list whose selection is at most one row, written to `selection` (SwiftUI's
    /// `List(selection:content:)`); `nil` for none.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.selection = selection.map(Selection.single) ?? .none
        self.content = content()
    }

    /// A list whose selection is any number of rows, written to `selection`; Shift and Ctrl
    /// extend it.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.selection = selection.map(Selection.multiple) ?? .none
        self.content = content()
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let emitted = evaluation.emitLazyContainer(
            content, layout: .list, selection: listSelection, at: path, context: context, into: &output)
        if !emitted {
            // No host keeps rows here: the rows in a stack.
            evaluation.emit(
                StackComponent(axis: .vertical, spacing: 0, horizontalAlignment: .leading), content: content,
                at: path, context: context, into: &output)
        }
    }

    @MainActor private var listSelection: ListSelection {
        switch selection {
        case .none: .none
        case .single(let binding): .single(binding)
        case .multiple(let binding): .multiple(binding)
        }
    }
}

extension List where SelectionValue == Never {
    /// A list without selection (SwiftUI's `List(content:)`): rows take focus, nothing is
    /// selected.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = .none
        self.content = content()
    }

    /// A list of a row per element of `data`, identified by `id` (`List(_:id:rowContent:)`).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.selection = .none
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A list of a row per `Identifiable` element of `data` (`List(_:rowContent:)`).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.selection = .none
        self.content = ForEach(data, content: rowContent)
    }

    /// A list of a row per integer of `data`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.selection = .none
        self.content = ForEach(data, content: rowContent)
    }
}

extension List {
    /// A list of a row per element of `data`, identified by `id`, selecting at most one.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list of a row per element of `data`, identified by `id`, selecting any number.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list of a row per `Identifiable` element of `data`, selecting at most one.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list of a row per `Identifiable` element of `data`, selecting any number.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
}

/// The environment key of a list's `.contextMenu(forSelectionType:menu:primaryAction:)`.
struct ListContextMenuKey: EnvironmentKey {
    static var defaultValue: ListContextMenu? { nil }
}

extension EnvironmentValues {
    /// The context menu the next list takes.
    var listContextMenu: ListContextMenu? {
        get { self[ListContextMenuKey.self] }
        set { self[ListContextMenuKey.self] = newValue }
    }
}

extension View {
    /// Adds a context menu to the rows of the ``List`` this modifies, and what a double click
    /// or Return on a row does, as SwiftUI's `contextMenu(forSelectionType:menu:primaryAction:)`.
    ///
    /// ```swift
    /// List(selection: $selection) { … }
    ///     .contextMenu(forSelectionType: Note.ID.self) { ids in
    ///         Button("Delete") { delete(ids) }
    ///     } primaryAction: { ids in
    ///         open(ids)
    ///     }
    /// ```
    ///
    /// `menu` gets the rows the menu is for: the selection when the row it opens on is
    /// selected, else that row alone (an empty set on no row). It opens with a right click,
    /// the Menu key or Shift+F10 on a row, with keyboard focus in the menu; when it closes
    /// focus is back on the row. Its items are read as a ``Menu``'s (buttons, texts,
    /// dividers, submenus).
    public func contextMenu<Item: Hashable, MenuContent: View>(
        forSelectionType itemType: Item.Type = Item.self,
        @ViewBuilder menu: @escaping (Set<Item>) -> MenuContent,
        primaryAction: ((Set<Item>) -> Void)? = nil
    ) -> some View {
        let items: @MainActor (Set<AnyHashable>) -> AnyView = { values in
            AnyView(menu(Set(values.compactMap { $0.base as? Item })))
        }
        var primary: (@MainActor (Set<AnyHashable>) -> Void)?
        if let primaryAction {
            primary = { values in primaryAction(Set(values.compactMap { $0.base as? Item })) }
        }
        let contextMenu = ListContextMenu(items: items, primaryAction: primary)
        return modified(.environment { $0.listContextMenu = contextMenu })
    }
}
