import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// `.navigationTitle`, `.help`, `.hidden()`, `.opacity`, `.frame` and the text styles on GTK.
final class PresentationGtkTests: XCTestCase {
    func testModifiersReachTheirGtkProperties() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(StyledForm())
            defer { form.close() }
            XCTAssertEqual(String(cString: gtk_window_get_title(form.window)), "Preferences")
            let heading = try XCTUnwrap(form.label("Heading"))
            XCTAssertNotEqual(gtk_widget_has_css_class(heading, "title-1"), 0)
            XCTAssertNotEqual(gtk_widget_has_css_class(heading, "focusui-bold"), 0)
            let note = try XCTUnwrap(form.label("Note"))
            XCTAssertNotEqual(gtk_widget_has_css_class(note, "dim-label"), 0)
            let noteLabel = focuskit_as_label(UnsafeMutableRawPointer(note))
            XCTAssertEqual(gtk_label_get_lines(noteLabel), 2)
            XCTAssertEqual(gtk_label_get_ellipsize(noteLabel), PANGO_ELLIPSIZE_END)
            XCTAssertEqual(gtk_label_get_justify(noteLabel), GTK_JUSTIFY_CENTER)
            let headingLabel = focuskit_as_label(UnsafeMutableRawPointer(heading))
            XCTAssertEqual(gtk_label_get_lines(headingLabel), -1)
            let right = try XCTUnwrap(form.entry(placeholder: "Right"))
            XCTAssertEqual(gtk_entry_get_alignment(focuskit_as_entry(UnsafeMutableRawPointer(right))), 1)
            let secret = try XCTUnwrap(form.entry(placeholder: "Secret"))
            let secretText = try XCTUnwrap(
                form.allWidgets.first {
                    focuskit_is_text(UnsafeMutableRawPointer($0)) != 0 && gtk_widget_get_parent($0) == secret
                })
            XCTAssertEqual(
                gtk_editable_get_alignment(focuskit_as_editable(UnsafeMutableRawPointer(secretText))), 0.5)

            let toggle = try XCTUnwrap(
                form.allWidgets.first { focuskit_is_switch(UnsafeMutableRawPointer($0)) != 0 })
            let tooltip = try XCTUnwrap(gtk_widget_get_tooltip_text(toggle))
            XCTAssertEqual(String(cString: tooltip), "Keeps your devices in step")
            let row = try XCTUnwrap(gtk_widget_get_parent(toggle))
            // GTK keeps opacity in 8 bits.
            XCTAssertEqual(gtk_widget_get_opacity(row), 0.5, accuracy: 0.01)
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_widget_get_size_request(row, &width, &height)
            XCTAssertEqual(width, 300)
            XCTAssertEqual(height, 48)

            let storage = try XCTUnwrap(
                form.host.properties.storages(named: "_title").first as? StateBox<String>)
            storage.value = "Settings"
            form.waitForRender(after: form.host.renderCount)
            XCTAssertEqual(String(cString: gtk_window_get_title(form.window)), "Settings")
        }
    }

    func testRule11_hidingTheFocusedFieldClearsItsState() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(StyledForm())
            defer { form.close() }
            let focus = try XCTUnwrap(
                form.host.properties.storages(named: "_isNameFocused").first as? FocusStateStorage<Bool>)
            let entry = try XCTUnwrap(form.entry(placeholder: "Name"))
            focus.write(AnyHashable(true))
            XCTAssertTrue(focus.value)
            let hides = try XCTUnwrap(
                form.host.properties.storages(named: "_hidesName").first as? StateBox<Bool>)
            hides.value = true
            form.waitForRender(after: form.host.renderCount)
            XCTAssertEqual(form.entry(placeholder: "Name"), entry, "hidden, not re-created")
            XCTAssertEqual(gtk_widget_get_visible(entry), 0)
            XCTAssertFalse(focus.value)
            MainContextPump.run(timeout: 0.3) { false }
            XCTAssertFalse(focus.value)
        }
    }
}
