import FocusUICore

/// A window whose toolbar hides its title (`.toolbar(removing: .title)`) until Show Title is
/// clicked, and removes the sidebar toggle it does not have. State read by name:
/// `removesTitle`.
public struct TitlelessWindow: View {
    @State var removesTitle = true

    /// The view, as its type describes it.
    public init() {}

    /// A text and the button.
    public var body: some View {
        VStack {
            Text("Photos of the trip")
            Button("Show Title") { removesTitle = false }
        }
        .navigationTitle("Photos")
        .navigationSubtitle("3 items")
        .toolbar(removing: removesTitle ? .title : nil)
        .toolbar(removing: .sidebarToggle)
    }
}
