import FocusUICore
import FocusUITesting
import Foundation
import TestViews
import Testing

/// A `NavigationLink` that is a `List`'s row, in the twin as on GTK (`ListRowLinkGtkTests`): the
/// row is the link, not a button inside it: Return on the focused row and a click on the row
/// push its page, and the row ends with a chevron.
@MainActor
@Suite("FocusUITesting: navigation links as list rows")
struct ListRowLinkHeadlessTests {
    let window = HeadlessApp(rendering: ShowsStack(), title: "Podcasts").windows[0]

    @Test func returnOnTheFocusedRowPushesItsPage() throws {
        #expect(window.title == "Library")
        let list = try window.list()
        #expect(throws: (any Error).self) { try window.button("Radiolab") }
        #expect(try window.control(.image, "go-next-symbolic").exists)
        #expect(try list.row(1).text == "Serial by WNYC 12", "the badge in the row, before its chevron")
        try window.tab()
        _ = try window.pressKey(.downArrow)
        #expect(list.focusedRow == 1)
        try window.pressReturn()
        #expect(window.title == "Serial")
        #expect(try window.textField("Serial notes").isFocused)
        try window.goBack()
        #expect(list.focusedRow == 1, "back on the row that pushed")
    }

    @Test func aClickOnTheRowFocusesItAndPushesItsPage() throws {
        try window.list().row(containing: "Reply All").click()
        #expect(window.title == "Reply All")
        try window.goBack()
        #expect(try window.list().focusedRow == 2, "the click focused the row")
    }

    @Test func aLinkInsideARowsStackIsAButton() throws {
        #expect(try window.button("Open Archive").exists)
    }
}
