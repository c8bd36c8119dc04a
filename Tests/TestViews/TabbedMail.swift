import FocusUICore

/// A `TabView` of three tabs with a selection binding: Inbox (a search field and a button,
/// titled "Inbox", with a toolbar button), Compose (two fields, titled "New Message"), About
/// (a navigation stack of a text: no Tab stop, no title); below it, a button that shows Compose
/// from outside the tab view and one that writes the focus state to Compose's Subject field,
/// then shows Compose. Shared by the headless and GTK suites. State read by name in
/// tests: `focus`, `tab`.
public struct TabbedMail: View {
    /// The tabs.
    public enum Tab: Hashable, Sendable {
        case inbox, compose, about
    }

    /// The controls that can have focus.
    public enum Field: Hashable, Sendable {
        case search, refresh, to, subject, showCompose
    }

    @FocusState var focus: Field?
    @State var tab = Tab.inbox
    @State var search = ""
    @State var to = ""
    @State var subject = ""
    @State var refreshes = 0

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            TabView(selection: $tab) {
                VStack {
                    TextField("Search inbox", text: $search)
                        .focused($focus, equals: .search)
                    Button("Refresh") { refreshes += 1 }
                        .focused($focus, equals: .refresh)
                }
                .navigationTitle("Inbox")
                .toolbar {
                    Button("Mark All Read") {}
                }
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(Tab.inbox)
                VStack {
                    TextField("To", text: $to)
                        .focused($focus, equals: .to)
                    TextField("Subject", text: $subject)
                        .focused($focus, equals: .subject)
                }
                .navigationTitle("New Message")
                .tabItem { Label("Compose", systemImage: "square.and.pencil") }
                .tag(Tab.compose)
                // A stack whose page sets no title: the window's own, not the tab before's.
                NavigationStack {
                    Text("Mail 1.0")
                }
                .tabItem { Text("About") }
                .tag(Tab.about)
            }
            Button("Show Compose") { tab = .compose }
                .focused($focus, equals: .showCompose)
            // The write comes first, while Subject is on a covered tab (rule 7).
            Button("Subject, Then Compose") {
                focus = .subject
                tab = .compose
            }
        }
    }
}
