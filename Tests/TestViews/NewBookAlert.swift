import FocusUICore

/// An alert with a text field among its actions (SwiftUI 4's alert text field): New Book asks
/// for a title, Add adds it. Focus starts in the field, as in SwiftUI, so the user types at
/// once. State read by name: `title`, `books`.
public struct NewBookAlert: View {
    @State var asks = false
    @State var title = ""
    @State var books: [String] = []

    /// The view.
    public init() {}

    /// New Book and the books added.
    public var body: some View {
        VStack {
            Button("New Book") { asks = true }
            Text("books: \(books.joined(separator: ", "))")
        }
        .alert("New Book", isPresented: $asks) {
            TextField("Title", text: $title)
            Button("Cancel", role: .cancel) {}
            Button("Add") { books.append(title) }
        }
    }
}
