// swift-tools-version:6.0
import Foundation
import PackageDescription

// The headless core must build and test on machines without GTK (issue 2). GTK targets are
// included only when GTK 4's headers are installed, or when FOCUSKIT_GTK=1 forces them (CI).
let gtkAvailable: Bool = {
    let environment = ProcessInfo.processInfo.environment
    if let forced = environment["FOCUSKIT_GTK"] { return forced == "1" }
    return FileManager.default.fileExists(atPath: "/usr/include/gtk-4.0/gtk/gtk.h")
}()

var products: [Product] = [
    .library(name: "FocusKit", targets: ["FocusKit"])
]

var targets: [Target] = [
    .target(name: "FocusKit"),
    .testTarget(name: "FocusKitTests", dependencies: ["FocusKit"]),
]

if gtkAvailable {
    products += []
    targets += []
}

let package = Package(
    name: "FocusKit",
    platforms: [.macOS(.v14)],
    products: products,
    targets: targets,
    swiftLanguageModes: [.v6]
)
