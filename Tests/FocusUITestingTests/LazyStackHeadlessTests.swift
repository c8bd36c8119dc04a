import FocusUITesting
import TestViews
import Testing

@MainActor
@Suite("LazyVStack in a ScrollView: cells made as they are shown (issue 24, headless)")
struct LazyStackHeadlessTests {
    @Test func aLazyStackInAScrollViewMakesOnlyTheCellsOnScreen() throws {
        let window = HeadlessApp(rendering: LazyFeed(count: 10_000)).windows[0]
        let stack = try window.list()
        #expect(stack.rowCount == 10_000)
        #expect(stack.realizedRows.count <= 14)
        #expect(!stack.realizedRows.contains(9_999))
        #expect(try window.button("Open 0").exists)
        #expect(throws: (any Error).self) { try window.button("Open 9999").click() }
    }

    @Test func tabGoesThroughEachCellsControlsThenTheNextCells() throws {
        let window = HeadlessApp(rendering: LazyFeed()).windows[0]
        try window.textField("Search").click()
        try window.tab()
        #expect(window.focusedControl?.title == "Open 0")
        #expect(try window.focusState("focused", as: Int?.self) == 0)
        try window.tab()
        #expect(window.focusedControl?.title == "Star 0")
        try window.tab()
        #expect(window.focusedControl?.title == "Open 1")
        #expect(try window.focusState("focused", as: Int?.self) == 1)
        try window.shiftTab()
        #expect(window.focusedControl?.title == "Star 0")
        #expect(try window.focusState("focused", as: Int?.self) == 0)
        // Nothing is selected; the cursor keys do nothing in a stack (GTK's list takes them).
        try window.pressKey(.downArrow)
        #expect(window.focusedControl?.title == "Star 0")
        #expect(try window.list().selectedRows.isEmpty)
    }

    @Test func tabFromTheLastCellOnScreenScrollsTheNextIntoView() throws {
        let window = HeadlessApp(rendering: LazyFeed(count: 1_000)).windows[0]
        let stack = try window.list()
        try window.button("Open 9").click()
        #expect(!stack.realizedRows.contains(12))
        for _ in 0..<6 { try window.tab() }
        #expect(window.focusedControl?.title == "Open 12")
        #expect(try window.focusState("focused", as: Int?.self) == 12)
        #expect(stack.realizedRows.contains(12))
    }

    @Test func focusEntersTheCellItWasLastInAndShiftTabItsLastControl() throws {
        let window = HeadlessApp(rendering: LazyFeed()).windows[0]
        try window.button("Star 2").click()
        try window.textField("Search").click()
        try window.tab()
        #expect(window.focusedControl?.title == "Open 2")
        try window.button("Focus Last").click()
        #expect(window.focusedControl?.title == "Open 39")
        // Shift+Tab from the first field wraps to the last button, then enters the stack.
        try window.textField("Search").click()
        try window.shiftTab()
        #expect(window.focusedControl?.title == "Focus Last")
        try window.shiftTab()
        #expect(window.focusedControl?.title == "Star 39")
    }

    @Test func aWriteToACellFarAwayScrollsAndFocusesItsFirstControlInTheSameWrite() throws {
        let window = HeadlessApp(rendering: LazyFeed(count: 10_000)).windows[0]
        let stack = try window.list()
        try window.button("Focus Last").click()
        #expect(try window.text("read 9999").exists)
        #expect(try window.focusState("focused", as: Int?.self) == 9_999)
        #expect(window.focusedControl?.title == "Open 9999")
        #expect(stack.realizedRows.contains(9_999))
        #expect(stack.realizedRows.count <= 14)
    }

    @Test func aCellKeepsItsStateByIdWhileOffScreen() throws {
        let window = HeadlessApp(rendering: LazyFeed(count: 1_000)).windows[0]
        let stack = try window.list()
        try window.button("Star 3").click()
        #expect(try window.text("★ 3").exists)
        try window.textField("Search").click()
        stack.scroll(toRow: 500)
        #expect(!stack.realizedRows.contains(3))
        stack.scroll(toRow: 0)
        #expect(try window.text("★ 3").exists)
        #expect(try window.text("☆ 4").exists)
    }

    @Test func scrollingTheFocusedCellAwayKeepsFocusOnItsControlAndTheState() throws {
        let window = HeadlessApp(rendering: LazyFeed(count: 1_000)).windows[0]
        let stack = try window.list()
        try window.button("Focus Last").click()
        try window.tab()
        #expect(window.focusedControl?.title == "Star 999")
        stack.scroll(toRow: 0)
        #expect(try window.text("☆ 3").exists)
        #expect(try window.focusState("focused", as: Int?.self) == 999)
        #expect(window.focusedControl?.title == "Star 999")
    }

    @Test func tabPassesOverACellWithNoControl() throws {
        let window = HeadlessApp(rendering: LazyFeed(textOnlyCell: 2)).windows[0]
        try window.button("Star 1").click()
        try window.tab()
        #expect(window.focusedControl?.title == "Open 3")
        #expect(try window.focusState("focused", as: Int?.self) == 3)
        try window.shiftTab()
        #expect(window.focusedControl?.title == "Star 1")
    }

    @Test func tabEntersAStackWhoseFirstCellHasNoControlOnTheNextCell() throws {
        let window = HeadlessApp(rendering: LazyFeed(textOnlyCell: 0)).windows[0]
        try window.textField("Search").click()
        try window.tab()
        #expect(window.focusedControl?.title == "Open 1")
        #expect(try window.focusState("focused", as: Int?.self) == 1)
    }

    @Test func aLazyStackBesideOtherViewsInAScrollViewIsAPlainStack() throws {
        let window = HeadlessApp(rendering: LazyFeed(count: 30, besideHeader: true)).windows[0]
        #expect(throws: (any Error).self) { try window.list() }
        #expect(try window.text("Header").exists)
        #expect(try window.button("Open 29").exists)
    }

    @Test func aLazyStackOutsideAScrollViewIsAPlainStackOfEveryCell() throws {
        let window = HeadlessApp(rendering: LazyFeed(count: 30, inScrollView: false)).windows[0]
        #expect(throws: (any Error).self) { try window.list() }
        #expect(try window.button("Open 29").exists)
        try window.button("Focus Last").click()
        #expect(window.focusedControl?.title == "Open 29")
    }
}

@MainActor
@Suite("LazyVGrid: cells made as they are shown (issue 24, headless)")
struct LazyGridHeadlessTests {
    @Test func aLazyGridMakesOnlyTheCellsOnScreenAndTabGoesCellByCell() throws {
        let window = HeadlessApp(rendering: LazyPhotoGrid(count: 10_000)).windows[0]
        let grid = try window.list()
        #expect(grid.rowCount == 10_000)
        #expect(!grid.realizedRows.contains(9_999))
        try window.button("Open 0").click()
        try window.tab()
        #expect(window.focusedControl?.title == "Open 1")
        #expect(try window.focusState("focused", as: Int?.self) == 1)
    }

    @Test func aWriteToACellFarAwayFocusesItsControlInTheSameWrite() throws {
        let window = HeadlessApp(rendering: LazyPhotoGrid(count: 10_000)).windows[0]
        try window.button("Focus Last").click()
        #expect(try window.text("read 9999").exists)
        #expect(window.focusedControl?.title == "Open 9999")
    }
}

@MainActor
@Suite("LazyHStack in a horizontal ScrollView (issue 24, headless)")
struct LazyHStackHeadlessTests {
    @Test func aLazyHStackMakesOnlyTheCellsOnScreenAndTabGoesCellByCell() throws {
        let window = HeadlessApp(rendering: LazyShelf()).windows[0]
        let shelf = try window.list()
        #expect(shelf.rowCount == 1_000)
        #expect(!shelf.realizedRows.contains(999))
        try window.button("Item 0").click()
        try window.tab()
        #expect(window.focusedControl?.title == "Item 1")
        #expect(try window.focusState("focused", as: Int?.self) == 1)
        try window.button("Focus Last").click()
        #expect(window.focusedControl?.title == "Item 999")
    }
}

@MainActor
@Suite("A lazy stack of texts is a Tab stop that scrolls (issue 24, headless)")
struct LazyLogHeadlessTests {
    @Test func aStackWithNoControlIsOneTabStopWhoseKeysScrollIt() throws {
        let window = HeadlessApp(rendering: LazyLog()).windows[0]
        let log = try window.list()
        try window.textField("Filter").click()
        try window.tab()
        #expect(window.focusedControl?.title != "After")
        #expect(window.focusedControl?.title != "Filter")
        try window.pressKey(.pageDown)
        #expect(log.firstVisibleRow > 0)
        try window.pressKey(.end)
        #expect(log.realizedRows.contains(9_999))
        try window.pressKey(.home)
        #expect(log.firstVisibleRow == 0)
        try window.tab()
        #expect(window.focusedControl?.title == "After")
    }
}
