import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// `.pickerStyle(.segmented)` is linked, grouped toggle buttons (a Tab stop each) and
/// `.radioGroup` grouped check buttons (one Tab stop); both are focus fields (rule 20).
final class PickerStyleGtkTests: XCTestCase {
    func testSegmentsAndRadioButtonsChooseAndAreFocusFields() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(UnitsForm())
            defer { form.close() }
            let focus =
                form.host.properties.storages(named: "_focus").first as! FocusStateStorage<UnitsForm.Field?>
            let units = form.host.properties.storages(named: "_units").first as! StateBox<Int>
            let size = form.host.properties.storages(named: "_size").first as! StateBox<String>
            let metric = try XCTUnwrap(form.button("Metric"))
            let imperial = try XCTUnwrap(form.button("Imperial"))
            XCTAssertNotEqual(focuskit_is_toggle_button(UnsafeMutableRawPointer(metric)), 0)
            let segments = try XCTUnwrap(gtk_widget_get_parent(metric))
            XCTAssertNotEqual(gtk_widget_has_css_class(segments, "linked"), 0)
            XCTAssertNotEqual(focuskit_accessible_label_equals(UnsafeMutableRawPointer(segments), "Units"), 0)
            XCTAssertNotEqual(
                gtk_toggle_button_get_active(focuskit_as_toggle_button(UnsafeMutableRawPointer(metric))), 0)
            let radios = form.allWidgets.filter {
                focuskit_is_check_button(UnsafeMutableRawPointer($0)) != 0
            }
            XCTAssertEqual(radios.count, 3)
            XCTAssertNotEqual(
                gtk_check_button_get_active(focuskit_as_check_button(UnsafeMutableRawPointer(radios[1]))), 0)

            // The user chooses; the bindings follow, and the group releases the others.
            gtk_toggle_button_set_active(focuskit_as_toggle_button(UnsafeMutableRawPointer(imperial)), 1)
            XCTAssertEqual(units.value, 1)
            XCTAssertEqual(
                gtk_toggle_button_get_active(focuskit_as_toggle_button(UnsafeMutableRawPointer(metric))), 0)
            gtk_check_button_set_active(focuskit_as_check_button(UnsafeMutableRawPointer(radios[2])), 1)
            XCTAssertEqual(size.value, "L")
            // Code writes reach the buttons.
            let renders = form.host.renderCount
            units.value = 0
            form.waitForRender(after: renders)
            XCTAssertNotEqual(
                gtk_toggle_button_get_active(focuskit_as_toggle_button(UnsafeMutableRawPointer(metric))), 0)

            // Tab: each segment, then the radio group once (its chosen button).
            gtk_window_set_focus(form.window, nil)
            var seen: [UnitsForm.Field?] = []
            var widgets: [UnsafeMutablePointer<GtkWidget>?] = []
            for _ in 0..<4 {
                _ = gtk_widget_child_focus(form.windowWidget, GTK_DIR_TAB_FORWARD)
                MainContextPump.drainPending()
                seen.append(focus.value)
                widgets.append(gtk_window_get_focus(form.window))
            }
            XCTAssertEqual(Array(seen.prefix(3)), [.units, .units, .size])
            XCTAssertEqual(widgets[0], metric)
            XCTAssertEqual(widgets[1], imperial)
            XCTAssertEqual(widgets[2], radios[2])

            // Writes focus the picker; nil clears.
            focus.write(AnyHashable(UnitsForm.Field?.some(.units)))
            XCTAssertTrue(form.hasFocus(inside: segments))
            focus.write(AnyHashable(UnitsForm.Field?.some(.size)))
            XCTAssertEqual(focus.value, .size)
            focus.write(AnyHashable(UnitsForm.Field?.none))
            XCTAssertNil(gtk_window_get_focus(form.window))

            // Another style is another widget: the drop-down keeps the choice.
            let before = form.host.renderCount
            (form.host.properties.storages(named: "_segmented").first as! StateBox<Bool>).value = false
            form.waitForRender(after: before)
            XCTAssertNil(form.button("Metric"))
            let dropDown = try XCTUnwrap(
                form.allWidgets.first { focuskit_is_drop_down(UnsafeMutableRawPointer($0)) != 0 })
            XCTAssertEqual(
                gtk_drop_down_get_selected(focuskit_as_drop_down(UnsafeMutableRawPointer(dropDown))), 0)

            // Its popover's list of options is named by the picker's title (GTK 4.8 said
            // "GtkListView").
            let options = try XCTUnwrap(
                WidgetLookup.all(in: dropDown).first {
                    WidgetLookup.typeName(of: $0) == "GtkListView"
                        && gtk_widget_get_ancestor($0, gtk_popover_get_type()) != nil
                })
            XCTAssertNotEqual(focuskit_accessible_label_equals(options, "Units"), 0)
        }
    }
}
