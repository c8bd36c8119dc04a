import FocusUICore

/// A list of four names filtered by buttons: Show Grace leaves one row, Show All brings back
/// two rows before it and one after (two ranges in one render). Shared by the GTK list tests.
public struct FilteredNames: View {
    static let names = ["Ada", "Alan", "Grace", "Edsger"]

    @State var filter = ""

    /// The list, unfiltered.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            Button("Show Grace") { filter = "Grace" }
            Button("Show All") { filter = "" }
            List {
                ForEach(Self.names.filter { filter.isEmpty || $0 == filter }, id: \.self) { name in
                    Text("row \(name)")
                }
            }
        }
    }
}
