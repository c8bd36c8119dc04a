import FocusUI
import Foundation

/// The address book: any number of windows (Ctrl+N) on one shared book, a settings window
/// (Ctrl+, or Preferences in the primary menu) and an About window from the app's metainfo
/// (`Resources/org.focuskit.addressbook.metainfo.xml`).
///
/// `address-book --contacts 100000` opens a book of that many generated contacts instead of
/// the four sample ones: the list makes widgets only for the rows on screen.
public struct AddressBookApp: App {
    private let store: AddressBookStore

    /// Creates the app, with `--contacts N` generated contacts when the command line asks.
    public init() {
        let arguments = CommandLine.arguments
        if let flag = arguments.firstIndex(of: "--contacts"), arguments.indices.contains(flag + 1),
            let count = Int(arguments[flag + 1]), count >= 0
        {
            store = AddressBookStore(generated: count)
        } else {
            store = AddressBookStore()
        }
    }

    /// One window group of address book windows.
    public var body: some Scene {
        WindowGroup("Address Book") {
            ContactListView(store: store)
        }
        .defaultSize(width: 480, height: 600)
        Settings {
            AddressBookSettings(store: store)
        }
    }
}
