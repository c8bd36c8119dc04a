import AddressBook

AddressBookApp.main()
