import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// The standard edit commands on GTK: `app.` actions enabled by GTK's rules for the focused
/// text, performed with the text widget's own actions, and the primary menu returning focus
/// to the text before the chosen command runs.
final class EditCommandsGtkTests: XCTestCase {
    @MainActor private final class Mail {
        let app: GtkAppHarness
        init() throws {
            app = try GtkAppHarness(MailApp(), id: "editcommands\(UInt32.random(in: 0...UInt32.max))")
        }

        func name(_ title: String) -> String { app.commandName(title)! }
        func isEnabled(_ title: String) -> Bool { app.commands.isEnabled(name(title)) == true }
        func activate(_ title: String) {
            g_action_group_activate_action(
                focuskit_as_action_group(UnsafeMutableRawPointer(app.application)), name(title), nil)
        }

        var subject: UnsafeMutablePointer<GtkWidget> { app.entry(placeholder: "Subject")! }
        var subjectText: UnsafeMutablePointer<GtkWidget> { gtk_widget_get_first_child(subject)! }
        var editor: UnsafeMutablePointer<GtkWidget> {
            app.widget { focuskit_is_text_view(UnsafeMutableRawPointer($0)) != 0 }!
        }
        var editorText: String {
            let buffer = gtk_text_view_get_buffer(focuskit_as_text_view(UnsafeMutableRawPointer(editor)))
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            let text = gtk_text_buffer_get_text(buffer, &start, &end, 0)!
            defer { g_free(text) }
            return String(cString: text)
        }
        var focus: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_focus(app.gtkWindow) }

        func setClipboard(_ text: String) {
            gdk_clipboard_set_text(gtk_widget_get_clipboard(subject), text)
        }
    }

    func testCommandsFollowTheFocusedTextAndUseItsOwnActions() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let mail = try Mail()
            defer { mail.app.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { mail.focus == mail.subjectText })
            // The field's text is selected (GTK selects it when focus arrives by keyboard).
            XCTAssertTrue(MainContextPump.run(timeout: 5) { mail.isEnabled("Copy") && mail.isEnabled("Cut") })
            XCTAssertTrue(mail.isEnabled("Select All"))
            XCTAssertTrue(mail.isEnabled("Undo"))
            mail.activate("Copy")
            // Paste into the editor: the clipboard holds what Copy put there.
            XCTAssertNotEqual(gtk_widget_grab_focus(mail.editor), 0)
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { !mail.isEnabled("Copy") && !mail.isEnabled("Undo") })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { mail.isEnabled("Paste") })
            mail.activate("Paste")
            XCTAssertTrue(MainContextPump.run(timeout: 5) { mail.editorText == "Hello" })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { mail.isEnabled("Undo") }, "the buffer can undo")
            mail.activate("Undo")
            XCTAssertTrue(MainContextPump.run(timeout: 5) { mail.editorText == "" })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { mail.isEnabled("Redo") })

            // Nothing focused can take them: all disabled, even with text on the clipboard.
            let send = try XCTUnwrap(mail.app.button("Send"))
            XCTAssertNotEqual(gtk_widget_grab_focus(send), 0)
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    ["Undo", "Redo", "Cut", "Copy", "Paste", "Select All"].allSatisfy { !mail.isEnabled($0) }
                })
            // A password is neither cut nor copied, nor undone.
            let password = try XCTUnwrap(
                mail.app.widget { focuskit_is_password_entry(UnsafeMutableRawPointer($0)) != 0 })
            XCTAssertNotEqual(gtk_widget_grab_focus(password), 0)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { mail.isEnabled("Select All") })
            XCTAssertFalse(mail.isEnabled("Copy"))
            XCTAssertFalse(mail.isEnabled("Cut"))
            XCTAssertFalse(mail.isEnabled("Undo"))
        }
    }

    func testTheirKeysInAFieldRunOnceByTheFieldItself() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let mail = try Mail()
            defer { mail.app.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { mail.focus == mail.subjectText })
            mail.setClipboard("X")
            XCTAssertTrue(MainContextPump.run(timeout: 5) { mail.isEnabled("Paste") })
            XCTAssertTrue(InputTool.key("End"))
            XCTAssertTrue(InputTool.key("ctrl+v"))
            let editable = focuskit_as_editable(UnsafeMutableRawPointer(mail.subject))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    String(cString: gtk_editable_get_text(editable)) == "HelloX"
                })
            MainContextPump.drainPending()
            XCTAssertEqual(
                String(cString: gtk_editable_get_text(editable)), "HelloX", "pasted once, not twice")
        }
    }

    func testThePrimaryMenuReturnsFocusToTheTextWithItsSelectionBeforeTheCommandRuns() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let mail = try Mail()
            defer { mail.app.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { mail.focus == mail.subjectText })
            let editable = focuskit_as_editable(UnsafeMutableRawPointer(mail.subjectText))
            gtk_editable_select_region(editable, 1, 3)
            let menuButton = try XCTUnwrap(Self.menuButton(in: mail.app.gtkWindow))
            let button = focuskit_as_menu_button(UnsafeMutableRawPointer(menuButton))
            let popover = try XCTUnwrap(gtk_menu_button_get_popover(button))
            let popoverWidget = focuskit_as_widget(UnsafeMutableRawPointer(popover))
            // F10 opens the primary menu, as a user does.
            XCTAssertTrue(InputTool.key("F10"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_get_mapped(popoverWidget) != 0 })
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    mail.focus.map { gtk_widget_is_ancestor($0, popoverWidget) != 0 } ?? false
                }, "focus is in the menu")
            // While the menu is open over the field, Copy still reflects the field's selection.
            XCTAssertTrue(mail.isEnabled("Copy"))
            gtk_popover_popdown(popover)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { mail.focus == mail.subjectText })
            var start: Int32 = 0
            var end: Int32 = 0
            XCTAssertNotEqual(gtk_editable_get_selection_bounds(editable, &start, &end), 0)
            XCTAssertEqual([start, end], [1, 3], "the selection is kept")
            mail.activate("Cut")
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { String(cString: gtk_editable_get_text(editable)) == "Hlo" })
        }
    }

    @MainActor private static func menuButton(in window: UnsafeMutablePointer<GtkWindow>)
        -> UnsafeMutablePointer<GtkWidget>?
    {
        // libadwaita's windows hold their header bar in their content.
        guard let header = GtkWindowChrome.headerBar(of: window) else { return nil }
        return GtkWidgetTree.first(in: header) {
            focuskit_is_menu_button(UnsafeMutableRawPointer($0)) != 0
        }
    }
}
