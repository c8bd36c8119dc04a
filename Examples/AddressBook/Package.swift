// swift-tools-version:6.0
// A keyboard-driven address book: a NavigationSplitView with a searchable sidebar List of
// contacts and an editor for the selected one, context menus on the rows, New Contact and
// Delete commands, an edit sheet, a confirmation dialog, and a Settings window of @AppStorage
// settings. Its end-to-end test (Tests/EndToEnd/address_book_e2e.py in the repository) drives
// it by keyboard only and reads it over AT-SPI.
import PackageDescription

let package = Package(
    name: "AddressBookExample",
    dependencies: [
        .package(name: "FocusKit", path: "../..")
    ],
    targets: [
        .target(name: "AddressBook", dependencies: [.product(name: "FocusUI", package: "FocusKit")]),
        .executableTarget(
            name: "address-book",
            dependencies: ["AddressBook", .product(name: "FocusUI", package: "FocusKit")]),
    ],
    swiftLanguageModes: [.v6]
)
