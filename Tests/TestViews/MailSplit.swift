import FocusUICore

/// A `NavigationSplitView`: a sidebar with a Find Mailbox field and links to Inbox and Sent
/// (values, shown by the sidebar's destination) and Drafts (a destination view), and a detail
/// column that shows "Choose a mailbox" until a link shows a mailbox there, with a Reply field
/// and Send. `columns: 3` puts a Folders column between them; `hidesSidebar` starts with only
/// the detail shown. State read by name in tests: `visibility`.
public struct MailSplit: View {
    let columns: Int
    @State var visibility: NavigationSplitViewVisibility = .all

    /// Two columns, or three; the sidebar shown unless `hidesSidebar`.
    public init(columns: Int = 2, hidesSidebar: Bool = false) {
        self.columns = columns
        _visibility = State(initialValue: hidesSidebar ? .detailOnly : .all)
    }

    /// The split view.
    public var body: some View {
        if columns == 3 {
            NavigationSplitView(columnVisibility: $visibility) {
                sidebar
            } content: {
                VStack {
                    Text("Folders")
                    Button("Archive") {}
                }
            } detail: {
                Text("Choose a mailbox")
            }
        } else {
            NavigationSplitView(columnVisibility: $visibility) {
                sidebar
            } detail: {
                Text("Choose a mailbox")
            }
        }
    }

    private var sidebar: some View {
        VStack {
            TextField("Find Mailbox", text: .constant(""))
            NavigationLink("Inbox", value: "Inbox")
            NavigationLink("Sent", value: "Sent")
            NavigationLink("Drafts") { Mailbox(name: "Drafts") }
            Button("Show Sidebar") { visibility = .all }
        }
        .navigationDestination(for: String.self) { name in
            Mailbox(name: name)
        }
    }
}

/// A mailbox in ``MailSplit``'s detail column.
struct Mailbox: View {
    let name: String
    @State private var reply = ""

    var body: some View {
        VStack {
            Text("Mailbox \(name)")
            TextField("Reply in \(name)", text: $reply)
            Button("Send") { reply = "" }
        }
        .navigationTitle(name)
    }
}

/// `NavigationView` as older code writes it: a sidebar of destination links and a placeholder
/// detail, or (`single`) one page of links as a stack.
public struct MailNavigationView: View {
    let single: Bool

    /// Two columns, or one view (`single`).
    public init(single: Bool = false) {
        self.single = single
    }

    /// The navigation view.
    public var body: some View {
        if single {
            NavigationView {
                NavigationLink("Inbox") { Mailbox(name: "Inbox") }
            }
        } else {
            NavigationView {
                NavigationLink("Inbox") { Mailbox(name: "Inbox") }
                Text("Choose a mailbox")
            }
        }
    }
}

/// ``MailSplit`` as an app.
public struct MailSplitApp: App {
    let columns: Int
    let hidesSidebar: Bool

    /// Two columns, the sidebar shown.
    public init() {
        self.init(columns: 2, hidesSidebar: false)
    }

    /// The app, with ``MailSplit``'s columns.
    public init(columns: Int, hidesSidebar: Bool = false) {
        self.columns = columns
        self.hidesSidebar = hidesSidebar
    }

    /// One window.
    public var body: some Scene {
        WindowGroup("Mail") {
            MailSplit(columns: columns, hidesSidebar: hidesSidebar)
        }
    }
}
