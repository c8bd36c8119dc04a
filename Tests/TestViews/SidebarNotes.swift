import FocusUICore

/// Notes with long titles in a split view's sidebar (one line each, ending in an ellipsis, but
/// for a row that asks for two) and the same titles in a list in the detail column, which wrap.
public struct SidebarNotes: View {
    static let titles = [
        "Groceries for the long weekend at the lake house", "Ideas",
        "Minutes of the planning meeting with the whole team",
    ]

    /// The view, as its type describes it.
    public init() {}

    /// The split view.
    public var body: some View {
        NavigationSplitView {
            List {
                ForEach(Self.titles, id: \.self) { title in
                    if title == "Ideas" {
                        Text("Ideas for the garden, the kitchen and the attic").lineLimit(2)
                    } else {
                        Text(title)
                    }
                }
            }
        } detail: {
            List {
                Text("Detail: Groceries for the long weekend at the lake house")
            }
        }
    }
}
