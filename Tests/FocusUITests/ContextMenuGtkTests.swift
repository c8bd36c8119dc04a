import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `.contextMenu { }` on views outside lists: the Menu key (and Shift+F10) opens the innermost
/// view's menu with keyboard focus in it; a chosen item runs; focus returns to the view.
final class ContextMenuGtkTests: XCTestCase {
    @MainActor private static func openMenu(_ form: GtkFormHarness<ContextMenuForm>) -> UnsafeMutablePointer<
        GtkWidget
    >? {
        guard let focus = gtk_window_get_focus(form.window) else { return nil }
        return gtk_widget_get_ancestor(focus, gtk_popover_menu_get_type())
    }

    func testTheMenuKeyOpensTheFieldsMenuAndItsChoiceRuns() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(ContextMenuForm())
            defer { form.close() }
            let field = try XCTUnwrap(form.entry(placeholder: "Title"))
            gtk_widget_grab_focus(field)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            XCTAssertTrue(InputTool.key("Menu"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { Self.openMenu(form) != nil })
            let model = try XCTUnwrap(
                gtk_popover_menu_get_menu_model(OpaquePointer(try XCTUnwrap(Self.openMenu(form)))))
            // Two sections (the divider): Clear, then Duplicate; the Toggle is left out, with
            // a warning (the text field's own Cut/Copy/Paste menu did not open instead).
            XCTAssertEqual(g_menu_model_get_n_items(model), 2)
            XCTAssertTrue(form.backend.warned.contains { $0.contains("Toggle or Picker") })
            XCTAssertTrue(InputTool.key("Return"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("log clear") != nil })
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { Self.openMenu(form) == nil && form.hasFocus(inside: field) }
            )
            XCTAssertEqual(
                String(cString: gtk_editable_get_text(focuskit_as_editable(UnsafeMutableRawPointer(field)))),
                "")
        }
    }

    func testShiftF10OpensTheStacksMenuAroundTheButton() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(ContextMenuForm())
            defer { form.close() }
            let other = try XCTUnwrap(form.button("Other"))
            gtk_widget_grab_focus(other)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            XCTAssertTrue(InputTool.key("shift+F10"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { Self.openMenu(form) != nil })
            XCTAssertTrue(InputTool.key("Return"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("log reset") != nil })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_get_focus(form.window) == other })
        }
    }
}

extension ContextMenuGtkTests {
    /// An item that removes the view its menu opened on (Delete on a message) leaves focus
    /// where it was when the menu opened, in the same window: the menu no longer asked the
    /// removed view for its window, and the window had no focus widget.
    func testFocusGoesBackWhenTheChosenItemRemovesTheViewTheMenuWasOn() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(ContextMenuForm())
            defer { form.close() }
            let field = try XCTUnwrap(form.entry(placeholder: "Title"))
            gtk_widget_grab_focus(field)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            // A message of its own beside the form, which the chosen item removes.
            let box = try XCTUnwrap(gtk_widget_get_parent(try XCTUnwrap(form.button("Other"))))
            let message = gtk_label_new("hello")!
            gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(box)), message)
            MainContextPump.drainPending()
            let menu = GtkContextMenu(
                items: [MenuItem(kind: .action, title: "Delete", isDisabled: false, action: {})], on: message,
                at: nil, warn: { _ in })
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    gtk_window_get_focus(form.window).map { gtk_widget_has_focus($0) != 0 && $0 != field }
                        ?? false
                }, "focus is in the menu")
            // GTK closes the menu, then the item's action runs: it removes the message.
            menu.close()
            gtk_box_remove(focuskit_as_box(UnsafeMutableRawPointer(box)), message)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.hasFocus(inside: field) }, "focus is back")
        }
    }
}
