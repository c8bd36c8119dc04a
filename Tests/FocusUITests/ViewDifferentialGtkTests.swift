import CGtk
import FocusKit
import FocusKitGTK
import FocusUITesting
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// The headless twin (`FocusUITesting`) against GTK at the view level (issue 26): the same
/// app and the same keys, pressed for real on GTK and with `HeadlessApp` in the twin; after
/// every step the open windows, the focused control, its text and selection, and what the app
/// shows must be the same. It covers what the twin once got wrong: presentation and dismissal
/// timing with a shortcut right after, the text selected when focus arrives, and a command's
/// shortcut against a focused text field's keys.
final class ViewDifferentialGtkTests: XCTestCase {
    /// One step, done the same way on both.
    private enum Step: CustomStringConvertible {
        /// Keys pressed one right after another (xdotool names), without the app idling between.
        case keys([String])
        /// Escape closes the presented window; the keys follow as soon as the window manager has
        /// activated the presenter.
        case dismissThenKeys([String])

        var description: String {
            switch self {
            case .keys(let keys): return "keys \(keys)"
            case .dismissThenKeys(let keys): return "Escape, then \(keys)"
            }
        }
    }

    private struct Snapshot: Equatable, CustomStringConvertible {
        var windows: Int
        var focused: String
        var text: String
        var selected: String
        var status: String

        var description: String {
            "\(windows) windows, focus \(focused) \"\(text)\" selected \"\(selected)\", \(status)"
        }
    }

    private static let steps: [Step] = [
        .keys(["space", "ctrl+r"]),  // Unlock, then Rename right after: the sheet opens
        .keys(["x"]),  // its title was selected when it opened: typing replaces it
        .dismissThenKeys(["ctrl+r"]),  // Rename again right after Escape
        .dismissThenKeys(["Tab", "Home", "Delete"]),  // to the note's title: Delete is the field's
        .keys(["Tab", "Delete", "ctrl+BackSpace"]),  // on Other: the commands'
    ]

    func testTheTwinAgreesWithGtkAfterEveryStep() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let gtk = try GtkAppHarness(
                NotesApp(), id: "ViewDifferential", expectingWarnings: GtkAppHarness.notesAppNotes)
            defer { gtk.close() }
            gtk_window_set_title(gtk.gtkWindow, "Notes (presenter)")
            let twin = HeadlessApp(NotesApp())
            XCTAssertEqual(Self.snapshot(gtk), try Self.snapshot(twin), "at the start")
            for (index, step) in Self.steps.enumerated() {
                try Self.perform(step, on: gtk)
                try Self.perform(step, on: twin)
                XCTAssertEqual(Self.snapshot(gtk), try Self.snapshot(twin), "after step \(index): \(step)")
            }
        }
    }

    // MARK: GTK

    @MainActor private static func perform(_ step: Step, on app: GtkAppHarness) throws {
        switch step {
        case .keys(let keys):
            XCTAssertTrue(InputTool.key(keys))
        case .dismissThenKeys(let keys):
            XCTAssertTrue(InputTool.key("Escape"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { app.viewHost.presentations.hosts.isEmpty })
            XCTAssertTrue(InputTool.waitUntilActive(windowTitled: "Notes (presenter)"))
            XCTAssertTrue(InputTool.key(keys))
        }
        // Everything the keys lead to: the display server's queued events (a round trip makes
        // sure they have arrived), then the window manager's activation of the window on top,
        // which the next keys go to.
        settle(app)
        let top =
            app.viewHost.presentations.hosts.first.flatMap { app.backend.gtkWindow($0.window.id) }
            ?? app.gtkWindow
        XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(top) != 0 }, "not activated")
        settle(app)
    }

    @MainActor private static func settle(_ app: GtkAppHarness) {
        gdk_display_sync(gtk_widget_get_display(focuskit_as_widget(UnsafeMutableRawPointer(app.gtkWindow))))
        MainContextPump.drainPending()
    }

    @MainActor private static func snapshot(_ app: GtkAppHarness) -> Snapshot {
        let presented = app.viewHost.presentations.hosts
        let windows = app.host.openWindows.count + presented.count
        let active = presented.first.flatMap { app.backend.gtkWindow($0.window.id) } ?? app.gtkWindow
        var snapshot = Snapshot(windows: windows, focused: "nothing", text: "", selected: "", status: "")
        if let focus = gtk_window_get_focus(active) {
            let entry = gtk_widget_get_ancestor(focus, gtk_entry_get_type())
            if let entry {
                let editable = focuskit_as_editable(UnsafeMutableRawPointer(entry))
                snapshot.focused = String(
                    cString: gtk_entry_get_placeholder_text(focuskit_as_entry(UnsafeMutableRawPointer(entry)))
                )
                let text = String(cString: gtk_editable_get_text(editable))
                snapshot.text = text
                var start: gint = 0
                var end: gint = 0
                if gtk_editable_get_selection_bounds(editable, &start, &end) != 0 {
                    snapshot.selected = String(Array(text)[Int(start)..<Int(end)])
                }
            } else if focuskit_is_button(UnsafeMutableRawPointer(focus)) != 0,
                let label = gtk_button_get_label(focuskit_as_button(UnsafeMutableRawPointer(focus)))
            {
                snapshot.focused = String(cString: label)
            }
        }
        snapshot.status =
            "renames \(app.state("renames", as: Int.self) ?? -1) deleted "
            + "\(app.state("deletions", as: Int.self) ?? -1) \(app.state("wordDeletions", as: Int.self) ?? -1)"
        return snapshot
    }

    // MARK: The twin

    @MainActor private static func perform(_ step: Step, on app: HeadlessApp) throws {
        switch step {
        case .keys(let keys):
            try app.pressKeysQuickly(keys.map(shortcut))
        case .dismissThenKeys(let keys):
            try app.pressKeysQuickly([KeyboardShortcut(.escape, modifiers: [])] + keys.map(shortcut))
        }
    }

    @MainActor private static func snapshot(_ app: HeadlessApp) throws -> Snapshot {
        var snapshot = Snapshot(
            windows: app.windows.count, focused: "nothing", text: "", selected: "", status: "")
        if let focused = app.activeWindow?.focusedControl {
            snapshot.focused = focused.title
            if focused.kind == .textField {
                snapshot.text = focused.text
                snapshot.selected = focused.selectedText
            }
        }
        let note = app.windows[0]
        snapshot.status =
            note.controls.first { $0.kind == .text && $0.title.hasPrefix("renames") }?.title ?? ""
        return snapshot
    }

    /// An xdotool key name as a SwiftUI shortcut.
    private static func shortcut(_ name: String) -> KeyboardShortcut {
        var parts = name.split(separator: "+").map(String.init)
        let key = parts.removeLast()
        var modifiers: EventModifiers = []
        if parts.contains("ctrl") { modifiers.insert(.control) }
        if parts.contains("shift") { modifiers.insert(.shift) }
        let named: [String: KeyEquivalent] = [
            "space": .space, "Escape": .escape, "Tab": .tab, "Return": .return, "Home": .home, "End": .end,
            "Delete": .deleteForward, "BackSpace": .delete,
        ]
        return KeyboardShortcut(
            named[key] ?? KeyEquivalent(Character(key.lowercased())), modifiers: modifiers
        )
        .shifted(key.count == 1 && key.first!.isUppercase)
    }
}

extension KeyboardShortcut {
    /// The same key with Shift added, when `shifted`.
    fileprivate func shifted(_ shifted: Bool) -> KeyboardShortcut {
        shifted ? KeyboardShortcut(key, modifiers: modifiers.union(.shift)) : self
    }
}
