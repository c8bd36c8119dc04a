import FocusUICore

/// A `TabView` whose tabs come from a `ForEach` (each tagged by its id), with an optional
/// selection and `.badge` after `.tabItem`; buttons below add a tab before the others, remove
/// one, move the last to the front, and clear the selection. Shared by the headless and GTK
/// suites. State read by name in tests: `focus`, `selection`.
public struct AccountTabs: View {
    @State var accounts = ["Home", "Work"]
    @State var selection: String? = "Work"
    @State var notes: [String: String] = [:]
    @FocusState var focus: String?

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            TabView(selection: $selection) {
                ForEach(accounts, id: \.self) { account in
                    TextField(
                        "\(account) notes",
                        text: Binding(get: { notes[account] ?? "" }, set: { notes[account] = $0 })
                    )
                    .focused($focus, equals: account)
                    .tabItem { Label(account, systemImage: "person") }
                    .badge(account.count)
                }
            }
            HStack {
                Button("Add School") { accounts.insert("School", at: 0) }
                Button("Remove Home") { accounts.removeAll { $0 == "Home" } }
                Button("Move Last First") { accounts.insert(accounts.removeLast(), at: 0) }
                Button("Clear Selection") { selection = nil }
            }
        }
    }
}
