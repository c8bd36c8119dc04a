import FocusUICore

/// A podcast app's library: a `NavigationStack` whose root is a `List` of `NavigationLink(value:)`
/// rows (each a title over an author, Serial with a badge of 12) and a row holding a link
/// in a stack, pushing a show's page with a field. Shared by the
/// headless and GTK suites. State read by name in tests: `path`.
public struct ShowsStack: View {
    @State var path: [String] = []
    @State var notes = ""

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(["Radiolab", "Serial", "Reply All"], id: \.self) { show in
                    NavigationLink(value: show) {
                        VStack(alignment: .leading) {
                            Text(show)
                            Text("by WNYC").font(.caption)
                        }
                    }
                    .badge(show == "Serial" ? 12 : 0)
                }
                // A link inside a stack of a row is a button of its own.
                HStack {
                    Text("Archive")
                    NavigationLink("Open Archive", value: "Archive")
                }
            }
            .navigationTitle("Library")
            .navigationDestination(for: String.self) { show in
                TextField("\(show) notes", text: $notes)
                    .navigationTitle(show)
            }
        }
    }
}
