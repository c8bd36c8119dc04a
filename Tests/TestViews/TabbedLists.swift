import FocusUICore

/// A `TabView` whose tabs hold controls that bind Ctrl+Page Up and Down themselves: a `List`
/// (Messages) and a `TextEditor` (Notes). Shared by the headless and GTK suites.
public struct TabbedLists: View {
    @State var notes = ""

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        TabView {
            List {
                ForEach(["Hello", "Lunch?", "Done"], id: \.self) { Text($0) }
            }
            .tabItem { Text("Messages") }
            TextEditor(text: $notes)
                .accessibilityLabel("Notes")
                .tabItem { Text("Notes") }
        }
    }
}
