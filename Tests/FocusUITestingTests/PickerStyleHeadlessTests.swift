import FocusUITesting
import TestViews
import Testing

@MainActor
@Suite("Rule 20: segmented pickers and radio groups, headless")
struct PickerStyleHeadlessTests {
    let window = HeadlessApp(rendering: UnitsForm()).windows[0]

    var focus: UnitsForm.Field? {
        get throws { try window.focusState("focus") }
    }

    @Test func segmentsAreTabStopsEachAndARadioGroupIsOne() throws {
        #expect(try focus == .units, "the first segment is the first Tab stop")
        var seen: [UnitsForm.Field?] = []
        for _ in 0..<4 {
            try window.tab()
            seen.append(try focus)
        }
        #expect(seen == [.units, .size, .done, .units])
    }

    @Test func choosingAnOptionWritesTheSelectionAndFocusesThePicker() throws {
        try window.button("Done").click()
        try window.picker("Units").select("Imperial")
        #expect(try focus == .units)
        try window.picker("Size").select("L")
        #expect(try focus == .size)
        #expect(try window.text("imperial, L").exists)
        #expect(try window.picker("Units").selectedOption == "Imperial")
    }
}
