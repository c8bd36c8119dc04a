import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// `Alert` values and an alert presenting data on GTK: libadwaita's message dialog with the
/// heading, body and responses they describe, as `LegacyAlertsHeadlessTests` in the twin.
final class LegacyAlertsGtkTests: XCTestCase {
    @MainActor private static func present(
        _ button: String, in form: GtkFormHarness<LegacyAlertsView>
    ) throws -> UnsafeMutablePointer<GtkWindow> {
        emitClicked(try XCTUnwrap(form.button(button)))
        XCTAssertTrue(MainContextPump.run(timeout: 5) { !form.host.presentations.hosts.isEmpty })
        let host = try XCTUnwrap(form.host.presentations.hosts.first)
        let dialog = try XCTUnwrap(form.backend.gtkWindow(host.window.id))
        XCTAssertNotEqual(focuskit_is_adw_message_dialog(UnsafeMutableRawPointer(dialog)), 0)
        XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(dialog) != 0 })
        return dialog
    }

    @MainActor private static func body(of dialog: UnsafeMutablePointer<GtkWindow>) -> String {
        String(
            cString: adw_message_dialog_get_body(
                focuskit_as_adw_message_dialog(UnsafeMutableRawPointer(dialog))))
    }

    func testAnAlertValueIsAMessageDialogAndReturnRunsItsDefaultButton() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(LegacyAlertsView())
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            let dialog = try Self.present("Sign In", in: form)
            XCTAssertEqual(String(cString: gtk_window_get_title(dialog)), "Sign-In Failed")
            XCTAssertEqual(Self.body(of: dialog), "Check your password.")
            let ok = try XCTUnwrap(Rule18PresentationGtkTests.button("OK", in: dialog))
            XCTAssertEqual(gtk_window_get_focus(dialog), ok)
            XCTAssertTrue(InputTool.key("Return"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("log ok") != nil })
            XCTAssertTrue(form.host.presentations.hosts.isEmpty)
        }
    }

    func testAnItemsAlertHasCancelFirstAndADestructiveDelete() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(LegacyAlertsView())
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            let dialog = try Self.present("Delete Note", in: form)
            XCTAssertEqual(String(cString: gtk_window_get_title(dialog)), "Delete “Groceries”?")
            XCTAssertEqual(Self.body(of: dialog), "This cannot be undone.")
            let cancel = try XCTUnwrap(Rule18PresentationGtkTests.button("Cancel", in: dialog))
            let delete = try XCTUnwrap(Rule18PresentationGtkTests.button("Delete", in: dialog))
            XCTAssertNotEqual(gtk_widget_has_css_class(delete, "destructive"), 0)
            XCTAssertEqual(gtk_window_get_focus(dialog), cancel)
            // Cancel is before Delete, in GNOME's order, once the dialog is laid out.
            let root = WidgetLookup.root(of: dialog)
            func x(_ widget: UnsafeMutablePointer<GtkWidget>) -> Float {
                var point = graphene_point_t()
                var origin = graphene_point_t()
                return gtk_widget_compute_point(widget, root, &origin, &point) != 0 ? point.x : -1
            }
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { gtk_widget_get_width(delete) > 0 && x(delete) > 0 })
            XCTAssertLessThan(x(cancel), x(delete))
            emitClicked(delete)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("log deleted 7") != nil })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.host.presentations.hosts.isEmpty })
        }
    }

    func testAnAlertPresentingDataShowsItsMessageAndButtons() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(LegacyAlertsView())
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            let dialog = try Self.present("Rename", in: form)
            XCTAssertEqual(Self.body(of: dialog), "“Draft” gets a new name.")
            XCTAssertNotNil(Rule18PresentationGtkTests.button("Keep", in: dialog))
            emitClicked(try XCTUnwrap(Rule18PresentationGtkTests.button("Rename Draft", in: dialog)))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("log renamed Draft") != nil })
        }
    }
}
