import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// Contract rule 20 on real GTK widgets: toggles, pickers, steppers and text editors are
/// fields (rules 1, 2, 5, 8, 11), their values flow both ways without echo, and they keep their
/// widgets across re-renders.
final class ControlsGtkTests: XCTestCase {
    func testASliderSnapsWhatTheUserSetsAndIsAFocusField() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(Mixer())
            defer { form.close() }
            let scale = try XCTUnwrap(
                form.allWidgets.first { focuskit_is_scale(UnsafeMutableRawPointer($0)) != 0 })
            let range = focuskit_as_range(UnsafeMutableRawPointer(scale))
            XCTAssertEqual(gtk_range_get_value(range), 5)
            XCTAssertNotEqual(focuskit_accessible_label_equals(UnsafeMutableRawPointer(scale), "Volume"), 0)
            let volume = try XCTUnwrap(
                form.host.properties.storages(named: "_volume").first as? StateBox<Double>)
            gtk_range_set_value(range, 3.9)
            XCTAssertEqual(volume.value, 5)
            let renders = form.host.renderCount
            gtk_range_set_value(range, 6.4)
            XCTAssertEqual(volume.value, 7.5)
            form.waitForRender(after: renders)
            XCTAssertEqual(gtk_range_get_value(range), 7.5, "the widget shows the snapped value")
            let focus = try XCTUnwrap(
                form.host.properties.storages(named: "_isVolumeFocused").first as? FocusStateStorage<Bool>)
            gtk_window_set_focus(form.window, nil)
            MainContextPump.drainPending()
            XCTAssertFalse(focus.value)
            focus.write(AnyHashable(true))
            XCTAssertTrue(form.hasFocus(inside: scale))
        }
    }

    /// GTK 4.8 sends no value change to screen readers (`GtkQuirk.rangeValueChangeNotOnTheBus`):
    /// while the slider has focus, its new value is its description, which Orca says at once;
    /// the hint comes back when focus leaves, and a change without focus leaves it alone.
    func testASlidersNewValueIsItsDescriptionWhileItHasFocus() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(Mixer())
            defer { form.close() }
            let scales = form.allWidgets.filter { focuskit_is_scale(UnsafeMutableRawPointer($0)) != 0 }
            let volume = try XCTUnwrap(scales.first)
            let range = focuskit_as_range(UnsafeMutableRawPointer(volume))
            let hint = "Sets the volume of every track"
            func describes(_ text: String) -> Bool {
                focuskit_accessible_description_equals(UnsafeMutableRawPointer(volume), text) != 0
            }
            let focus = try XCTUnwrap(
                form.host.properties.storages(named: "_isVolumeFocused").first as? FocusStateStorage<Bool>)
            focus.write(AnyHashable(true))
            XCTAssertTrue(form.hasFocus(inside: volume))
            XCTAssertTrue(describes(hint), "focused, unchanged: the hint")
            let renders = form.host.renderCount
            gtk_range_set_value(range, 6.4)
            XCTAssertTrue(describes("7.5"), "the value the binding takes, not the drag's 6.4")
            form.waitForRender(after: renders)
            XCTAssertEqual(gtk_range_get_value(range), 7.5)
            XCTAssertTrue(describes("7.5"))
            gtk_range_set_value(range, 10)
            XCTAssertTrue(describes("10"), "whole numbers without decimals")
            gtk_window_set_focus(form.window, nil)
            MainContextPump.drainPending()
            XCTAssertTrue(describes(hint), "focus left: the hint again")
            gtk_range_set_value(range, 2.5)
            XCTAssertTrue(describes(hint), "a change without focus is not said")
            let balance = try XCTUnwrap(scales.last)
            XCTAssertTrue(gtk_widget_grab_focus(balance) != 0)
            gtk_range_set_value(focuskit_as_range(UnsafeMutableRawPointer(balance)), 0.35)
            XCTAssertNotEqual(
                focuskit_accessible_description_equals(UnsafeMutableRawPointer(balance), "0.35"), 0,
                "a continuous slider in -1...1 moves by 0.02: two decimals")
        }
    }

    /// A stepper's spin button steps from its value and keeps a typed number (SwiftUI's
    /// stepper snaps to no grid), and, as a slider, says its new value while focus is in it
    /// (`GtkQuirk.rangeValueChangeNotOnTheBus`).
    func testAStepperKeepsATypedNumberAndSaysItsNewValue() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(PageCount())
            defer { form.close() }
            let spin = try XCTUnwrap(
                form.allWidgets.first { focuskit_is_spin_button(UnsafeMutableRawPointer($0)) != 0 })
            let spinButton = focuskit_as_spin_button(UnsafeMutableRawPointer(spin))
            let pages = try XCTUnwrap(form.host.properties.storages(named: "_pages").first as? StateBox<Int>)
            XCTAssertTrue(gtk_widget_grab_focus(spin) != 0)
            XCTAssertTrue(form.hasFocus(inside: spin))
            // The spin button's own step, as the Down key takes it.
            gtk_spin_button_spin(spinButton, GTK_SPIN_STEP_BACKWARD, 0)
            XCTAssertEqual(pages.value, 262, "272 down by 10")
            XCTAssertNotEqual(focuskit_accessible_description_equals(UnsafeMutableRawPointer(spin), "262"), 0)
            gtk_spin_button_set_value(spinButton, 500)
            XCTAssertEqual(pages.value, 500, "not snapped to 501")
            gtk_window_set_focus(form.window, nil)
            MainContextPump.drainPending()
            XCTAssertNotEqual(focuskit_accessible_description_equals(UnsafeMutableRawPointer(spin), ""), 0)
        }
    }

    /// GTK names an accessible without a name by its type (`GtkQuirk.typeNameForAnUnnamedAccessible`):
    /// Orca said "GtkScale horizontal slider", "GtkProgressBar" and "GtkImage". An untitled
    /// slider, progress bar and image have no name; `.accessibilityLabel` still names one.
    func testAnUntitledSliderProgressBarAndImageAreNotNamedByTheirType() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(
                VStack {
                    Slider(value: .constant(0.5))
                    ProgressView(value: 0.4)
                    Image(systemName: "star")
                    Image(systemName: "heart").accessibilityLabel("Favourite")
                })
            defer { form.close() }
            let all = form.allWidgets.map { UnsafeMutableRawPointer($0) }
            func first(_ isKind: (UnsafeMutableRawPointer) -> gboolean) throws -> UnsafeMutableRawPointer {
                try XCTUnwrap(all.first { isKind($0) != 0 })
            }
            // GTK's test API reads an unset name as "" too: the label is set, and empty.
            func isNamedEmpty(_ widget: UnsafeMutableRawPointer) -> Bool {
                gtk_test_accessible_has_property(OpaquePointer(widget), GTK_ACCESSIBLE_PROPERTY_LABEL) != 0
                    && focuskit_accessible_label_equals(widget, "") != 0
            }
            XCTAssertTrue(isNamedEmpty(try first(focuskit_is_scale)))
            XCTAssertTrue(isNamedEmpty(try first(focuskit_is_progress_bar)))
            func image(_ prefix: String) throws -> UnsafeMutableRawPointer {
                try XCTUnwrap(
                    all.first {
                        guard focuskit_is_image($0) != 0,
                            let name = gtk_image_get_icon_name(focuskit_as_image($0))
                        else { return false }
                        return String(cString: name).hasPrefix(prefix)
                    })
            }
            XCTAssertTrue(isNamedEmpty(try image("starred")))
            XCTAssertNotEqual(focuskit_accessible_label_equals(try image("emblem-favorite"), "Favourite"), 0)
        }
    }

    @MainActor
    private struct Fixture {
        let form = GtkFormHarness(SettingsForm())

        var focus: FocusStateStorage<Setting?> {
            form.host.properties.storages(named: "_focus").first as! FocusStateStorage<Setting?>
        }

        func state<Value>(_ name: String, as type: Value.Type = Value.self) -> StateBox<Value> {
            form.host.properties.storages(named: "_" + name).first as! StateBox<Value>
        }

        func first(_ isKind: (UnsafeMutableRawPointer) -> gboolean) -> UnsafeMutablePointer<GtkWidget>? {
            form.allWidgets.first { isKind(UnsafeMutableRawPointer($0)) != 0 }
        }

        var checkButton: UnsafeMutablePointer<GtkWidget> { first(focuskit_is_check_button)! }
        var switchWidget: UnsafeMutablePointer<GtkWidget> { first(focuskit_is_switch)! }
        var dropDown: UnsafeMutablePointer<GtkWidget> { first(focuskit_is_drop_down)! }
        var spinButton: UnsafeMutablePointer<GtkWidget> { first(focuskit_is_spin_button)! }
        var textView: UnsafeMutablePointer<GtkWidget>? { first(focuskit_is_text_view) }

        var controls: [(widget: UnsafeMutablePointer<GtkWidget>, value: Setting)] {
            [
                (checkButton, .sounds), (switchWidget, .wifi), (dropDown, .theme), (spinButton, .size),
                (textView!, .notes),
            ]
        }

        func write(_ value: Setting?) {
            focus.write(AnyHashable(value))
        }

        /// Runs the re-render a state change scheduled.
        func settle() {
            let renders = form.host.renderCount
            MainContextPump.run(timeout: 5) { form.host.renderCount > renders }
            MainContextPump.drainPending()
        }
    }

    func testRule1And2_focusMovingIntoEachControlSetsTheState() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.form.close() }
            for (widget, value) in fixture.controls {
                XCTAssertNotEqual(gtk_widget_grab_focus(widget), 0, "\(value) cannot take focus")
                MainContextPump.drainPending()
                XCTAssertEqual(fixture.focus.value, value)
            }
        }
    }

    func testRule2_tabReachesEveryControlAndLeavesTheEditor() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.form.close() }
            gtk_window_set_focus(fixture.form.window, nil)
            var seen: [Setting?] = []
            for _ in 0..<6 {
                _ = gtk_widget_child_focus(fixture.form.windowWidget, GTK_DIR_TAB_FORWARD)
                MainContextPump.drainPending()
                if seen.last != fixture.focus.value { seen.append(fixture.focus.value) }
            }
            // Every control in order; Tab from the editor leaves it (it does not insert a tab).
            XCTAssertEqual(Array(seen.prefix(5)), [.sounds, .wifi, .theme, .size, .notes])
            XCTAssertEqual(seen.count, 6, "Tab did not leave the text editor")
            let view = focuskit_as_text_view(UnsafeMutableRawPointer(fixture.textView!))
            XCTAssertEqual(gtk_text_view_get_accepts_tab(view), 0)
            // An app that asks for tabs gets them.
            fixture.state("acceptsTab", as: Bool.self).value = true
            fixture.settle()
            XCTAssertNotEqual(gtk_text_view_get_accepts_tab(view), 0)
        }
    }

    func testRule5And8_writesFocusEachControlAndNilClearsIt() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.form.close() }
            for (widget, value) in fixture.controls {
                fixture.write(value)
                XCTAssertEqual(fixture.focus.value, value)
                XCTAssertTrue(fixture.form.hasFocus(inside: widget), "writing \(value)")
            }
            fixture.write(nil)
            XCTAssertNil(gtk_window_get_focus(fixture.form.window))
            XCTAssertNil(fixture.focus.value)
        }
    }

    func testRule11_removingOrDisablingTheFocusedControlClearsTheState() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.form.close() }
            fixture.write(.notes)
            XCTAssertEqual(fixture.focus.value, .notes)
            fixture.state("showsNotes", as: Bool.self).value = false
            fixture.settle()
            XCTAssertNil(fixture.textView)
            XCTAssertNil(fixture.focus.value)

            fixture.write(.theme)
            XCTAssertEqual(fixture.focus.value, .theme)
            fixture.state("locked", as: Bool.self).value = true
            fixture.settle()
            XCTAssertEqual(gtk_widget_is_sensitive(fixture.dropDown), 0)
            // Its own flag too, which is what GTK tells screen readers.
            XCTAssertEqual(gtk_widget_get_sensitive(fixture.dropDown), 0)
            XCTAssertNil(fixture.focus.value)
            // GTK's fallback after the next frames does not land in another bound control.
            MainContextPump.run(timeout: 0.3) { false }
            XCTAssertNil(fixture.focus.value)
        }
    }

    func testUserChangesReachTheBindingsAndReRendersKeepTheWidgets() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.form.close() }
            let check = fixture.checkButton
            let toggle = fixture.switchWidget
            let dropDown = fixture.dropDown
            let spin = fixture.spinButton
            let editor = fixture.textView!
            XCTAssertNotEqual(
                gtk_check_button_get_active(focuskit_as_check_button(UnsafeMutableRawPointer(check))), 0)

            gtk_check_button_set_active(focuskit_as_check_button(UnsafeMutableRawPointer(check)), 0)
            XCTAssertEqual(fixture.state("sounds", as: Bool.self).value, false)
            gtk_switch_set_active(focuskit_as_switch(UnsafeMutableRawPointer(toggle)), 1)
            XCTAssertEqual(fixture.state("wifi", as: Bool.self).value, true)
            gtk_drop_down_set_selected(focuskit_as_drop_down(UnsafeMutableRawPointer(dropDown)), 2)
            XCTAssertEqual(fixture.state("theme", as: Theme.self).value, .dark)
            gtk_spin_button_set_value(focuskit_as_spin_button(UnsafeMutableRawPointer(spin)), 14)
            XCTAssertEqual(fixture.state("size", as: Int.self).value, 14)
            let buffer = gtk_text_view_get_buffer(focuskit_as_text_view(UnsafeMutableRawPointer(editor)))!
            gtk_text_buffer_set_text(buffer, "line one\nline two", -1)
            XCTAssertEqual(fixture.state("notes", as: String.self).value, "line one\nline two")
            fixture.settle()

            // The same widgets, showing the user's values; the stepper's title followed.
            XCTAssertEqual(fixture.checkButton, check)
            XCTAssertEqual(fixture.switchWidget, toggle)
            XCTAssertEqual(fixture.dropDown, dropDown)
            XCTAssertEqual(fixture.spinButton, spin)
            XCTAssertEqual(fixture.textView, editor)
            XCTAssertEqual(
                gtk_drop_down_get_selected(focuskit_as_drop_down(UnsafeMutableRawPointer(dropDown))), 2)
            XCTAssertEqual(
                gtk_spin_button_get_value(focuskit_as_spin_button(UnsafeMutableRawPointer(spin))), 14)
            XCTAssertTrue(
                fixture.form.allWidgets.contains { widget in
                    let raw = UnsafeMutableRawPointer(widget)
                    return focuskit_is_label(raw) != 0
                        && String(cString: gtk_label_get_text(focuskit_as_label(raw))) == "Size: 14"
                })

            // Code writes reach the widgets.
            fixture.state("sounds", as: Bool.self).value = true
            fixture.state("theme", as: Theme.self).value = .light
            fixture.state("size", as: Int.self).value = 8
            fixture.state("notes", as: String.self).value = "replaced"
            fixture.settle()
            XCTAssertNotEqual(
                gtk_check_button_get_active(focuskit_as_check_button(UnsafeMutableRawPointer(check))), 0)
            XCTAssertEqual(
                gtk_drop_down_get_selected(focuskit_as_drop_down(UnsafeMutableRawPointer(dropDown))), 1)
            XCTAssertEqual(
                gtk_spin_button_get_value(focuskit_as_spin_button(UnsafeMutableRawPointer(spin))), 8)
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            let text = gtk_text_buffer_get_text(buffer, &start, &end, 1)!
            defer { g_free(text) }
            XCTAssertEqual(String(cString: text), "replaced")
        }
    }

    func testTheEditorsCaretSurvivesReRendersWhileTyping() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.form.close() }
            let editor = fixture.textView!
            fixture.write(.notes)
            let buffer = gtk_text_view_get_buffer(focuskit_as_text_view(UnsafeMutableRawPointer(editor)))!
            gtk_text_buffer_set_text(buffer, "abcdef", -1)
            fixture.settle()
            // Type into the middle, as a key press at the caret does.
            var iter = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(buffer, &iter, 3)
            gtk_text_buffer_place_cursor(buffer, &iter)
            gtk_text_buffer_insert_at_cursor(buffer, "X", -1)
            fixture.settle()
            XCTAssertEqual(fixture.state("notes", as: String.self).value, "abcXdef")
            var caret = GtkTextIter()
            gtk_text_buffer_get_iter_at_mark(buffer, &caret, gtk_text_buffer_get_insert(buffer))
            XCTAssertEqual(gtk_text_iter_get_offset(&caret), 4, "the caret moved on re-render")
            XCTAssertEqual(fixture.focus.value, .notes)
            XCTAssertTrue(fixture.form.hasFocus(inside: editor))
        }
    }

    func testEachControlIsNamedByItsTitle() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.form.close() }
            let names: [(UnsafeMutablePointer<GtkWidget>, String)] = [
                (fixture.checkButton, "Sounds"), (fixture.switchWidget, "Wi-Fi"), (fixture.dropDown, "Theme"),
                (fixture.spinButton, "Size: 12"), (fixture.textView!, "Notes"),
            ]
            for (widget, name) in names {
                XCTAssertNotEqual(
                    focuskit_accessible_label_equals(UnsafeMutableRawPointer(widget), name), 0,
                    "\(name) is not the accessible name")
                // What a screen reader announces is the focus widget: inside a drop-down, its
                // toggle button (`GtkQuirk.dropDownFocusButtonUnnamed`).
                XCTAssertNotEqual(gtk_widget_grab_focus(widget), 0)
                let focus = try XCTUnwrap(gtk_window_get_focus(fixture.form.window))
                if focuskit_is_text(UnsafeMutableRawPointer(focus)) == 0 {
                    XCTAssertNotEqual(
                        focuskit_accessible_label_equals(UnsafeMutableRawPointer(focus), name), 0,
                        "the focus widget of \(name) is not named \(name)")
                }
            }
        }
    }
}

struct GtkToggleStyles: View {
    @State var isBold = false
    @State var scale = 1.0

    var body: some View {
        HStack {
            Toggle("Bold", isOn: $isBold)
                .toggleStyle(.button)
            Stepper("Scale", value: $scale, in: 0.5...2, step: 0.25)
        }
    }
}

/// Return in a stepper's spin button takes its value and presses the window's default button,
/// as Return in an entry does and as in the twin (`StepperReturnHeadlessTests`).
final class StepperReturnGtkTests: XCTestCase {
    func testReturnInAStepperPressesTheDefaultButton() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(EstimateForm())
            defer { form.close() }
            let spin = try XCTUnwrap(
                form.allWidgets.first { focuskit_is_spin_button(UnsafeMutableRawPointer($0)) != 0 })
            gtk_widget_grab_focus(spin)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            XCTAssertTrue(InputTool.key("Up", "Return"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("saved 2") != nil })
            XCTAssertTrue(form.hasFocus(inside: spin))
            // A typed number is taken before the button runs.
            XCTAssertTrue(InputTool.key("ctrl+a", "7", "Return"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("saved 7") != nil })
        }
    }
}

/// `.toggleStyle(.button)` and a floating-point stepper.
final class ToggleStyleGtkTests: XCTestCase {
    func testAButtonStyledToggleIsAToggleButtonBoundToItsState() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(GtkToggleStyles())
            defer { form.close() }
            let button = try XCTUnwrap(
                form.allWidgets.first { focuskit_is_toggle_button(UnsafeMutableRawPointer($0)) != 0 })
            XCTAssertEqual(form.button("Bold"), button, "labelled with the title")
            let toggle = focuskit_as_toggle_button(UnsafeMutableRawPointer(button))
            XCTAssertEqual(gtk_toggle_button_get_active(toggle), 0)
            emitClicked(button)
            XCTAssertNotEqual(gtk_toggle_button_get_active(toggle), 0)
            let isBold = try XCTUnwrap(
                form.host.properties.storages(named: "_isBold").first as? StateBox<Bool>)
            XCTAssertTrue(isBold.value)
        }
    }

    func testAFloatingPointStepperShowsTheDecimalsOfItsStep() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            XCTAssertEqual(StepperGtkRenderer.digits(for: 1), 0)
            XCTAssertEqual(StepperGtkRenderer.digits(for: 0.25), 2)
            XCTAssertEqual(StepperGtkRenderer.digits(for: 0.1), 1)
            let form = GtkFormHarness(GtkToggleStyles())
            defer { form.close() }
            let spin = try XCTUnwrap(
                form.allWidgets.first { focuskit_is_spin_button(UnsafeMutableRawPointer($0)) != 0 })
            let spinButton = focuskit_as_spin_button(UnsafeMutableRawPointer(spin))
            XCTAssertEqual(gtk_spin_button_get_digits(spinButton), 2)
            gtk_spin_button_spin(spinButton, GTK_SPIN_STEP_FORWARD, 0)
            let scale = try XCTUnwrap(
                form.host.properties.storages(named: "_scale").first as? StateBox<Double>)
            XCTAssertEqual(scale.value, 1.25)
        }
    }
}
