// swift-tools-version:6.0
import Foundation
import PackageDescription

// The headless core must build and test on machines without GTK (issue 2): GTK targets are
// included only when GTK 4's headers are installed, or when FOCUSKIT_GTK=1 forces them (CI).
let environment = ProcessInfo.processInfo.environment
let gtkAvailable: Bool = {
    if let forced = environment["FOCUSKIT_GTK"] { return forced == "1" }
    return FileManager.default.fileExists(atPath: "/usr/include/gtk-4.0/gtk/gtk.h")
}()
let cryptAvailable = FileManager.default.fileExists(atPath: "/usr/include/crypt.h")

var products: [Product] = [
    .library(name: "FocusKit", targets: ["FocusKit"])
]

var targets: [Target] = [
    // The headless core: all focus logic, no GTK.
    .target(name: "FocusKit"),
    // A headless toolkit that behaves like GTK 4 where focus depends on it, for tests.
    .target(name: "FocusKitTestSupport", dependencies: ["FocusKit"]),
    .testTarget(name: "FocusKitTests", dependencies: ["FocusKit", "FocusKitTestSupport"]),
    // The SwiftUI-style view layer, headless: views, state, reconciler, scenes.
    .target(name: "FocusUICore", dependencies: ["FocusKit"]),
    // Apple's documentation example, copied as is (only the import changed).
    .target(name: "DocumentationExamples", dependencies: ["FocusUICore"]),
    .testTarget(
        name: "FocusUICoreTests",
        dependencies: ["FocusUICore", "FocusKit", "FocusKitTestSupport", "DocumentationExamples"]),
]

if cryptAvailable {
    targets += [
        // libcrypt (libxcrypt) from Debian's libcrypt-dev: crypt_gensalt_rn, crypt_r.
        .systemLibrary(name: "CCrypt", pkgConfig: "libxcrypt", providers: [.apt(["libcrypt-dev"])]),
        // The login form's account store: no GTK.
        .target(name: "LoginAccounts", dependencies: ["CCrypt"]),
        // Test helper: two of these write to one store at once (LoginAccountsTests).
        .executableTarget(name: "accounts-writer", dependencies: ["LoginAccounts"]),
        .testTarget(name: "LoginAccountsTests", dependencies: ["LoginAccounts"]),
    ]
}

if gtkAvailable && cryptAvailable {
    targets += [
        // The login-form app.
        .executableTarget(name: "login-form", dependencies: ["FocusUI", "LoginAccounts"]),
        // Benchmarks: `swift run -c release focus-bench` (BENCHMARKS.md).
        .executableTarget(name: "focus-bench", dependencies: ["FocusUI", "FocusKitGTK", "FocusKit", "CGtk"]),
        // The view layer on real GTK windows, including the documentation's LoginForm.
        .testTarget(
            name: "FocusUITests",
            dependencies: [
                "FocusUI", "FocusUICore", "FocusKitGTK", "FocusKit", "CGtk", "GtkTestSupport",
                "DocumentationExamples",
            ]),
    ]
    products += [.executable(name: "login-form", targets: ["login-form"])]
}

if gtkAvailable {
    products += [
        .library(name: "FocusKitGTK", targets: ["FocusKitGTK"])
    ]
    targets += [
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // The GTK 4 backend: main-loop bridge, typed signals, the focus host.
        .target(name: "FocusKitGTK", dependencies: ["FocusKit", "CGtk"]),
        // Test helpers shared by the GTK test targets: main-context pump, display gate.
        .target(name: "GtkTestSupport", dependencies: ["FocusKitGTK", "CGtk"]),
        .testTarget(
            name: "FocusKitGTKTests",
            dependencies: ["FocusKitGTK", "FocusKit", "CGtk", "GtkTestSupport", "FocusKitTestSupport"]),
        // The SwiftUI-style view layer rendered with GTK, and App.main().
        .target(name: "FocusUI", dependencies: ["FocusUICore", "FocusKitGTK", "FocusKit", "CGtk"]),
    ]
}

let package = Package(
    name: "FocusKit",
    products: products,
    targets: targets,
    swiftLanguageModes: [.v6]
)
