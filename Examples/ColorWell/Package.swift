// swift-tools-version:6.0
// A control of the app's own, added to FocusUI through the component seam (the article
// "Adding a control"): a color well drawn by GTK's `GtkColorButton`, focusable with
// `.focused`, tested headlessly with a headless renderer of its own.
import PackageDescription

let package = Package(
    name: "ColorWellExample",
    dependencies: [
        .package(name: "FocusKit", path: "../..")
    ],
    targets: [
        // The control: its view, component and GTK renderer.
        .target(name: "ColorWell", dependencies: [.product(name: "FocusUI", package: "FocusKit")]),
        // A window using it; `--check` verifies it on a display and exits.
        .executableTarget(name: "color-well", dependencies: ["ColorWell"]),
        // Its headless renderer and the tests that use it.
        .testTarget(
            name: "ColorWellTests",
            dependencies: ["ColorWell", .product(name: "FocusUITesting", package: "FocusKit")]),
    ],
    swiftLanguageModes: [.v6]
)
