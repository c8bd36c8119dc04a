import FocusUITesting
import TestViews
import Testing

/// Rows of a label, a switch and a field; `row` focuses a row.
private struct ControlRows: View {
    @FocusState private var row: Int?
    @State private var flags = Array(repeating: false, count: 50)
    @State private var notes = Array(repeating: "", count: 50)

    var body: some View {
        List {
            ForEach(0..<50, id: \.self) { index in
                HStack {
                    Text("Row \(index)")
                    Toggle("Flag \(index)", isOn: $flags[index])
                    TextField("Note \(index)", text: $notes[index])
                }
                .focused($row, equals: index)
            }
        }
    }
}

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

    /// A key a control in a row does not use goes on to the list, as GTK's key events bubble
    /// from the focus widget: Down from a switch moves to the next row; End stays in a field.
    @Test func aKeyAControlInARowDoesNotUseGoesToTheList() throws {
        let window = HeadlessApp(rendering: ControlRows()).windows[0]
        try window.toggle("Flag 3").click()
        #expect(try window.toggle("Flag 3").isFocused)
        try window.pressKey(.downArrow)
        #expect(try window.focusState("row", as: Int?.self) == 4)
        try window.textField("Note 3").click()
        #expect(try window.textField("Note 3").isFocused)
        try window.pressKey(.end)
        #expect(try window.textField("Note 3").isFocused)
    }
}
