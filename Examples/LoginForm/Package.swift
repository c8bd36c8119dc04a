// swift-tools-version:6.0
// The documentation's LoginForm as an app, in a package of its own that depends on FocusKit
// exactly as yours would.
import PackageDescription

let package = Package(
    name: "LoginFormExample",
    dependencies: [
        .package(name: "FocusKit", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "LoginFormExample",
            dependencies: [.product(name: "FocusUI", package: "FocusKit")])
    ],
    swiftLanguageModes: [.v6]
)
