// swift-tools-version:6.0
import Foundation
import PackageDescription

// Every product and target exists on every machine, so that a package depending on this one
// resolves the same way everywhere. Building a GTK target without GTK's headers fails with
// SwiftPM's message naming the Debian package (`libgtk-4-dev`, `libadwaita-1-dev`: the providers below); the
// headless core builds without it (README, "Without GTK").
//
// FOCUSKIT_GTK=0 is a switch for working on this repository on a machine without GTK (and for
// the sanitizer builds): it leaves out the GTK targets and the products built on them, so that
// `swift build --build-tests` and `swift test` cover only the headless modules.
let withGTK = ProcessInfo.processInfo.environment["FOCUSKIT_GTK"] != "0"

var products: [Product] = [
    // The headless core: `@FocusState`, `FocusState.Binding`, the coordinator, `FocusHost`.
    .library(name: "FocusKit", targets: ["FocusKit"]),
    // Render a user's views and apps headlessly in their tests, and act as the user would.
    .library(name: "FocusUITesting", targets: ["FocusUITesting"]),
]

var targets: [Target] = [
    // The headless core: all focus logic, no GTK.
    .target(name: "FocusKit"),
    // A headless toolkit that behaves like GTK 4 where focus depends on it, for tests.
    .target(name: "FocusKitTestSupport", dependencies: ["FocusKit"]),
    .testTarget(name: "FocusKitTests", dependencies: ["FocusKit", "FocusKitTestSupport"]),
    // The SwiftUI-style view layer, headless: views, state, reconciler, scenes.
    .target(name: "FocusUICore", dependencies: ["FocusKit"]),
    // The testing product: the view layer on the fake toolkit, driven as a user would.
    .target(name: "FocusUITesting", dependencies: ["FocusUICore", "FocusKit", "FocusKitTestSupport"]),
    // Apple's documentation example, copied as is (only the import changed).
    .target(name: "DocumentationExamples", dependencies: ["FocusUICore"]),
    // Views the tests check, written once: the headless suites and the GTK suites render the
    // same view.
    .target(name: "TestViews", dependencies: ["FocusUICore"], path: "Tests/TestViews"),
    .testTarget(
        name: "FocusUICoreTests",
        dependencies: [
            "FocusUICore", "FocusKit", "FocusKitTestSupport", "DocumentationExamples", "TestViews",
        ]),
    .testTarget(
        name: "FocusUITestingTests",
        dependencies: ["FocusUITesting", "DocumentationExamples", "TestViews"]),
    // libcrypt (libxcrypt) from Debian's libcrypt-dev: crypt_gensalt_rn, crypt_r. Only the
    // login-form app's account store uses it; no product depends on it.
    .systemLibrary(name: "CCrypt", pkgConfig: "libxcrypt", providers: [.apt(["libcrypt-dev"])]),
    // The login form's account store: no GTK.
    .target(name: "LoginAccounts", dependencies: ["CCrypt"]),
    // Test helper: two of these write to one store at once (LoginAccountsTests).
    .executableTarget(name: "accounts-writer", dependencies: ["LoginAccounts"]),
    // FocusKitTestSupport for its seeded generator (`SeededRandom`), shared with the focus tests.
    .testTarget(name: "LoginAccountsTests", dependencies: ["LoginAccounts", "FocusKitTestSupport"]),
]

if withGTK {
    products += [
        // Everything a SwiftUI-style app needs, drawn with GTK 4: `import FocusUI` alone.
        .library(name: "FocusUI", targets: ["FocusUI"]),
        // Binding plain GTK 4 widgets to focus states, without the view layer.
        .library(name: "FocusKitGTK", targets: ["FocusKitGTK"]),
        .executable(name: "login-form", targets: ["login-form"]),
    ]
    targets += [
        // GTK 4 and libadwaita 1 (GNOME's platform library, which requires GTK): one module, so
        // that their types are one set of Swift types.
        .systemLibrary(
            name: "CGtk", pkgConfig: "libadwaita-1", providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]),
        // The GTK 4 backend: main-loop bridge, typed signals, the focus host.
        .target(name: "FocusKitGTK", dependencies: ["FocusKit", "CGtk"]),
        // Test helpers shared by the GTK test targets: main-context pump, display gate.
        .target(
            name: "GtkTestSupport", dependencies: ["FocusKitGTK", "CGtk"],
            // XSendEvent, for a round trip through the X11 window manager (X11WindowManager).
            linkerSettings: [.linkedLibrary("X11")]),
        .testTarget(
            name: "FocusKitGTKTests",
            dependencies: ["FocusKitGTK", "FocusKit", "CGtk", "GtkTestSupport", "FocusKitTestSupport"]),
        // What FocusUI's lists need in C: a GListModel + GtkSelectionModel over the view
        // layer's rows, and a widget deciding how focus enters and leaves a list.
        .target(name: "CFocusUIList", dependencies: ["CGtk"]),
        // The SwiftUI-style view layer rendered with GTK, and App.main().
        .target(
            name: "FocusUI", dependencies: ["FocusUICore", "FocusKitGTK", "FocusKit", "CGtk", "CFocusUIList"]),
        // The login-form app.
        .executableTarget(name: "login-form", dependencies: ["FocusUI", "LoginAccounts"]),
        // Benchmarks: `swift run -c release focus-bench` (BENCHMARKS.md).
        .executableTarget(
            name: "focus-bench",
            dependencies: ["FocusUI", "FocusKitGTK", "FocusKit", "CGtk", "BenchAllocationCounter"]),
        // focus-bench's malloc interposer: heap allocations per focus event (BENCHMARKS.md).
        .target(name: "BenchAllocationCounter"),
        // focus-bench's raw GTK list baseline (figure 10): a plain C GtkListView program.
        .executableTarget(name: "focus-bench-rawlist", dependencies: ["CGtk"]),
        // The view layer on real GTK windows, including the documentation's LoginForm.
        .testTarget(
            name: "FocusUITests",
            dependencies: [
                "FocusUI", "FocusUICore", "FocusKitGTK", "FocusKit", "CGtk", "GtkTestSupport",
                "DocumentationExamples", "TestViews", "FocusUITesting",
            ]),
    ]
}

let package = Package(
    name: "FocusKit",
    products: products,
    targets: targets,
    swiftLanguageModes: [.v6]
)
