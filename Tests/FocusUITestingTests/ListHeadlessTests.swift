import FocusUITesting
import TestViews
import Testing

@MainActor
@Suite("List: a lazy list of rows that are fields (issue 24, headless)")
struct ListHeadlessTests {
    @Test func theListIsOneTabStopEnteredOnTheFirstRowWithoutSelecting() throws {
        let window = HeadlessApp(rendering: ContactsList()).windows[0]
        try window.textField("Search").click()
        try window.tab()
        #expect(try window.focusState("focused", as: Int?.self) == 0)
        #expect(try window.text("selection []").exists)
        #expect(try window.text("▸ Ada").exists)
        try window.tab()
        #expect(try window.focusState("focused", as: Int?.self) == nil)
        #expect(window.focusedControl?.title == "Focus Last")
        try window.shiftTab()
        #expect(try window.focusState("focused", as: Int?.self) == 0)
    }

    @Test func focusEnteringLandsOnTheSelectedRowAndKeepsTheSelection() throws {
        let window = HeadlessApp(rendering: ContactsList()).windows[0]
        try window.button("Select Third").click()
        try window.textField("Search").click()
        try window.tab()
        #expect(try window.focusState("focused", as: Int?.self) == 2)
        #expect(try window.text("selection [2]").exists)
    }

    /// The app selecting another row (a new item after a sheet added it) while focus is on a
    /// row moves focus to the selected row in one change: Delete, the context menu and the
    /// arrows act on the row the user sees selected. Focus outside the list stays there.
    @Test func theAppSelectingAnotherRowMovesFocusFromTheFocusedRowToIt() throws {
        let window = HeadlessApp(rendering: ContactsList()).windows[0]
        try window.textField("Search").click()
        try window.button("Select Third").activateWithoutFocus()
        #expect(try window.focusState("focused", as: Int?.self) == nil, "focus stays in the search field")
        try window.tab()
        try window.pressKey(.upArrow)
        #expect(try window.focusState("focused", as: Int?.self) == 1)
        #expect(try window.text("selection [1]").exists)
        try window.button("Select Third").activateWithoutFocus()
        #expect(try window.focusState("focused", as: Int?.self) == 2)
        #expect(try window.text("selection [2]").exists)
        #expect(try window.text("log nil->2 2->1 1->2").exists, "one change")
        try window.pressKey(.downArrow)
        #expect(try window.focusState("focused", as: Int?.self) == 3)
    }

    /// A row the app adds above the focused one and selects (a sheet's new item) takes focus;
    /// the focused row deleted while the app selects another: focus goes to the selected row,
    /// not the neighbour, in one change.
    @Test func theAppAddingAndSelectingARowOrDeletingTheFocusedOneMovesFocusToTheSelection() throws {
        let window = HeadlessApp(rendering: ContactsList()).windows[0]
        try window.button("Focus Third").click()
        try window.button("Add And Select").activateWithoutFocus()
        #expect(try window.focusState("focused", as: Int?.self) == 7)
        #expect(try window.text("selection [7]").exists)
        try window.pressKey(.downArrow)
        try window.pressKey(.downArrow)
        try window.pressKey(.downArrow)
        #expect(try window.focusState("focused", as: Int?.self) == 2, "New 7, Ada, Brian, Cleo: the third")
        try window.button("Delete Focused, Select First").activateWithoutFocus()
        #expect(try window.focusState("focused", as: Int?.self) == 7)
        #expect(try window.text("log nil->2 2->7 7->0 0->1 1->2 2->7").exists, "one change each")
    }

    @Test func arrowsMoveFocusAndSelectionControlMovesFocusOnly() throws {
        let window = HeadlessApp(rendering: ContactsList()).windows[0]
        try window.textField("Search").click()
        try window.tab()
        try window.pressKey(.downArrow)
        #expect(try window.focusState("focused", as: Int?.self) == 1)
        #expect(try window.text("selection [1]").exists)
        try window.pressKey(.downArrow, modifiers: .control)
        #expect(try window.focusState("focused", as: Int?.self) == 2)
        #expect(try window.text("selection [1]").exists)
        try window.pressKey(.end)
        #expect(try window.focusState("focused", as: Int?.self) == 6)
        #expect(try window.text("selection [6]").exists)
        try window.pressKey(.downArrow)
        #expect(try window.focusState("focused", as: Int?.self) == 6)
        try window.pressKey(.home)
        #expect(try window.focusState("focused", as: Int?.self) == 0)
        #expect(try window.text("log nil->0 0->1 1->2 2->6 6->0").exists)
    }

    @Test func aWriteToARowFarAwayScrollsFocusesAndSelectsItInTheSameWrite() throws {
        let window = HeadlessApp(rendering: ContactsList(count: 10_000)).windows[0]
        let list = try window.list()
        #expect(!list.realizedRows.contains(9_999))
        try window.button("Focus Last").click()
        #expect(try window.text("read 9999").exists)
        #expect(try window.focusState("focused", as: Int?.self) == 9_999)
        #expect(list.focusedRow == 9_999)
        #expect(list.realizedRows.contains(9_999))
        #expect(list.realizedRows.count <= 14)
        #expect(try window.text("selection [9999]").exists)
    }

    @Test func scrollingTheFocusedRowAwayKeepsTheStateAndItsRow() throws {
        let window = HeadlessApp(rendering: ContactsList(count: 1_000)).windows[0]
        let list = try window.list()
        try window.button("Focus Third").click()
        list.scroll(toRow: 500)
        #expect(try window.focusState("focused", as: Int?.self) == 2)
        #expect(list.realizedRows.contains(2))
        #expect(list.realizedRows.contains(500))
        // The next arrow goes on from the focused row, scrolling back to it.
        try window.pressKey(.downArrow)
        #expect(try window.focusState("focused", as: Int?.self) == 3)
        #expect(list.firstVisibleRow <= 3)
    }

    @Test func removingTheFocusedRowMovesFocusToTheRowBelowInOneChange() throws {
        let window = HeadlessApp(rendering: ContactsList()).windows[0]
        try window.button("Focus Third").click()
        try window.pressKey(.deleteForward)
        #expect(try window.focusState("focused", as: Int?.self) == 3)
        #expect(try window.text("log nil->2 2->3").exists)
        #expect(try window.list().rowCount == 6)
        // The last row: focus goes to the one above.
        try window.pressKey(.end)
        try window.pressKey(.deleteForward)
        #expect(try window.focusState("focused", as: Int?.self) == 5)
    }

    @Test func removingTheOnlyRowLeavesFocusOnTheListItself() throws {
        let window = HeadlessApp(rendering: ContactsList(count: 1)).windows[0]
        try window.button("Focus Last").click()
        #expect(try window.focusState("focused", as: Int?.self) == 0)
        try window.pressKey(.deleteForward)
        #expect(try window.list().rowCount == 0)
        #expect(try window.focusState("focused", as: Int?.self) == nil)
        #expect(try window.text("log nil->0 0->nil").exists, "one change, to nil")
        #expect(try window.list().hasFocus, "focus stays in the list, as in SwiftUI")
        // The list is still one Tab stop away from the next control.
        try window.tab()
        #expect(window.focusedControl?.title == "Focus Last")
    }

    @Test func anInsertAboveKeepsFocusOnTheRow() throws {
        let window = HeadlessApp(rendering: ContactsList()).windows[0]
        try window.button("Focus Third").click()
        try window.list().row(containing: "Cleo").click()
        try window.pressKey(.downArrow)
        #expect(try window.focusState("focused", as: Int?.self) == 3)
        try window.button("Insert Top").click()
        try window.list().row(containing: "Dora").click()
        #expect(try window.focusState("focused", as: Int?.self) == 3)
        #expect(try window.list().focusedRow == 4)
    }

    @Test func typeAheadMovesToTheNextRowStartingWithTheTypedText() throws {
        let window = HeadlessApp(rendering: ContactsList()).windows[0]
        try window.list().row(0).click()
        try window.pressKey("g")
        #expect(try window.focusState("focused", as: Int?.self) == 5)
        try window.pressKey("a")
        // "ga" matches nothing after Grace; nothing moves.
        #expect(try window.focusState("focused", as: Int?.self) == 5)
        try window.pressKey(.home)
        try window.pressKey("a")
        #expect(try window.focusState("focused", as: Int?.self) == 6)
        try window.pressKey("a")
        #expect(try window.focusState("focused", as: Int?.self) == 0)
    }

    @Test func shiftAndControlExtendAndToggleASetSelection() throws {
        let window = HeadlessApp(rendering: ContactsList(multipleSelection: true)).windows[0]
        let list = try window.list()
        try list.row(1).click()
        try window.pressKey(.downArrow, modifiers: .shift)
        try window.pressKey(.downArrow, modifiers: .shift)
        #expect(list.selectedRows == [1, 2, 3])
        try list.row(5).click(modifiers: .control)
        #expect(list.selectedRows == [1, 2, 3, 5])
        try list.row(5).click(modifiers: .control)
        #expect(list.selectedRows == [1, 2, 3])
        try list.row(0).click(modifiers: .shift)
        #expect(list.selectedRows == [0, 1, 2, 3, 4, 5])
        try window.pressKey("a", modifiers: .control)
        #expect(list.selectedRows == Array(0..<7))
        try window.pressSpace()
        #expect(!list.selectedRows.contains(0))
    }

    @Test func altArrowsMoveTheRowAndFocusStaysOnIt() throws {
        let window = HeadlessApp(rendering: ContactsList()).windows[0]
        try window.list().row(1).click()
        try window.pressKey(.downArrow, modifiers: .option)
        #expect(try window.focusState("focused", as: Int?.self) == 1)
        #expect(try window.list().focusedRow == 2)
        #expect(try window.list().row(2).text == "Brian")
    }

    @Test func rowsArePositionedForScreenReaders() throws {
        let window = HeadlessApp(rendering: ContactsList()).windows[0]
        let row = try window.list().row(containing: "Cleo")
        #expect(row.positionDescription == "3 of 7")
        #expect(row.text == "Cleo")
        #expect(row.accessibleName == "Cleo, 3 of 7")
    }

    @Test func aRowsNameSkipsAnEmptyTextAndSaysHowMuchABarHasDone() throws {
        let books = [("Dune", "Frank Herbert", 0.4), ("Emma", "", 1.0)]
        let window = HeadlessApp(
            rendering: List(books, id: \.0) { book in
                HStack {
                    Text(book.0)
                    Text(book.1)
                    ProgressView(value: book.2)
                }
            }
        ).windows[0]
        #expect(try window.list().row(0).accessibleName == "Dune Frank Herbert 40%, 1 of 2")
        #expect(try window.list().row(1).accessibleName == "Emma 100%, 2 of 2", "not \"Emma  100%\"")
    }
}

/// Rows whose ids are not of the selection's type are selected by their `.tag(_:)`, as in
/// SwiftUI (`TaggedListRowsGtkTests` has the same on GTK).
@MainActor
@Suite("List: rows selected by their tags (headless)")
struct TaggedListRowsHeadlessTests {
    @Test func theSelectionIsShownAndArrowsAndClicksWriteTheRowsTags() throws {
        let window = HeadlessApp(rendering: TaggedProjects()).windows[0]
        let list = try window.list(0)
        #expect(list.selectedRows == [0], "Inbox, the selection at first, is shown selected")
        try list.row(containing: "Work").click()
        #expect(try window.text("showing Work").exists)
        #expect(list.selectedRows == [2])
        try window.pressKey(.downArrow)
        #expect(try window.text("showing Home").exists)
        #expect(list.selectedRows == [3])
    }

    @Test func aSetSelectionTakesTheTagsOfTheRowsClicked() throws {
        let window = HeadlessApp(rendering: TaggedProjects()).windows[0]
        let list = try window.list(1)
        try list.row(containing: "Today").click()
        try list.row(containing: "Home").click(modifiers: .control)
        #expect(try window.text("marked Home Today").exists)
        #expect(list.selectedRows == [1, 3])
    }

    /// A selection of another type than the rows' ids, with no tags: the rows cannot be
    /// selected, as in SwiftUI, and FocusUI says why once; tagged rows say nothing.
    @Test func rowsWhoseIdsAreNotOfTheSelectionsTypeAreReportedOnce() throws {
        enum Shelf: Hashable { case inbox, archive }
        struct Shelves: View {
            let tagged: Bool
            @State var shelf: Shelf?
            var body: some View {
                List(selection: $shelf) {
                    ForEach(["Inbox", "Archive"], id: \.self) { name in
                        if tagged {
                            Text(name).tag(name == "Inbox" ? Shelf.inbox : Shelf.archive)
                        } else {
                            Text(name)
                        }
                    }
                }
            }
        }
        let untagged = HeadlessApp(rendering: Shelves(tagged: false))
        try untagged.windows[0].list().row(1).click()
        #expect(try untagged.windows[0].list().selectedRows == [])
        let warnings = untagged.focusWarnings.filter { $0.contains("List(selection:) of Shelf") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("ids of type String") == true)
        let tagged = HeadlessApp(rendering: Shelves(tagged: true))
        try tagged.windows[0].list().row(1).click()
        #expect(try tagged.windows[0].list().selectedRows == [1])
        #expect(!tagged.focusWarnings.contains { $0.contains("List(selection:)") })
    }
}
