import FocusUICore

/// A list with a count above it and a New Note button under it, both as safe-area insets, and a
/// tool column at its trailing edge. State read by name: `notes`.
public struct InsetNotesView: View {
    @State var notes = ["Groceries", "Ideas"]

    /// The view, as its type describes it.
    public init() {}

    /// The list and its insets.
    public var body: some View {
        List {
            ForEach(notes, id: \.self) { Text($0) }
        }
        .safeAreaInset(edge: .bottom, alignment: .leading) {
            Button("New Note") { notes.append("Note \(notes.count + 1)") }
                .padding(8)
        }
        .safeAreaInset(edge: .top) {
            HStack {
                Text("\(notes.count) notes")
                Spacer()
            }
        }
        .safeAreaInset(edge: .trailing, spacing: 4) {
            Button("Tools") {}
        }
    }
}
