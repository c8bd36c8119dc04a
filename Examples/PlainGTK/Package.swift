// swift-tools-version:6.0
// A plain GTK 4 program, no view layer: raw GtkEntry widgets bound to a FocusState with
// FocusKitGTK, in a package of its own that depends on FocusKit exactly as yours would.
import PackageDescription

let package = Package(
    name: "PlainGTKExample",
    dependencies: [
        .package(name: "FocusKit", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "PlainGTKExample",
            dependencies: [.product(name: "FocusKitGTK", package: "FocusKit")])
    ],
    swiftLanguageModes: [.v6]
)
