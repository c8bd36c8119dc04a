import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// Contract rule 18 on real GTK windows: a sheet is a modal window over its presenter with its
/// own focus scope; Escape closes it; focus goes back; a write to the presenter's state waits.
final class Rule18PresentationGtkTests: XCTestCase {
    func testSheetFocusScopeEscapeAndPendingParentWrite() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(PresentingView())
            defer { form.close() }
            let parentFocus = try XCTUnwrap(
                form.host.focusStates(named: "focus").first as? FocusStateStorage<PresentingView.Field?>)
            let name = try XCTUnwrap(form.entry(placeholder: "Name"))
            let note = try XCTUnwrap(form.entry(placeholder: "Note"))
            gtk_widget_grab_focus(name)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            XCTAssertEqual(parentFocus.value, .name)

            XCTAssertTrue(InputTool.key("Return"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !form.host.presentations.hosts.isEmpty })
            let sheetHost = try XCTUnwrap(form.host.presentations.hosts.first)
            let sheet = try XCTUnwrap(form.backend.gtkWindow(sheetHost.window.id))
            XCTAssertEqual(gtk_window_get_transient_for(sheet), form.window)
            XCTAssertNotEqual(gtk_window_get_modal(sheet), 0)
            XCTAssertNotEqual(gtk_window_get_destroy_with_parent(sheet), 0)
            // The default focus is there as soon as the sheet is: no delay.
            let sheetFocus = try XCTUnwrap(
                sheetHost.focusStates(named: "sheetFocus").first as? FocusStateStorage<EditSheet.Field?>)
            XCTAssertEqual(sheetFocus.value, .second)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(sheet) != 0 })
            XCTAssertEqual(sheetFocus.value, .second)
            XCTAssertEqual(parentFocus.value, .name)

            // A write to the parent's state waits under the sheet (rule 7).
            let go = try XCTUnwrap(Self.button("Go to Note", in: sheet))
            emitClicked(go)
            XCTAssertEqual(parentFocus.value, .name)
            let parentFocusWidget = try XCTUnwrap(gtk_window_get_focus(form.window))
            XCTAssertNotEqual(gtk_widget_is_ancestor(parentFocusWidget, name), 0)

            XCTAssertTrue(InputTool.key("Escape"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.host.presentations.hosts.isEmpty })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            XCTAssertEqual(parentFocus.value, .note)
            XCTAssertTrue(form.hasFocus(inside: note))
        }
    }

    func testConfirmationDialogFocusesCancelAndEscapeRunsIt() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(PresentingView())
            defer { form.close() }
            let note = try XCTUnwrap(form.entry(placeholder: "Note"))
            gtk_widget_grab_focus(note)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            XCTAssertTrue(InputTool.key("Return"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !form.host.presentations.hosts.isEmpty })
            let dialogHost = try XCTUnwrap(form.host.presentations.hosts.first)
            let dialog = try XCTUnwrap(form.backend.gtkWindow(dialogHost.window.id))
            XCTAssertEqual(String(cString: gtk_window_get_title(dialog)), "Delete the note?")
            let delete = try XCTUnwrap(Self.button("Delete", in: dialog))
            // libadwaita's destructive response.
            XCTAssertNotEqual(gtk_widget_has_css_class(delete, "destructive"), 0)
            let cancel = try XCTUnwrap(Self.button("Cancel", in: dialog))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(dialog) != 0 })
            XCTAssertEqual(gtk_window_get_focus(dialog), cancel)

            XCTAssertTrue(InputTool.key("Escape"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.host.presentations.hosts.isEmpty })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("log cancel") != nil })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            XCTAssertTrue(form.hasFocus(inside: note))
        }
    }

    func testAlertOverASheetTakesFocusAndGivesItBack() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(NestedAlertView())
            defer { form.close() }
            let edit = try XCTUnwrap(form.button("Edit…"))
            gtk_widget_grab_focus(edit)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            XCTAssertTrue(InputTool.key("Return"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !form.host.presentations.hosts.isEmpty })
            let sheetHost = try XCTUnwrap(form.host.presentations.hosts.first)
            let sheet = try XCTUnwrap(form.backend.gtkWindow(sheetHost.window.id))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(sheet) != 0 })
            let current = try XCTUnwrap(Self.entry("Current", in: sheet))
            let new = try XCTUnwrap(Self.entry("New", in: sheet))
            func hasFocus(inside entry: UnsafeMutablePointer<GtkWidget>) -> Bool {
                guard let focus = gtk_window_get_focus(sheet) else { return false }
                return focus == entry || gtk_widget_is_ancestor(focus, entry) != 0
            }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { hasFocus(inside: current) })
            // Return in Current moves to New; Return in New presents the alert.
            XCTAssertTrue(InputTool.key("Return"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { hasFocus(inside: new) })
            XCTAssertTrue(InputTool.key("Return"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !sheetHost.presentations.hosts.isEmpty })
            let alertHost = try XCTUnwrap(sheetHost.presentations.hosts.first)
            let alert = try XCTUnwrap(form.backend.gtkWindow(alertHost.window.id))
            XCTAssertEqual(gtk_window_get_transient_for(alert), sheet)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(alert) != 0 })
            // AdwMessageDialog's role, which a window made while a modal one is up lost unless
            // it is set explicitly (`GtkQuirk.windowMadeUnderModalLosesItsRole`): Orca says a
            // dialog's message with its name.
            XCTAssertEqual(
                gtk_accessible_get_accessible_role(OpaquePointer(alert)), GTK_ACCESSIBLE_ROLE_DIALOG)
            // The sheet's focus write waits under the alert (rule 18): focus stays in New.
            XCTAssertTrue(hasFocus(inside: new))
            XCTAssertTrue(InputTool.key("Return"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { sheetHost.presentations.hosts.isEmpty })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(sheet) != 0 })
            XCTAssertTrue(hasFocus(inside: current))
        }
    }

    /// The password entry whose placeholder is `placeholder` in a window.
    @MainActor static func entry(
        _ placeholder: String, in window: UnsafeMutablePointer<GtkWindow>
    ) -> UnsafeMutablePointer<GtkWidget>? {
        GtkWidgetTree.first(in: WidgetLookup.root(of: window)) {
            WidgetLookup.isPasswordEntry($0, placeholder: placeholder)
        }
    }

    /// The button labelled `label` shown in a window (mapped: an alert's libadwaita dialog also
    /// holds an unmapped copy of its responses for narrow parents).
    @MainActor static func button(
        _ label: String, in window: UnsafeMutablePointer<GtkWindow>
    ) -> UnsafeMutablePointer<GtkWidget>? {
        GtkWidgetTree.first(in: WidgetLookup.root(of: window)) {
            WidgetLookup.isButton($0, labelled: label) && gtk_widget_get_mapped($0) != 0
        }
    }
}
