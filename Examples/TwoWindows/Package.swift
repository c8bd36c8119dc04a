// swift-tools-version:6.0
// A two-window app with a window-scoped and an app-scoped @FocusState, and tests that drive it
// headlessly with the FocusUITesting product.
import PackageDescription

let package = Package(
    name: "TwoWindowsExample",
    dependencies: [
        .package(name: "FocusKit", path: "../..")
    ],
    targets: [
        // The app's views and scenes, in a library so that the tests can import them.
        .target(name: "TwoWindows", dependencies: [.product(name: "FocusUI", package: "FocusKit")]),
        .executableTarget(name: "two-windows", dependencies: ["TwoWindows"]),
        .testTarget(
            name: "TwoWindowsTests",
            dependencies: ["TwoWindows", .product(name: "FocusUITesting", package: "FocusKit")]),
    ],
    swiftLanguageModes: [.v6]
)
