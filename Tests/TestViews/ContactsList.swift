import FocusUICore

/// A contact of ``ContactsList``.
public struct ListContact: Identifiable, Hashable, Sendable {
    /// Stays the same while the contact exists.
    public let id: Int
    /// What the row shows.
    public var name: String

    /// A contact.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// `count` contacts with ids 0..<count, named "Contact 0"… with a few first names mixed
    /// in for type-ahead.
    public static func generated(_ count: Int) -> [ListContact] {
        let names = ["Ada", "Brian", "Cleo", "Dora", "Edsger", "Grace", "Alan"]
        return (0..<count).map { id in
            ListContact(id: id, name: id < names.count ? names[id] : "Contact \(id)")
        }
    }
}

/// A search field, a list of contacts whose rows are bound to `focused` by id, and buttons that
/// act on the list; shared by the headless and GTK suites (issue 24). Its state, read by name
/// in tests: `focused` (a `@FocusState<Int?>`), and the status text: "selection [ids]",
/// "log …" (every change of `focused`, as `old->new`), "read …" (the value read right after the
/// last write by a button).
public struct ContactsList: View {
    @State var contacts: [ListContact] = []
    @State var selection: Int?
    @State var multiple: Set<Int> = []
    @FocusState var focused: Int?
    @State var search = ""
    @State var log: [String] = []
    @State var readAfterWrite = "none"
    let multipleSelection: Bool

    /// A list of `count` generated contacts; `multipleSelection` makes it a `Set` selection.
    public init(count: Int = 7, multipleSelection: Bool = false) {
        _contacts = State(initialValue: ListContact.generated(count))
        self.multipleSelection = multipleSelection
    }

    /// The content.
    public var body: some View {
        VStack {
            TextField("Search", text: $search)
            if multipleSelection {
                List(selection: $multiple) { rows }
            } else {
                List(selection: $selection) { rows }
            }
            Text(
                "selection \(multipleSelection ? multiple.sorted().description : selection.map { "[\($0)]" } ?? "[]")"
            )
            Text("log \(log.joined(separator: " "))")
            Text("read \(readAfterWrite)")
            Button("Focus Last") {
                focused = contacts.last?.id
                readAfterWrite = focused.map(String.init) ?? "nil"
            }
            Button("Focus Third") {
                focused = contacts.count > 2 ? contacts[2].id : nil
                readAfterWrite = focused.map(String.init) ?? "nil"
            }
            Button("Insert Top") {
                let id = (contacts.map(\.id).max() ?? 0) + 1
                contacts.insert(ListContact(id: id, name: "New \(id)"), at: 0)
            }
            Button("Select Third") { selection = contacts.count > 2 ? contacts[2].id : nil }
            Button("Add And Select") {
                let id = (contacts.map(\.id).max() ?? 0) + 1
                contacts.insert(ListContact(id: id, name: "New \(id)"), at: 0)
                selection = id
            }
            Button("Delete Focused, Select First") {
                contacts.removeAll { $0.id == focused }
                selection = contacts.first?.id
            }
        }
        .onChange(of: focused) { old, new in
            log.append("\(old.map(String.init) ?? "nil")->\(new.map(String.init) ?? "nil")")
        }
    }

    private var rows: some View {
        ForEach(contacts) { contact in
            ContactsListRow(name: contact.name)
                .focused($focused, equals: contact.id)
        }
        .onDelete { offsets in contacts.remove(atOffsets: offsets) }
        .onMove { offsets, destination in contacts.move(fromOffsets: offsets, toOffset: destination) }
    }
}

/// A row: its name, marked while the row has focus, and a click counter kept by the row's
/// `@State` (by id while off screen).
struct ContactsListRow: View {
    let name: String
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        HStack {
            Text(isFocused ? "▸ \(name)" : name)
        }
        .accessibilityLabel(name)
    }
}
