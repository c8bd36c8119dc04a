import FocusUICore

/// A search whose presentation the program drives through `isPresented`: Start and Stop write
/// it; "presented [...] query [...]" shows it and the query.
public struct PresentedSearch: View {
    @State var query = ""
    @State var isSearching = false

    /// The view, search not presented.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            Button("Start") { isSearching = true }
            Button("Stop") { isSearching = false }
            Text("presented [\(isSearching)] query [\(query)]")
        }
        .searchable(text: $query, isPresented: $isSearching, prompt: "Find")
    }
}

/// A search started by a button that goes away as it starts it (it writes the
/// `.searchFocused` state `searching`), so that Escape has no control to send focus back to.
public struct VanishingSearchStarter: View {
    @State var query = ""
    @State var started = false
    @FocusState var searching: Bool

    /// The view, with its Start Search button.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            if !started {
                Button("Start Search") {
                    started = true
                    searching = true
                }
            }
            Text("Results")
        }
        .searchable(text: $query)
        .searchFocused($searching)
    }
}

/// ``PresentedSearch`` as an app.
public struct PresentedSearchApp: App {
    /// The app.
    public init() {}

    /// One window.
    public var body: some Scene {
        WindowGroup("Presented") {
            PresentedSearch()
        }
    }
}

/// ``VanishingSearchStarter`` as an app.
public struct VanishingSearchStarterApp: App {
    /// The app.
    public init() {}

    /// One window.
    public var body: some Scene {
        WindowGroup("Vanishing") {
            VanishingSearchStarter()
        }
    }
}
