import FocusUICore

/// A searchable view hidden until its Search button shows it and, in the same action, writes
/// its `.searchFocused` state, recording what the state read on the next line ("read [true]").
/// Its Hide button hides it again. State read by name in tests: `searching`.
public struct RevealedSearch: View {
    @State var query = ""
    @State var hides = true
    @State var readAfterWrite = false
    @FocusState var searching: Bool

    /// The view, hidden.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            Button("Search") {
                hides = false
                searching = true
                readAfterWrite = searching
            }
            Button("Hide") { hides = true }
            VStack {
                Text("Results for [\(query)]")
            }
            .searchable(text: $query, prompt: "Find")
            .hidden(hides)
            Text("read [\(readAfterWrite)]")
        }
        .searchFocused($searching)
    }
}

/// ``RevealedSearch`` as an app.
public struct RevealedSearchApp: App {
    /// The app.
    public init() {}

    /// One window.
    public var body: some Scene {
        WindowGroup("Revealed") {
            RevealedSearch()
        }
    }
}
