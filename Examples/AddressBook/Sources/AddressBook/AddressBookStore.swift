import Observation

/// The contacts, shared by every window of the app; views that read them render again when
/// they change.
@MainActor
@Observable
public final class AddressBookStore {
    /// The contacts, in list order.
    public private(set) var contacts: [Contact]
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

    /// The contact with this id, if it is still in the book.
    public func contact(_ id: Contact.ID?) -> Contact? {
        contacts.first { $0.id == id }
    }

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
