import FocusUITesting
import TestViews
import Testing

/// `Stepper(value:in:step:format:label:)`: the value as the format style writes it, stepped by
/// the arrow keys (`FormattedStepperGtkTests` on GTK).
@MainActor
@Suite("A stepper with a format style, headless")
struct FormattedStepperHeadlessTests {
    @Test func itShowsItsValueAsTheStyleWritesItAndSteps() throws {
        let window = HeadlessApp(rendering: FormattedStepperForm()).windows[0]
        let price = try window.stepper("Price")
        #expect(price.valueText == "12.50")
        try price.click()
        try price.increment()
        #expect(price.valueText == "13.00")
        #expect(try window.text("price 13.0").exists)
    }
}
