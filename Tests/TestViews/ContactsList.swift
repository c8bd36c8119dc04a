import FocusUICore

/// A search field above a `List(selection:)` of contacts whose rows (``MarkedRow``) take focus,
/// the selection shown in a line, and buttons that insert a contact first and focus the third.
/// State read by name in tests: `contacts`, `selection`, `focusedContact` (the focused row's
/// id), `search`.
public struct ContactsList: View {
    /// A contact: its id is the row's focus value and selection tag.
    public struct Contact: Identifiable, Hashable {
        /// The contact's id.
        public let id: Int
        /// The name its row shows.
        public let name: String
    }

    @State var contacts: [Contact] = []
    @State var selection: Int?
    @FocusState var focusedContact: Int?
    @State var search = ""

    /// Contacts 1, 2 and 3 named by `names`: Ada, Brian and Cleo unless told otherwise.
    public init(names: [String] = ["Ada", "Brian", "Cleo"]) {
        let contacts = names.enumerated().map { Contact(id: $0.offset + 1, name: $0.element) }
        _contacts = State(initialValue: contacts)
    }

    /// The content.
    public var body: some View {
        VStack {
            TextField("Search", text: $search)
            List(selection: $selection) {
                ForEach(contacts) { contact in
                    MarkedRow(contact.name)
                        .focused($focusedContact, equals: contact.id)
                }
            }
            Text("selection \(selection.map(String.init) ?? "none")")
            Button("Add Zoe First") { contacts.insert(Contact(id: 4, name: "Zoe"), at: 0) }
            Button("Focus Cleo") { focusedContact = 3 }
        }
    }
}
