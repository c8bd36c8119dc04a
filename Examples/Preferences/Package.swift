// swift-tools-version:6.0
// A preferences window: sections of toggles, a picker, a stepper and a text editor, every
// control reachable and focusable by keyboard, and tests that drive it headlessly with the
// FocusUITesting product.
import PackageDescription

let package = Package(
    name: "PreferencesExample",
    dependencies: [
        .package(name: "FocusKit", path: "../..")
    ],
    targets: [
        // The app's views and scene, in a library so that the tests can import them.
        .target(name: "Preferences", dependencies: [.product(name: "FocusUI", package: "FocusKit")]),
        .executableTarget(name: "preferences", dependencies: ["Preferences"]),
        .testTarget(
            name: "PreferencesTests",
            dependencies: ["Preferences", .product(name: "FocusUITesting", package: "FocusKit")]),
    ],
    swiftLanguageModes: [.v6]
)
