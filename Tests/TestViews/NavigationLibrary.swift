import FocusUICore

/// A `NavigationStack` with a path of book numbers: the root page has a Filter field, links to
/// Books 1 to 3, a button that opens Books 1 and 2 at once, one that pushes a page with nothing
/// to focus, and the path; each book page has Title and Notes fields (Book 2 focuses Notes by
/// default), a link to the next book, a button that writes focus to the root's Filter field, and
/// Done (`dismiss()`). The root page shows the path and whether the blank page is up. State read
/// by name in tests: `path`, `filter`, `blank`, `focus`.
public struct NavigationLibrary: View {
    /// Match values of the focus state.
    public enum Field: Hashable, CustomStringConvertible {
        case filter
        case link(Int)
        case next(Int)
        case title(Int)
        case notes(Int)

        /// `filter`, `link(1)`, `title(2)`.
        public var description: String {
            switch self {
            case .filter: return "filter"
            case .link(let number): return "link(\(number))"
            case .next(let number): return "next(\(number))"
            case .title(let number): return "title(\(number))"
            case .notes(let number): return "notes(\(number))"
            }
        }
    }

    @State var path: [Int] = []
    @State var filter = ""
    @State var blank = false
    @FocusState var focus: Field?

    /// The library, at its root page.
    public init() {}

    /// The stack.
    public var body: some View {
        NavigationStack(path: $path) {
            VStack {
                TextField("Filter", text: $filter)
                    .focused($focus, equals: .filter)
                ForEach([1, 2, 3], id: \.self) { number in
                    NavigationLink("Book \(number)", value: number)
                        .focused($focus, equals: .link(number))
                }
                Button("Open 1 and 2") { path = [1, 2] }
                Button("Blank Page") { blank = true }
                Text("path [\(path.map(String.init).joined(separator: ","))]")
                Text("blank \(blank)")
            }
            .navigationTitle("Library")
            .navigationDestination(for: Int.self) { number in
                BookPage(number: number, focus: $focus)
            }
            .navigationDestination(isPresented: $blank) {
                Text("Nothing to focus here")
            }
        }
    }
}

/// One book's page of ``NavigationLibrary``.
struct BookPage: View {
    let number: Int
    let focus: FocusState<NavigationLibrary.Field?>.Binding
    @State private var title = ""
    @State private var notes = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        if number == 2 {
            content.defaultFocus(focus, .notes(number))
        } else {
            content
        }
    }

    private var content: some View {
        VStack {
            TextField("Title \(number)", text: $title)
                .focused(focus, equals: .title(number))
            TextField("Notes \(number)", text: $notes)
                .focused(focus, equals: .notes(number))
            NavigationLink("Book \(number + 1)", value: number + 1)
                .focused(focus, equals: .next(number + 1))
            Button("Focus Filter") { focus.wrappedValue = .filter }
            Button("Done \(number)") { dismiss() }
        }
        .navigationTitle("Book \(number)")
    }
}

/// ``NavigationLibrary`` as an app: one window, whose header bar gets the stack's Back button.
public struct NavigationLibraryApp: App {
    /// The app.
    public init() {}

    /// One window.
    public var body: some Scene {
        WindowGroup("Library") {
            NavigationLibrary()
        }
    }
}
