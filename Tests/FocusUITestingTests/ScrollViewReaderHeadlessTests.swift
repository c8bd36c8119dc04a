import FocusUITesting
import TestViews
import Testing

@MainActor
@Suite("ScrollViewReader scrolls a lazy list to a row by id (issue 23, headless)")
struct ScrollViewReaderHeadlessTests {
    @Test func anchorsPlaceTheRowAndFocusStays() throws {
        let window = HeadlessApp(rendering: ScrollingList()).windows[0]
        let list = try window.list()
        #expect(list.firstVisibleRow == 0)
        try window.button("Top 5000").click()
        #expect(list.firstVisibleRow == 5000)
        #expect(try list.row(5000).isRealized)
        #expect(window.focusedControl?.title == "Top 5000")
        #expect(try window.focusState("focused", as: Int?.self) == nil)
        try window.button("Bottom 9999").click()
        #expect(list.firstVisibleRow + list.visibleRowCount - 1 == 9999)
        try window.button("Centre 5000").click()
        let middle = list.firstVisibleRow + (list.visibleRowCount - 1) / 2
        #expect(abs(middle - 5000) <= 1)
        // Without an anchor: the least scrolling, here up to the row.
        try window.button("Nearest 42").click()
        #expect(list.firstVisibleRow == 42)
        try window.button("Missing").click()
        #expect(list.firstVisibleRow == 42)
    }
}
