import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// Issue 26, item 2: a text field that focus reaches by a program's write selects its text as
/// GTK does when focus arrives by keyboard (`gtk-entry-select-on-focus`), so typing replaces
/// it; a field the user was correcting keeps the caret where they left it.
final class TextSelectionOnFocusGtkTests: XCTestCase {
    @MainActor private static func selection(of entry: UnsafeMutablePointer<GtkWidget>) -> (Int, Int)? {
        var start: gint = 0
        var end: gint = 0
        let editable = focuskit_as_editable(UnsafeMutableRawPointer(entry))
        guard gtk_editable_get_selection_bounds(editable, &start, &end) != 0 else { return nil }
        return (Int(start), Int(end))
    }

    @MainActor private static func text(of entry: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_editable_get_text(focuskit_as_editable(UnsafeMutableRawPointer(entry))))
    }

    @MainActor private static func setSelectOnFocus(_ on: Bool) {
        var value = GValue()
        g_value_init(&value, focuskit_type_boolean())
        g_value_set_boolean(&value, on ? 1 : 0)
        g_object_set_property(
            focuskit_as_object(UnsafeMutableRawPointer(gtk_settings_get_default())),
            "gtk-entry-select-on-focus", &value)
        g_value_unset(&value)
    }

    func testDefaultFocusSelectsTheTextSoTypingReplacesIt() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(RenameForm())
            defer { form.close() }
            let title = try XCTUnwrap(form.entry(placeholder: "Title"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            XCTAssertTrue(form.hasFocus(inside: title))
            XCTAssertEqual(Self.selection(of: title)?.0, 0)
            XCTAssertEqual(Self.selection(of: title)?.1, 5)

            XCTAssertTrue(InputTool.key("x"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { Self.text(of: title) == "x" }, Self.text(of: title))
        }
    }

    func testWithGtksSettingOffTheTextIsNotSelected() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            Self.setSelectOnFocus(false)
            defer { Self.setSelectOnFocus(true) }
            let form = GtkFormHarness(RenameForm())
            defer { form.close() }
            let title = try XCTUnwrap(form.entry(placeholder: "Title"))
            XCTAssertTrue(form.hasFocus(inside: title))
            XCTAssertNil(Self.selection(of: title))
        }
    }

    func testFocusBackForACorrectionKeepsTheCaretWhereTheUserLeftIt() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(CorrectionForm())
            defer { form.close() }
            let username = try XCTUnwrap(form.entry(placeholder: "Username"))
            gtk_widget_grab_focus(username)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            XCTAssertTrue(InputTool.key("a", "l", "i", "c", "Tab", "space"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    Self.text(of: username) == "alic" && form.hasFocus(inside: username)
                })
            XCTAssertNil(Self.selection(of: username))

            XCTAssertTrue(InputTool.key("e"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { Self.text(of: username) == "alice" },
                Self.text(of: username))
        }
    }
}
