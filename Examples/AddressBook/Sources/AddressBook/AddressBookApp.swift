import FocusUI
import Foundation

/// The address book: a window of contacts (a searchable sidebar list and an editor for the
/// selected one), the contact commands in the primary menu, and a Settings window (Ctrl+,)
/// whose `@AppStorage` settings change every window at once.
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

    /// The address book windows, their commands, and the settings.
    public var body: some Scene {
        WindowGroup("Address Book") {
            AddressBookWindow(store: store)
        }
        .defaultSize(width: 720, height: 480)
        .commands {
            ContactCommands()
        }
        Settings {
            AddressBookSettings()
        }
    }
}
