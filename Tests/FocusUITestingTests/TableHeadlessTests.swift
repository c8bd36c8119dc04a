import FocusUITesting
import TestViews
import Testing

@MainActor
@Suite("Table: rows in columns, sorted by their headers (issue 24, headless)")
struct TableHeadlessTests {
    @Test func aTableShowsEachRowsCellsInItsColumnsAndMakesOnlyTheRowsOnScreen() throws {
        let window = HeadlessApp(rendering: PeopleTable(count: 10_000)).windows[0]
        let table = try window.list()
        #expect(table.columnTitles == ["Name", "Email", "Age", "Greet"])
        #expect(table.rowCount == 10_000)
        #expect(table.realizedRows.count <= 14)
        #expect(try Array(table.row(0).cells.prefix(3)) == ["Ada 0", "ada0@example.org", "10 years"])
        #expect(try table.row(0).cells.count == 4)
        #expect(try window.button("Greet 0").exists)
        #expect(throws: (any Error).self) { try window.button("Greet 5000").click() }
    }

    @Test func aHeaderClickSortsByItsColumnFirstAndASecondClickReversesIt() throws {
        let window = HeadlessApp(rendering: PeopleTable()).windows[0]
        let table = try window.list()
        #expect(table.sortColumn?.title == "Name")
        #expect(table.sortColumn?.ascending == true)
        try table.clickColumnHeader("Age")
        #expect(try window.text("sort age ascending, name ascending").exists)
        #expect(table.sortColumn?.title == "Age")
        #expect(table.sortColumn?.ascending == true)
        #expect(try table.row(0).cells[2] == "10 years")
        try table.clickColumnHeader("Age")
        #expect(try window.text("sort age descending, name ascending").exists)
        #expect(table.sortColumn?.ascending == false)
        #expect(try table.row(0).cells[2] == "86 years")
        // Back to a column sorted before: it comes first, ascending; the others follow.
        try table.clickColumnHeader("Name")
        #expect(try window.text("sort name ascending, age descending").exists)
        #expect(try table.row(0).cells[0] == "Ada 0")
        // A column without a comparator does not sort.
        try table.clickColumnHeader("Greet")
        #expect(try window.text("sort name ascending, age descending").exists)
        #expect(throws: (any Error).self) { try table.clickColumnHeader("Phone") }
    }

    @Test func theHeaderShowsTheOrderTheAppSets() throws {
        let window = HeadlessApp(rendering: PeopleTable()).windows[0]
        try window.button("Sort by Age Descending").click()
        let table = try window.list()
        #expect(table.sortColumn?.title == "Age")
        #expect(table.sortColumn?.ascending == false)
        #expect(try table.row(0).cells[2] == "86 years")
    }

    /// A cell's text keeps to one line, ending in "…" where its column is too narrow, as in
    /// SwiftUI's tables.
    @Test func aCellsTextIsOneLine() throws {
        let window = HeadlessApp(rendering: PeopleTable()).windows[0]
        let table = try window.list()
        let name = try #require(table.row(0).cells.first)
        #expect(try window.text(name).component(as: TextComponent.self)?.lineLimit == 1)
        #expect(try window.text("selected ").component(as: TextComponent.self)?.lineLimit == nil)
    }

    /// Tab into the table focuses its first row and selects nothing; Shift+Down then extends
    /// from that row, as a GNOME file list does (GTK's own anchor would leave it out).
    @Test func shiftWithNothingSelectedExtendsFromTheFocusedRow() throws {
        let window = HeadlessApp(rendering: PeopleTable()).windows[0]
        let table = try window.list()
        try window.textField("Search").click()
        try window.tab()
        #expect(table.focusedRow == 0)
        #expect(try window.text("selected ").exists)
        try window.pressKey(.downArrow, modifiers: .shift)
        try window.pressKey(.downArrow, modifiers: .shift)
        #expect(table.focusedRow == 2)
        #expect(table.selectedRows == [0, 1, 2])
    }

    @Test func aTableIsOneTabStopWhoseArrowsMoveFocusAndSelection() throws {
        let window = HeadlessApp(rendering: PeopleTable()).windows[0]
        let table = try window.list()
        try window.textField("Search").click()
        try window.tab()
        #expect(table.focusedRow == 0)
        #expect(try window.text("table focused true").exists)
        #expect(try window.text("selected ").exists)
        try window.pressKey(.downArrow)
        #expect(table.focusedRow == 1)
        #expect(try window.text("selected 16").exists)
        try window.pressKey(.downArrow, modifiers: .shift)
        #expect(try window.text("selected 16,24").exists)
        try window.pressKey(.end)
        #expect(table.focusedRow == 39)
        // Type-ahead matches a row's cells' text.
        try window.pressKey(.home)
        try window.pressKey("g")
        #expect(try table.row(table.focusedRow ?? 0).cells[0].hasPrefix("Grace"))
        try window.tab()
        #expect(try window.text("table focused false").exists)
    }

    @Test func aWriteToTheTablesFocusStateFocusesItsSelectedRowFarAway() throws {
        let window = HeadlessApp(rendering: PeopleTable(count: 1_000)).windows[0]
        let table = try window.list()
        try window.button("Select Last").click()
        #expect(table.selectedRows == [999])
        #expect(!table.realizedRows.contains(999))
        try window.button("Focus Table").click()
        #expect(try window.text("table focused true").exists)
        #expect(table.focusedRow == 999)
        #expect(table.realizedRows.contains(999))
    }

    @Test func aControlInACellWorksAndRemovingRowsUpdatesTheTable() throws {
        let window = HeadlessApp(rendering: PeopleTable()).windows[0]
        try window.button("Greet 16").click()
        #expect(try window.text("greeted 16").exists)
        let table = try window.list()
        try table.row(0).click()
        try table.row(1).click(modifiers: .control)
        #expect(try window.text("selected 0,16").exists)
        try window.button("Remove Selected").click()
        #expect(table.rowCount == 38)
        #expect(try table.row(0).cells[0] == "Ada 24")
    }

    @Test func aTablesContextMenuActsOnTheRowsItIsOpenedOn() throws {
        let window = HeadlessApp(rendering: PeopleTable()).windows[0]
        #expect(try window.text("Ada 16").contextMenuItems.contains("Greet Selected"))
        try window.text("Ada 16").chooseContextMenuItem("Greet Selected")
        #expect(try window.text("greeted menu 16").exists)
    }

    @Test func aTableWithoutSelectionOrSortOrderShowsItsColumnsAndDoesNotSort() throws {
        let window = HeadlessApp(rendering: PlainPeopleTable()).windows[0]
        let table = try window.list()
        #expect(table.columnTitles == ["Name", "Age"])
        #expect(try table.row(0).cells == ["Ada 0", "10"])
        try table.clickColumnHeader("Name")
        #expect(table.sortColumn == nil)
        try table.row(1).click()
        #expect(table.selectedRows.isEmpty)
        #expect(table.focusedRow == 1)
    }

    @Test func columnsFromDataFollowTheFixedOnesAndHiddenHeadersCannotBeClicked() throws {
        let window = HeadlessApp(rendering: ForEachColumnsTable()).windows[0]
        let table = try window.list()
        #expect(table.columnTitles == ["Name", "Email", "Age"])
        #expect(try table.row(0).cells == ["Ada 0", "ada0@example.org", "10"])
        #expect(table.showsColumnHeaders)
        let hidden = try HeadlessApp(rendering: ForEachColumnsTable(hidesHeaders: true)).windows[0].list()
        #expect(!hidden.showsColumnHeaders)
        #expect(throws: (any Error).self) { try hidden.clickColumnHeader("Name") }
    }

    @Test func removingTheFocusedRowMovesFocusToTheRowBelowInOneChange() throws {
        // Rule 11, the list case, for a table: the selected and focused row goes, the row below
        // takes focus, and the table keeps it.
        let window = HeadlessApp(rendering: PeopleTable()).windows[0]
        let table = try window.list()
        try table.row(1).click()
        #expect(try window.text("selected 16").exists)
        let below = try table.row(2).cells[0]
        try window.button("Remove Selected").activateWithoutFocus()
        #expect(table.rowCount == 39)
        #expect(table.focusedRow == 1)
        #expect(try table.row(1).cells[0] == below)
        #expect(try window.text("table focused true").exists)
    }
}
