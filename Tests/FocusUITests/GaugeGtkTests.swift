import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `Gauge` is a `GtkLevelBar` between its bounds' labels, under its label and above its current
/// value's label; it follows its value, is not a Tab stop and is named by its label.
final class GaugeGtkTests: XCTestCase {
    func testAGaugeIsALevelBarWithItsLabelsFollowsItsValueAndIsNotATabStop() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(BatteryGauge())
            defer { form.close() }
            let bars = form.allWidgets.filter { focuskit_is_level_bar(UnsafeMutableRawPointer($0)) != 0 }
            XCTAssertEqual(bars.count, 3)
            let battery = try XCTUnwrap(bars.first)
            let bar = focuskit_as_level_bar(UnsafeMutableRawPointer(battery))
            XCTAssertEqual(gtk_level_bar_get_min_value(bar), 0)
            XCTAssertEqual(gtk_level_bar_get_max_value(bar), 100)
            XCTAssertEqual(gtk_level_bar_get_value(bar), 40)
            var offset = 0.0
            XCTAssertEqual(gtk_level_bar_get_offset_value(bar, GTK_LEVEL_BAR_OFFSET_LOW, &offset), 0)
            // GTK sends no value text (`GtkQuirk.valueTextNotOnTheBus`): the current value's label
            // is said with the name; `.accessibilityValue` replaces it.
            XCTAssertNotEqual(
                focuskit_accessible_label_equals(UnsafeMutableRawPointer(battery), "Battery, 40 %"), 0)
            XCTAssertNotEqual(
                focuskit_accessible_label_equals(UnsafeMutableRawPointer(bars[1]), "Storage"), 0)
            XCTAssertNotEqual(
                focuskit_accessible_label_equals(UnsafeMutableRawPointer(bars[2]), "Signal, Good"), 0)
            let progress = try XCTUnwrap(
                form.allWidgets.first { focuskit_is_progress_bar(UnsafeMutableRawPointer($0)) != 0 })
            XCTAssertNotEqual(
                focuskit_accessible_label_equals(UnsafeMutableRawPointer(progress), "Charging, 40 of 100"), 0)

            // Wide enough to read beside its bounds' labels, in a window at its natural size.
            _ = MainContextPump.run(timeout: 0.5) { gtk_widget_get_width(battery) > 0 }
            XCTAssertGreaterThanOrEqual(gtk_widget_get_width(battery), 150)
            // The label above, the bounds' labels at the bar's ends, the current value below.
            let row = try XCTUnwrap(gtk_widget_get_parent(battery))
            XCTAssertEqual(gtk_widget_get_prev_sibling(battery), form.label("Empty"))
            XCTAssertEqual(gtk_widget_get_next_sibling(battery), form.label("Full"))
            XCTAssertEqual(gtk_widget_get_prev_sibling(row), form.label("Battery"))
            XCTAssertEqual(gtk_widget_get_next_sibling(row), form.label("40 %"))
            for text in ["Battery", "Empty", "Full", "40 %"] {
                XCTAssertNotEqual(gtk_widget_get_visible(try XCTUnwrap(form.label(text))), 0, text)
            }

            // A gauge with only a label hides its empty labels; its value is within 0...1.
            let storage = focuskit_as_level_bar(UnsafeMutableRawPointer(bars[1]))
            XCTAssertEqual(gtk_level_bar_get_max_value(storage), 1)
            XCTAssertEqual(gtk_level_bar_get_value(storage), 0.25)
            let storageRow = try XCTUnwrap(gtk_widget_get_parent(bars[1]))
            let hidden = [
                gtk_widget_get_prev_sibling(bars[1]), gtk_widget_get_next_sibling(bars[1]),
                gtk_widget_get_next_sibling(storageRow),
            ]
            XCTAssertEqual(hidden.map { $0.map { gtk_widget_get_visible($0) } }, [0, 0, 0])

            // Tab skips both gauges: the button is the only stop.
            XCTAssertEqual(gtk_widget_get_focusable(battery), 0)
            let charge = try XCTUnwrap(form.button("Charge"))
            gtk_window_set_focus(form.window, nil)
            for _ in 0..<3 {
                _ = gtk_widget_child_focus(form.windowWidget, GTK_DIR_TAB_FORWARD)
                MainContextPump.drainPending()
                let focus = gtk_window_get_focus(form.window)
                XCTAssertTrue(focus == nil || focus == charge, "Tab stopped in a gauge")
            }

            // The button charges the battery: the same bar shows the new value and labels.
            let renders = form.host.renderCount
            emitClicked(charge)
            form.waitForRender(after: renders)
            XCTAssertEqual(
                form.allWidgets.first { focuskit_is_level_bar(UnsafeMutableRawPointer($0)) != 0 }, battery,
                "the same widget")
            XCTAssertEqual(gtk_level_bar_get_value(bar), 70)
            XCTAssertEqual(gtk_level_bar_get_max_value(bar), 100)
            XCTAssertNotNil(form.label("70 %"))
            XCTAssertNil(form.label("40 %"))
            XCTAssertNotEqual(
                focuskit_accessible_label_equals(UnsafeMutableRawPointer(battery), "Battery, 70 %"), 0)
            XCTAssertNotEqual(
                focuskit_accessible_label_equals(UnsafeMutableRawPointer(progress), "Charging, 70 of 100"), 0)
        }
    }
}
