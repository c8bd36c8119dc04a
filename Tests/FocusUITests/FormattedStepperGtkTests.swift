import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `Stepper(value:in:step:format:label:)` on GTK: the spin button shows the value as the
/// format style writes it (its `output`), steps by the arrow keys, and reads typed text through
/// the style or as a plain number (its `input`); text neither reads keeps the value
/// (`FormattedStepperHeadlessTests` in the twin).
final class FormattedStepperGtkTests: XCTestCase {
    func testTheSpinButtonShowsAndReadsTheStylesText() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(FormattedStepperForm())
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            let spin = try XCTUnwrap(
                form.allWidgets.first { focuskit_is_spin_button(UnsafeMutableRawPointer($0)) != 0 })
            let editable = focuskit_as_editable(UnsafeMutableRawPointer(spin))
            @MainActor func shown() -> String { String(cString: gtk_editable_get_text(editable)) }
            @MainActor func price() -> Double? {
                (form.host.properties.storages(named: "_price").first as? StateBox<Double>)?.value
            }
            XCTAssertEqual(shown(), "12.50")
            gtk_widget_grab_focus(spin)
            XCTAssertTrue(InputTool.key("Up"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { price() == 13 })
            XCTAssertEqual(shown(), "13.00")
            // Typed over the whole text, read through the style.
            XCTAssertTrue(InputTool.key("ctrl+a", "2", "0", "period", "5", "Tab"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { price() == 20.5 })
            XCTAssertEqual(shown(), "20.50")
            // Text the style cannot read keeps the value, shown as the style writes it.
            gtk_widget_grab_focus(spin)
            XCTAssertTrue(InputTool.key("ctrl+a", "x"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { shown() == "x" })
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { shown() == "20.50" })
            XCTAssertEqual(price(), 20.5)
        }
    }
}
