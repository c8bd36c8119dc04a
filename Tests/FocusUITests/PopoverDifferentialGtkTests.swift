import CGtk
import FocusKit
import FocusKitGTK
import FocusUITesting
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// The headless twin against GTK for `.popover`: the same keys, pressed for real on GTK and
/// with `HeadlessApp` in the twin; after every step the focus state's value, the focused
/// button (when the state reads `nil`) and whether the popover is shown must be the same.
final class PopoverDifferentialGtkTests: XCTestCase {
    private struct Snapshot: Equatable, CustomStringConvertible {
        var value: String
        var button: String
        var isShown: Bool

        var description: String { "focus \(value) on \"\(button)\", popover \(isShown ? "shown" : "hidden")" }
    }

    /// xdotool key names, each step pressed and settled before the snapshot.
    private static let steps: [String] = [
        "Tab",  // from Other to Filter…
        "space",  // opens: the first Tab stop inside
        "Tab", "Tab", "Tab",  // Name contains, Done, Close
        "Tab",  // wraps to Exact
        "shift+Tab",  // back to Close
        "space",  // dismiss(): focus back on Filter…
        "space",  // opens again
        "Escape",  // closes: Filter…
        "shift+Tab",  // Other
        "Tab", "space", "Tab",  // opens again; Name contains
        "a", "b",  // two letters: the app writes focus to Other, which closes the popover
    ]

    func testTheTwinAgreesWithGtkAfterEveryStep() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let gtk = GtkFormHarness(FilterPopoverView())
            defer { gtk.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(gtk.window) != 0 })
            let twin = HeadlessApp(rendering: FilterPopoverView(), title: "Main")
            XCTAssertEqual(try Self.snapshot(gtk), try Self.snapshot(twin), "at the start")
            for step in Self.steps {
                XCTAssertTrue(InputTool.key(step))
                gdk_display_sync(gtk_widget_get_display(gtk.windowWidget))
                MainContextPump.drainPending()
                try twin.pressKeysQuickly([Self.shortcut(step)])
                XCTAssertEqual(try Self.snapshot(gtk), try Self.snapshot(twin), "after \(step)")
            }
        }
    }

    @MainActor private static func snapshot(_ app: GtkFormHarness<FilterPopoverView>) throws -> Snapshot {
        let state = try XCTUnwrap(
            app.host.focusStates(named: "focus").first as? FocusStateStorage<FilterPopoverView.Field?>)
        var button = ""
        if state.value == nil, let focus = gtk_window_get_focus(app.window),
            focuskit_is_button(UnsafeMutableRawPointer(focus)) != 0,
            let label = gtk_button_get_label(focuskit_as_button(UnsafeMutableRawPointer(focus)))
        {
            button = String(cString: label)
        }
        let popover = app.allWidgets.first { focuskit_is_popover(UnsafeMutableRawPointer($0)) != 0 }
        return Snapshot(
            value: state.value.map { "\($0)" } ?? "nil", button: button,
            isShown: popover.map { gtk_widget_get_mapped($0) != 0 } ?? false)
    }

    @MainActor private static func snapshot(_ app: HeadlessApp) throws -> Snapshot {
        let window = app.windows[0]
        let value = try window.focusState("focus", as: FilterPopoverView.Field?.self)
        var button = ""
        if value == nil, let focused = window.focusedControl, focused.kind == .button {
            button = focused.title
        }
        let isShown = window.controls.contains { $0.kind == .button && $0.title == "Done" }
        return Snapshot(value: value.map { "\($0)" } ?? "nil", button: button, isShown: isShown)
    }

    private static func shortcut(_ name: String) -> KeyboardShortcut {
        switch name {
        case "Tab": return KeyboardShortcut(.tab, modifiers: [])
        case "shift+Tab": return KeyboardShortcut(.tab, modifiers: .shift)
        case "space": return KeyboardShortcut(.space, modifiers: [])
        case "Escape": return KeyboardShortcut(.escape, modifiers: [])
        default: return KeyboardShortcut(KeyEquivalent(Character(name)), modifiers: [])
        }
    }
}
