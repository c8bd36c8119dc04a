import FocusUICore

/// A Sort menu labelled with a `Label` in the toolbar (an icon button, as SwiftUI's toolbar
/// menus on macOS) and the same menu in the content (icon and title).
public struct SortToolbar: View {
    @State var order = "Name"

    /// The view, as its type describes it.
    public init() {}

    /// The content's menu, with the toolbar's.
    public var body: some View {
        VStack {
            menu(title: "Order")
        }
        .toolbar {
            ToolbarItem {
                menu(title: "Sort")
            }
        }
    }

    private func menu(title: String) -> some View {
        Menu {
            Picker("Sort By", selection: $order) {
                Text("Name").tag("Name")
                Text("Date").tag("Date")
            }
        } label: {
            Label(title, systemImage: "arrow.up.arrow.down")
        }
    }
}
