import AddressBook
import FocusUI
import Foundation

// As `AddressBookApp.main()`, with the example's Resources folder (its metainfo, which the
// About window shows) found by name.
exit(
    AddressBookApp.run(
        options: AppRunOptions(applicationID: "org.focuskit.addressbook", resourceName: "address-book")))
