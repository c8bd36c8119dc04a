import FocusUITesting
import TestViews
import Testing

@MainActor
@Suite("List rows render again only when what they read changed (issue 24, headless)")
struct ListRowRendersHeadlessTests {
    @Test func aMoveRendersOnlyTheRowsWhoseFocusChanged() throws {
        let log = RowRenderLog()
        let window = HeadlessApp(rendering: PlainRenderCountingRows(log: log)).windows[0]
        try window.button("Focus First").click()
        let shown = try window.list().realizedRows.count
        #expect(shown > 10)
        log.rendered = []
        try window.pressKey(.downArrow)
        #expect(try window.focusState("focused", as: Int?.self) == 1)
        // The selection and the focus state changed; no row reads either (nor its `isFocused`),
        // so no row is made again.
        #expect(log.rendered == [])
    }

    @Test func aMoveRendersTheTwoRowsThatReadTheirFocus() throws {
        let log = RowRenderLog()
        let window = HeadlessApp(rendering: FocusReadingRows(log: log)).windows[0]
        try window.button("Focus First").click()
        #expect(try window.text("▸ Row 0").exists)
        log.rendered = []
        try window.pressKey(.downArrow)
        #expect(try window.text("▸ Row 1").exists)
        #expect(try window.text("Row 0").exists)
        #expect(log.rendered.sorted() == [0, 1])
    }

    @Test func aStateTheViewReadsOutsideTheRowsRendersEveryShownRowAgain() throws {
        let log = RowRenderLog()
        let window = HeadlessApp(rendering: PlainRenderCountingRows(log: log)).windows[0]
        #expect(try window.text("Rows 3").exists)
        try window.button("Rename").click()
        // The rows read `prefix`, a copy of the state the view read: they render again.
        #expect(try window.text("Items 3").exists)
        #expect(try window.text("Items 0").exists)
        #expect(throws: HeadlessTestError.self) { try window.text("Rows 3") }
    }

    @Test func aRowThatReadsTheSelectionRendersAgainWhenItChanges() throws {
        let log = RowRenderLog()
        let window = HeadlessApp(rendering: SelectionReadingRows(log: log)).windows[0]
        try window.button("Focus First").click()
        try window.pressKey(.downArrow)
        #expect(try window.text("▶ Row 1").exists)
        log.rendered = []
        try window.pressKey(.downArrow)
        #expect(try window.text("▶ Row 2").exists)
        #expect(throws: HeadlessTestError.self) { try window.text("▶ Row 1") }
        #expect(try window.text("Row 1").exists)
        // Every row read the selection, so every shown row rendered again.
        #expect(log.rendered.count > 2)
    }
}
