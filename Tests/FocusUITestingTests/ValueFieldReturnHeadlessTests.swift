import FocusUITesting
import TestViews
import Testing

/// Return in a value field (`TextField(_:value:format:)`) writes the value, then presses the
/// default button, as in a text field; with the app's `.onSubmit`, that runs instead
/// (`ValueFieldReturnGtkTests` on GTK).
@MainActor
@Suite("Return in a value field, headless")
struct ValueFieldReturnHeadlessTests {
    @Test func returnWritesTheValueThenPressesTheDefaultButton() throws {
        let window = HeadlessApp(rendering: PriceForm()).windows[0]
        let price = try window.textField("Price")
        try price.click()
        try price.clearText()
        try price.type("12.5")
        try window.pressReturn()
        #expect(try window.text("log saved 12.5").exists)
    }

    @Test func withOnSubmitReturnSubmitsTheWrittenValueAndNotTheDefaultButton() throws {
        let window = HeadlessApp(rendering: PriceForm()).windows[0]
        let quantity = try window.textField("Quantity")
        try quantity.click()
        try quantity.clearText()
        try quantity.type("3")
        try window.pressReturn()
        #expect(try window.text("log submitted 3").exists)
    }
}
