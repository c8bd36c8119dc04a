/// One entry of the address book.
public struct Contact: Identifiable, Hashable, Sendable {
    /// Stays the same when the contact is edited, so its row keeps focus and selection.
    public let id: Int
    /// The name shown in the list.
    public var name: String
    /// The e-mail address.
    public var email: String

    /// A contact.
    public init(id: Int, name: String, email: String) {
        self.id = id
        self.name = name
        self.email = email
    }
}

extension Contact {
    /// The last word of the name, what Sort by Last Name sorts by.
    var lastName: String {
        name.split(separator: " ").last.map(String.init) ?? name
    }
}
