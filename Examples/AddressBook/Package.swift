// swift-tools-version:6.0
// A keyboard-driven address book: a List of contacts navigated with the arrow keys, Delete with
// a confirmation dialog, an edit sheet with default focus, and a detail form bound to
// @FocusState. Its end-to-end test (Tests/EndToEnd/address_book_e2e.py in the repository)
// drives it by keyboard and reads it over AT-SPI.
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
