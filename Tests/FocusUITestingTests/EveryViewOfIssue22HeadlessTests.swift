import FocusUICore
import FocusUITesting
import TestViews
import Testing

/// Issue 22's done-when: one view using every item of the issue renders in the headless twin,
/// with no warning, its controls found by their titles (as `EveryViewOfIssue22GtkTests` on GTK).
@MainActor
@Suite("Every view of issue 22 (headless)")
struct EveryViewOfIssue22HeadlessTests {
    @Test func everythingRendersAndItsControlsAreFound() throws {
        let app = HeadlessApp(rendering: EveryViewOfIssue22())
        let window = app.windows[0]
        #expect(app.focusWarnings == [])
        for title in ["Label view", "Trailing closure", "Symbol", "Delete", "Pill", "Animate"] {
            #expect(try window.button(title).exists, "\(title)")
        }
        for title in ["Name", "Email", "Message", "Age", "Label view field", "Boxed field"] {
            #expect(try window.textField(title).exists, "\(title)")
        }
        #expect(try window.toggle("Toggle label view").isOn)
        #expect(try window.picker("Picker label view").selectedOption == "Large")
        #expect(try window.link("Link label view").exists)
        #expect(try window.menu("Menu label view").exists)
        #expect(try window.text("Bold and italic and code and a link").exists)
        #expect(try window.text("Joined bold italic").exists)
        for text in ["Lazy one", "Lazy two", "Lazy left", "Lazy right"] {
            #expect(try window.text(text).exists, "\(text)")
        }
        try window.button("Symbol").click()
        try window.button("Label view").click()
        #expect(try window.control(.stepper, "Count 3").exists)
        try window.button("Details…").click()
        #expect(window.focusedControl?.title == "Popover field")
        try window.pressEscape()
        #expect(window.focusedControl?.title == "Details…")
    }
}
