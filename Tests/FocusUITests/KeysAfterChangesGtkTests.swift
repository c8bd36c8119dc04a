import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// Issue 26, item 1: what a key changes (a re-render, a command's enabled state, a sheet closed
/// and the key window handed back) is current before the next key is handled, however soon it
/// comes. Both keys are queued for GTK before it handles the first one.
final class KeysAfterChangesGtkTests: XCTestCase {
    @MainActor private static func launch(_ id: String) throws -> GtkAppHarness {
        let app = try GtkAppHarness(
            NotesApp(), id: "KeysAfterChanges.\(id)", expectingWarnings: GtkAppHarness.notesAppNotes)
        // Told apart from its sheet, which has the presenter's title, by the window manager.
        gtk_window_set_title(app.gtkWindow, "Notes (presenter)")
        let unlock = try XCTUnwrap(app.button("Unlock"))
        XCTAssertNotEqual(gtk_widget_grab_focus(unlock), 0)
        MainContextPump.drainPending()
        return app
    }

    /// Space on Unlock publishes the rename action; Ctrl+R, queued right behind it, finds the
    /// command enabled. Before the fix the commands were re-evaluated at idle priority, after
    /// GDK had handled the queued Ctrl+R, and the shortcut did nothing.
    func testAShortcutRightAfterTheKeyThatEnablesItRuns() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try Self.launch("EnablingKey")
            defer { app.close() }
            let rename = try XCTUnwrap(app.commandName("Rename"))
            XCTAssertEqual(app.commands.isEnabled(rename), false)

            XCTAssertTrue(InputTool.key("space", "ctrl+r"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { app.viewHost.presentations.hosts.first != nil },
                "Ctrl+R was lost")
            XCTAssertEqual(app.state("renames", as: Int.self), 1)
        }
    }

    /// Escape closes the rename sheet; Ctrl+R pressed as soon as the window manager has given
    /// the presenter keyboard focus (its activation and the key are queued together) opens it
    /// again. Before the fix the command was still disabled from when the sheet was the key
    /// window when GDK handled the key.
    func testAShortcutRightAfterASheetClosesRuns() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try Self.launch("ClosingSheet")
            defer { app.close() }
            let rename = try XCTUnwrap(app.commandName("Rename"))
            XCTAssertTrue(InputTool.key("space"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { app.commands.isEnabled(rename) == true })

            XCTAssertTrue(InputTool.key("ctrl+r"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { app.viewHost.presentations.hosts.first != nil })
            let sheet = try XCTUnwrap(
                app.viewHost.presentations.hosts.first.flatMap { app.backend.gtkWindow($0.window.id) })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(sheet) != 0 })
            XCTAssertEqual(app.state("renames", as: Int.self), 1)
            // The sheet is the key window: it publishes no rename action.
            MainContextPump.drainPending()
            XCTAssertEqual(app.commands.isEnabled(rename), false)

            XCTAssertTrue(InputTool.key("Escape"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { app.viewHost.presentations.hosts.isEmpty })
            // The window manager activates the presenter on its own time; the key follows as
            // soon as it has, with GTK's main context not iterated in between.
            XCTAssertTrue(InputTool.waitUntilActive(windowTitled: "Notes (presenter)"))
            XCTAssertTrue(InputTool.key("ctrl+r"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { app.viewHost.presentations.hosts.first != nil },
                "Ctrl+R was lost")
            XCTAssertEqual(app.state("renames", as: Int.self), 2)
        }
    }
}
