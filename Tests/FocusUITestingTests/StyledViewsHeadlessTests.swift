import FocusUICore
import FocusUITesting
import TestViews
import Testing

/// Issue 22: colours, shapes, layers and buttons as apps write them, in the headless twin (as
/// `StyledViewsGtkTests` on GTK).
@MainActor
@Suite("Colours, shapes and buttons (headless)")
struct StyledViewsHeadlessTests {
    let app = HeadlessApp(rendering: StyledViews())

    @Test func buttonsWithLabelViewsAndStylesAreButtonsNamedByTheirText() throws {
        let window = app.windows[0]
        let titles = window.controls.filter { $0.kind == .button }.map(\.title)
        #expect(titles == ["Share", "Add", "Plain", "Prominent", "Pill", "Small"])
        for title in titles { try window.button(title).click() }
        #expect(try window.text("taps 6").exists)
    }

    @Test func aButtonReportsGnomesClassesOfItsLookAndSize() throws {
        let window = app.windows[0]
        #expect(try window.button("Prominent").styleClasses == ["suggested-action"])
        #expect(try window.button("Plain").styleClasses == ["flat", "focusui-plain"])
        #expect(try window.button("Small").styleClasses == ["focusui-size-small"])
        #expect(try window.button("Add").styleClasses == [])
    }

    @Test func aStyledButtonIsOneTabStopHoldingItsStylesView() throws {
        let window = app.windows[0]
        try window.button("Prominent").click()
        try window.tab()
        #expect(window.focusedControl?.title == "Pill")
        try window.pressSpace()
        #expect(try window.text("taps 2").exists)
        // The style's view shows the label.
        #expect(window.controls.filter { $0.kind == .text && $0.title == "Pill" }.count == 1)
    }
}
