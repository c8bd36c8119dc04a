import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI

/// Return in a value field on GTK: the entry activates the default button after the field's
/// `activate` wrote the value (`ValueFieldReturnHeadlessTests` in the twin).
final class ValueFieldReturnGtkTests: XCTestCase {
    func testReturnWritesTheValueThenPressesTheDefaultButton() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(PriceForm())
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            let price = try XCTUnwrap(form.entry(placeholder: "Price"))
            gtk_widget_grab_focus(price)
            // Focus by program selects the text: typing replaces it.
            XCTAssertTrue(InputTool.key("1", "2", "period", "5", "Return"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("log saved 12.5") != nil })

            let quantity = try XCTUnwrap(form.entry(placeholder: "Quantity"))
            gtk_widget_grab_focus(quantity)
            XCTAssertTrue(InputTool.key("3", "Return"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("log saved 12.5,submitted 3") != nil })
        }
    }
}
