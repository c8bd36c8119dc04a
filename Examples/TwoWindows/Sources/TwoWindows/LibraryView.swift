import FocusUI

/// The Library window: search, go back to the draft's Body, or close.
struct LibraryView: View {
    @FocusState.Binding var editing: NotesApp.Editing?
    @State private var query = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            TextField("Search", text: $query)
                .focused($editing, equals: .search)
            Button("Edit Draft") { editing = .body }
            Button("Close") { dismiss() }
        }
    }
}
