import CGtk
import FocusKitGTK
import FocusUITesting
import Foundation
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// The headless twin against GTK for `NavigationStack`: the same keys pressed for real on GTK
/// and with `HeadlessApp` in the twin; after every step the window's title, the focused
/// control, the focus state and the path must be the same.
final class NavigationDifferentialGtkTests: XCTestCase {
    private struct Snapshot: Equatable, CustomStringConvertible {
        var title: String
        var focused: String
        var state: String
        var path: String

        var description: String { "\"\(title)\": focus \(focused) (\(state)), \(path)" }
    }

    /// Keys in xdotool's names, pressed one after another; each step ends when the app idles.
    private static let steps: [[String]] = [
        ["Tab"],  // Filter → the Book 1 link
        ["space"],  // push Book 1: its Title field
        ["D", "u"],  // typed into it
        ["Tab", "Tab"],  // the Book 2 link of Book 1's page
        ["Return"],  // push Book 2: Notes (its defaultFocus)
        ["alt+Left"],  // back to Book 1, on the link that pushed
        ["Tab"],  // Focus Filter
        ["space"],  // the write waits: Filter is covered (rule 7)
        ["alt+Left"],  // back to the root: the waiting write focuses Filter
        ["Tab", "Tab", "Tab", "Tab", "Tab"],  // Blank Page
        ["space"],  // a page with nothing to focus: Back
        ["Return"],  // Back: on the Blank Page button again
    ]

    func testTheTwinAgreesWithGtkAfterEveryNavigationStep() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let gtk = try GtkAppHarness(NavigationLibraryApp(), id: "NavigationDifferential")
            defer { gtk.close() }
            let twin = HeadlessApp(NavigationLibraryApp())
            XCTAssertEqual(Self.snapshot(gtk), try Self.snapshot(twin), "at the start")
            for (index, keys) in Self.steps.enumerated() {
                XCTAssertTrue(InputTool.key(keys))
                Self.settle(gtk)
                try twin.pressKeysQuickly(keys.map(XdotoolKey.shortcut))
                XCTAssertEqual(Self.snapshot(gtk), try Self.snapshot(twin), "after step \(index): \(keys)")
            }
        }
    }

    // MARK: GTK

    /// Everything the keys lead to: the display server's queued events (a round trip makes sure
    /// they have arrived), the re-renders and the stack's focus moves after them.
    @MainActor private static func settle(_ app: GtkAppHarness) {
        gdk_display_sync(gtk_widget_get_display(focuskit_as_widget(UnsafeMutableRawPointer(app.gtkWindow))))
        MainContextPump.drainPending()
    }

    @MainActor private static func snapshot(_ app: GtkAppHarness) -> Snapshot {
        let focus =
            app.viewHost.properties.storages(named: "_focus").first
            as! FocusStateStorage<
                NavigationLibrary.Field?
            >
        var snapshot = Snapshot(
            title: String(cString: gtk_window_get_title(app.gtkWindow)), focused: "nothing",
            state: focus.value.map(\.description) ?? "nil", path: "")
        if let widget = gtk_window_get_focus(app.gtkWindow) {
            snapshot.focused = FocusedWidgetName.of(widget)
        }
        let pathLabel = app.widget { widget in
            let raw = UnsafeMutableRawPointer(widget)
            return focuskit_is_label(raw) != 0
                && String(cString: gtk_label_get_text(focuskit_as_label(raw))).hasPrefix("path [")
        }
        snapshot.path =
            pathLabel.map {
                String(cString: gtk_label_get_text(focuskit_as_label(UnsafeMutableRawPointer($0))))
            } ?? ""
        return snapshot
    }

    // MARK: The twin

    @MainActor private static func snapshot(_ app: HeadlessApp) throws -> Snapshot {
        let window = app.windows[0]
        let state: NavigationLibrary.Field? = try window.focusState("focus")
        return Snapshot(
            title: window.title, focused: window.focusedControl?.title ?? "nothing",
            state: state.map(\.description) ?? "nil",
            path: window.controls.first { $0.kind == .text && $0.title.hasPrefix("path [") }?.title ?? "")
    }
}
