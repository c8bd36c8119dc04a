import FocusUI

/// The address book: any number of windows (Ctrl+N) on one shared book.
public struct AddressBookApp: App {
    private let store = AddressBookStore()

    /// Creates the app.
    public init() {}

    /// One window group of address book windows.
    public var body: some Scene {
        WindowGroup("Address Book") {
            ContactListView(store: store)
        }
    }
}
