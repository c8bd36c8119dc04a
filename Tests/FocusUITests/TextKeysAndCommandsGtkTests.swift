import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// Issue 26, item 3: a command's shortcut never takes a key from a focused text field.
final class TextKeysAndCommandsGtkTests: XCTestCase {
    func testCommandDeleteIsGnomesDeleteKey() {
        XCTAssertEqual(
            try GtkAccelerator.string(for: KeyboardShortcut(.delete, modifiers: .command)).get(), "Delete")
        XCTAssertEqual(
            try GtkAccelerator.string(for: KeyboardShortcut(.delete, modifiers: .control)).get(),
            "<Control>BackSpace")
    }

    func testATextFieldKeepsItsKeysAndTheCommandRunsElsewhere() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(
                NotesApp(), id: "TextKeys", expectingWarnings: GtkAppHarness.notesAppNotes)
            defer { app.close() }
            let delete = try XCTUnwrap(app.commandName("Delete Note"))
            let deleteWord = try XCTUnwrap(app.commandName("Delete Word Note"))
            XCTAssertEqual(app.commands.runsAfterTextFields(delete), true)
            XCTAssertEqual(app.commands.runsAfterTextFields(deleteWord), true)
            XCTAssertEqual(app.commands.runsAfterTextFields(try XCTUnwrap(app.commandName("Rename"))), false)
            // Not application accelerators, which GTK runs before the focused widget.
            let accels = gtk_application_get_accels_for_action(app.application, "app.\(delete)")
            XCTAssertNil(accels?[0])
            g_strfreev(accels)

            gtk_widget_grab_focus(try XCTUnwrap(app.button("Unlock")))
            XCTAssertTrue(InputTool.key("space"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { app.state("unlocked", as: Bool.self) == true })
            let title = try XCTUnwrap(app.entry(placeholder: "Note Title"))
            let editable = focuskit_as_editable(UnsafeMutableRawPointer(title))
            gtk_widget_grab_focus(title)
            gtk_editable_set_position(editable, -1)
            MainContextPump.drainPending()
            // In the field, Ctrl+Backspace deletes the word and Home, Delete the first letter.
            XCTAssertTrue(InputTool.key("ctrl+BackSpace"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { app.state("title", as: String.self) == "" })
            XCTAssertTrue(InputTool.key("I", "d", "e", "a", "s", "Home", "Delete"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { app.state("title", as: String.self) == "deas" })
            MainContextPump.drainPending()
            XCTAssertEqual(app.state("deletions", as: Int.self), 0)
            XCTAssertEqual(app.state("wordDeletions", as: Int.self), 0)

            // Elsewhere the keys are the commands'.
            gtk_widget_grab_focus(try XCTUnwrap(app.button("Other")))
            XCTAssertTrue(InputTool.key("Delete", "ctrl+BackSpace"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    app.state("deletions", as: Int.self) == 1 && app.state("wordDeletions", as: Int.self) == 1
                })
            XCTAssertEqual(app.state("title", as: String.self), "deas")
        }
    }

    /// The twin's table of a focused text's keys (`TextEditingKeys`) is what GTK reports for
    /// `GtkText` and `GtkTextView`: their class shortcut controllers' key triggers, for every
    /// key a `KeyEquivalent` names.
    func testTheTextKeyTableIsGtksOwn() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            XCTAssertEqual(GtkTextBindings.field, TextEditingKeys.bindings(of: .field))
            XCTAssertEqual(GtkTextBindings.editor, TextEditingKeys.bindings(of: .editor))
            for key in ["a", "Z", "5", " ", "é"] {
                XCTAssertTrue(
                    GtkTextBindings.isTextEditingKey(
                        KeyboardShortcut(KeyEquivalent(Character(key)), modifiers: [])))
            }
            XCTAssertFalse(GtkTextBindings.isTextEditingKey(KeyboardShortcut("r")))
            XCTAssertFalse(
                GtkTextBindings.isTextEditingKey(KeyboardShortcut("n", modifiers: [.command, .shift])))
        }
    }
}
