import FocusUICore

/// A list of three names whose rows have a context menu (Mark, Unmark), and the marked name
/// as "marked [...]". Shared by the GTK context menu tests.
public struct ContextMenuList: View {
    static let names = ["Ada", "Alan", "Grace"]

    @State var marked = ""

    /// The list, nothing marked.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            Button("Before") {}
            List {
                ForEach(Self.names, id: \.self) { name in
                    Text(name)
                        .contextMenu {
                            Button("Mark") { marked = name }
                            Button("Unmark") { marked = "" }
                        }
                }
            }
            Text("marked [\(marked)]")
        }
    }
}
