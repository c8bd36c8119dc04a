import FocusUICore

/// A list of notes filtered by a search field (`.searchable` with the prompt "Search Notes",
/// `.searchFocused($focus, equals: .search)`), above it a Title field (`.title`), a Find
/// button that writes `.search` and records what the state read on the next line, and a Done
/// button (`.done`). Below: the notes that match and the query. State read by name in tests:
/// `focus`; the query and what Find read are shown as
/// "query [...]" and "read [...]".
public struct SearchableNotes: View {
    /// Match values of the focus state.
    public enum Field: Hashable, CustomStringConvertible {
        case title, search, done

        /// The case's name.
        public var description: String {
            switch self {
            case .title: return "title"
            case .search: return "search"
            case .done: return "done"
            }
        }
    }

    static let notes = ["Groceries", "Garden plan", "Taxes"]

    @State var query = ""
    @State var title = ""
    @State var readAfterFind: Field?
    @FocusState var focus: Field?

    /// The list.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            TextField("Title", text: $title)
                .focused($focus, equals: .title)
            Button("Find") {
                focus = .search
                readAfterFind = focus
            }
            Button("Done") {}
                .focused($focus, equals: .done)
            ForEach(
                Self.notes.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self
            ) {
                Text($0)
            }
            Text("query [\(query)]")
            Text("read [\(readAfterFind.map(\.description) ?? "nil")]")
        }
        .searchable(text: $query, prompt: "Search Notes")
        .searchFocused($focus, equals: .search)
    }
}

/// ``SearchableNotes`` as an app: one window, whose search bar shows above the notes.
public struct SearchableNotesApp: App {
    /// The app.
    public init() {}

    /// One window.
    public var body: some Scene {
        WindowGroup("Notes") {
            SearchableNotes()
        }
    }
}
