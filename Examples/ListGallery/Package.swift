// swift-tools-version:6.0
// Lists as GNOME draws them (issue 24): a navigation sidebar (`.listStyle(.sidebar)`) with
// sections next to a list of messages with a `Set` selection, GTK's row padding and the
// theme's selection colour. `list-gallery --screenshot PATH` renders the window to a PNG (the
// README's picture) and exits.
import PackageDescription

let package = Package(
    name: "ListGalleryExample",
    dependencies: [
        .package(name: "FocusKit", path: "../..")
    ],
    targets: [
        .target(name: "ListGallery", dependencies: [.product(name: "FocusUI", package: "FocusKit")]),
        .executableTarget(
            name: "list-gallery",
            dependencies: ["ListGallery", .product(name: "FocusUI", package: "FocusKit")]),
        .testTarget(
            name: "ListGalleryTests",
            dependencies: ["ListGallery", .product(name: "FocusUITesting", package: "FocusKit")]),
    ],
    swiftLanguageModes: [.v6]
)
