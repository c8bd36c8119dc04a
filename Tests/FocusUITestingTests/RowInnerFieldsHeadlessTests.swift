import FocusUITesting
import TestViews
import Testing

/// A `.focused` binding inside a list's row (a field beside a label) is a field whether or not
/// its row is shown (issue 24): a write scrolls to the row and focuses the field, in the write
/// (contract rules 2 and 7).
@MainActor
@Suite("Fields inside a list's rows (issue 24, headless)")
struct RowInnerFieldsHeadlessTests {
    @Test func aWriteToTheFieldOfARowOffScreenScrollsToItAndFocusesTheField() throws {
        let window = HeadlessApp(rendering: NoteRows(count: 500)).windows[0]
        #expect(try !window.list().realizedRows.contains(499))
        try window.button("Field Last").click()
        #expect(try window.focusState("field", as: Int?.self) == 499)
        #expect(try window.list().realizedRows.contains(499))
        #expect(try window.textField("Note 499").isFocused)
    }

    @Test func aWriteToTheFieldOfARowShownFocusesIt() throws {
        let window = HeadlessApp(rendering: NoteRows(count: 500)).windows[0]
        try window.button("Field Five").click()
        #expect(try window.focusState("field", as: Int?.self) == 5)
        #expect(try window.textField("Note 5").isFocused)
    }
}
