import FocusUI

/// The contacts, shared by every window of the app; views that read them render again when
/// they change.
@MainActor
@Observable
public final class AddressBookStore {
    /// The contacts, in list order.
    public private(set) var contacts: [Contact]
    /// Whether the list shows each contact's email address after the name (Settings).
    public var showsEmailAddresses = false
    private var nextID: Int

    /// A book with a few contacts to start from.
    public init() {
        contacts = [
            Contact(id: 1, name: "Ada Lovelace", email: "ada@example.org"),
            Contact(id: 2, name: "Alan Turing", email: "alan@example.org"),
            Contact(id: 3, name: "Grace Hopper", email: "grace@example.org"),
            Contact(id: 4, name: "Edsger Dijkstra", email: "edsger@example.org"),
        ]
        nextID = 5
    }

    /// A book of `count` generated contacts ("Contact 1" to "Contact N", with e-mail
    /// addresses), to try the list with many rows.
    public init(generated count: Int) {
        let first = [
            "Ada", "Alan", "Grace", "Edsger", "Barbara", "Donald", "Frances", "John", "Margaret", "Ken",
        ]
        let last = [
            "Lovelace", "Turing", "Hopper", "Dijkstra", "Liskov", "Knuth", "Allen", "Backus", "Hamilton",
        ]
        contacts = (0..<count).map { index in
            let name =
                "\(first[index % first.count]) \(last[(index / first.count) % last.count]) \(index + 1)"
            return Contact(id: index + 1, name: name, email: "contact\(index + 1)@example.org")
        }
        nextID = count + 1
    }

    /// The contact with this id, if it is still in the book. Looks near where it was last
    /// found first, so that walking a long list row by row stays cheap.
    public func contact(_ id: Contact.ID?) -> Contact? {
        guard let id else { return nil }
        if let index = lastIndex, contacts.indices.contains(index), contacts[index].id == id {
            return contacts[index]
        }
        guard let index = contacts.firstIndex(where: { $0.id == id }) else { return nil }
        lastIndex = index
        return contacts[index]
    }

    @ObservationIgnored private var lastIndex: Int?

    /// Replaces the contact with the same id.
    public func update(_ contact: Contact) {
        guard let index = contacts.firstIndex(where: { $0.id == contact.id }) else { return }
        contacts[index] = contact
    }

    /// Adds an empty contact at the end and returns it.
    public func add() -> Contact {
        let contact = Contact(id: nextID, name: "New Contact", email: "")
        nextID += 1
        contacts.append(contact)
        return contact
    }

    /// Deletes the contact and returns the id of the one that takes its place in the list (the
    /// next, or the previous when it was the last), if any.
    public func delete(_ id: Contact.ID) -> Contact.ID? {
        guard let index = contacts.firstIndex(where: { $0.id == id }) else { return nil }
        contacts.remove(at: index)
        guard !contacts.isEmpty else { return nil }
        return contacts[min(index, contacts.count - 1)].id
    }
}
