import FocusUICore

/// A searchable list of four names with a selection: a search hides the rows that do not
/// match. Shows "selected [...]". Escape in the search field sends focus back to the row it came
/// from, which may be one the search hid.
public struct SearchableNames: View {
    static let names = ["Ada", "Alan", "Grace", "Edsger"]

    @State var query = ""
    @State var selection: String?

    /// The list, unfiltered, nothing selected.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            List(selection: $selection) {
                ForEach(
                    Self.names.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) },
                    id: \.self
                ) {
                    name in
                    Text(name)
                }
            }
            Text("selected [\(selection ?? "nil")]")
        }
        .searchable(text: $query, prompt: "Search Names")
    }
}

/// ``SearchableNames`` as an app.
public struct SearchableNamesApp: App {
    /// The app.
    public init() {}

    /// One window.
    public var body: some Scene {
        WindowGroup("Names") {
            SearchableNames()
        }
    }
}
