import FocusUICore

/// A window with a button that opens a popover (Filter…) holding a toggle, a text field and
/// two buttons, and a field outside it (Other). One window state binds fields inside and
/// outside the popover; typing two letters into the popover's field writes focus to Other.
/// State read by name in tests: `focus`, `showsFilter`.
public struct FilterPopoverView: View {
    /// Match values of the window's focus state.
    public enum Field: Hashable {
        case other
        case filterButton
        case exact
        case query
    }

    @FocusState var focus: Field?
    @State var showsFilter = false
    @State var other = ""
    @State var query = ""
    @State var exact = false
    let defaultsToQuery: Bool

    /// The view; with `defaultsToQuery`, the popover's `defaultFocus` is its text field.
    public init(defaultsToQuery: Bool = false) {
        self.defaultsToQuery = defaultsToQuery
    }

    /// The content.
    public var body: some View {
        VStack {
            TextField("Other", text: $other)
                .focused($focus, equals: .other)
            Button("Filter…") { showsFilter = true }
                .focused($focus, equals: .filterButton)
                .popover(isPresented: $showsFilter, arrowEdge: .top) {
                    FilterPopoverContent(
                        focus: $focus, exact: $exact, query: $query, showsFilter: $showsFilter,
                        defaultsToQuery: defaultsToQuery)
                }
            Text("shown \(showsFilter)")
        }
    }
}

/// The popover's content: Done sets the binding to false, Close calls `dismiss()`.
struct FilterPopoverContent: View {
    var focus: FocusState<FilterPopoverView.Field?>.Binding
    @Binding var exact: Bool
    @Binding var query: String
    @Binding var showsFilter: Bool
    let defaultsToQuery: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        if defaultsToQuery {
            fields.defaultFocus(focus, .query)
        } else {
            fields
        }
    }

    private var fields: some View {
        VStack {
            Toggle("Exact", isOn: $exact)
                .focused(focus, equals: .exact)
            TextField("Name contains", text: $query)
                .focused(focus, equals: .query)
                // Two letters typed: the search moves on to Other, out of the popover.
                .onChange(of: query) { _, new in
                    if new.count == 2 { focus.wrappedValue = .other }
                }
            Button("Done") { showsFilter = false }
            Button("Close") { dismiss() }
        }
        .padding()
    }
}
