import FocusUICore

/// A destructive button in the toolbar as an icon and as a title, and one in the content.
public struct TrashToolbar: View {
    /// The view, as its type describes it.
    public init() {}

    /// A list of one row, under a toolbar of a trash icon and Empty Trash.
    public var body: some View {
        VStack {
            Text("Trash")
            Button("Delete Forever", role: .destructive) {}
                .help("Deletes the items for good")
                .accessibilityHint("Cannot be undone")
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button(role: .destructive) {
                } label: {
                    Label("Delete", systemImage: "trash")
                }
            }
            ToolbarItem(placement: .primaryAction) {
                Button("Empty Trash", role: .destructive) {}
                    .help("Deletes every item in the trash")
            }
        }
    }
}
