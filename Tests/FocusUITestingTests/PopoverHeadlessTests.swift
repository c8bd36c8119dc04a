import FocusUITesting
import TestViews
import Testing

@MainActor
@Suite("Popovers: a focus scope in the window (headless)")
struct PopoverHeadlessTests {
    fileprivate func trace(_ app: HeadlessApp, _ window: HeadlessWindow) -> [String] {
        app.focusTrace.filter { $0.contains("window=\(window.id) state=focus ") }
    }

    fileprivate func open(_ app: HeadlessApp) throws -> HeadlessWindow {
        let main = app.windows[0]
        try main.button("Filter…").click()
        #expect(try main.text("shown true").exists)
        return main
    }

    @Test func openingFocusesTheFirstTabStopInsideAsOneChange() throws {
        let app = HeadlessApp(rendering: FilterPopoverView(), title: "Main")
        let main = try open(app)
        #expect(main.focusedControl?.title == "Exact")
        #expect(try main.focusState("focus", as: FilterPopoverView.Field?.self) == .exact)
        #expect(
            trace(app, main).suffix(1) == [
                "focus window=\(main.id) state=focus filterButton -> exact cause=program"
            ])
    }

    @Test func itsDefaultFocusDecidesBeforeTheFirstTabStop() throws {
        let app = HeadlessApp(rendering: FilterPopoverView(defaultsToQuery: true), title: "Main")
        let main = try open(app)
        #expect(main.focusedControl?.title == "Name contains")
        let lines = trace(app, main)
        #expect(lines.last?.hasPrefix("focus window=\(main.id) state=focus filterButton -> query ") == true)
        #expect(!lines.contains { $0.contains("-> exact") })
    }

    @Test func tabCyclesInsideThePopover() throws {
        let app = HeadlessApp(rendering: FilterPopoverView(), title: "Main")
        let main = try open(app)
        var titles: [String] = []
        for _ in 0..<5 {
            try main.tab()
            titles.append(main.focusedControl?.title ?? "nil")
        }
        #expect(titles == ["Name contains", "Done", "Close", "Exact", "Name contains"])
        try main.pressKey(.tab, modifiers: .shift)
        #expect(main.focusedControl?.title == "Exact")
    }

    @Test func escapeClosesAndFocusReturnsToTheButtonAsOneChange() throws {
        let app = HeadlessApp(rendering: FilterPopoverView(), title: "Main")
        let main = try open(app)
        try main.tab()
        #expect(main.focusedControl?.title == "Name contains")
        try main.pressEscape()
        #expect(try main.text("shown false").exists)
        #expect(main.focusedControl?.title == "Filter…")
        #expect(
            trace(app, main).suffix(1) == [
                "focus window=\(main.id) state=focus query -> filterButton cause=program"
            ])
        #expect(!trace(app, main).contains { $0.contains("-> nil") })
        // The binding was written back: the button opens it again.
        try main.button("Filter…").click()
        #expect(main.focusedControl?.title == "Exact")
    }

    @Test func theBindingSetToFalseAndDismissCloseItToo() throws {
        let app = HeadlessApp(rendering: FilterPopoverView(), title: "Main")
        var main = try open(app)
        try main.button("Done").click()
        #expect(try main.text("shown false").exists)
        #expect(main.focusedControl?.title == "Filter…")
        main = try open(app)
        try main.button("Close").click()
        #expect(try main.text("shown false").exists)
        #expect(main.focusedControl?.title == "Filter…")
        // Clicking Close (no field of the state) read nil; closing then moved focus once.
        #expect(
            trace(app, main).suffix(2) == [
                "focus window=\(main.id) state=focus exact -> nil cause=user",
                "focus window=\(main.id) state=focus nil -> filterButton cause=program",
            ])
        #expect(throws: (any Error).self) { try main.textField("Name contains").click() }
    }
}

extension PopoverHeadlessTests {
    @Test func aClickOutsideOnlyClosesIt() throws {
        let app = HeadlessApp(rendering: FilterPopoverView(), title: "Main")
        let main = try open(app)
        try main.tab()
        try main.textField("Other").click()
        #expect(try main.text("shown false").exists)
        // GTK's autohide took the press: focus went back to the button, not to Other.
        #expect(main.focusedControl?.title == "Filter…")
        #expect(
            trace(app, main).suffix(1) == [
                "focus window=\(main.id) state=focus query -> filterButton cause=program"
            ])
    }
}

extension PopoverHeadlessTests {
    @Test func aWriteThatMovesFocusOutClosesIt() throws {
        let app = HeadlessApp(rendering: FilterPopoverView(), title: "Main")
        let main = try open(app)
        try main.tab()
        try main.textField("Name contains").type("ab")
        #expect(main.focusedControl?.title == "Other")
        #expect(try main.text("shown false").exists)
        #expect(
            trace(app, main).suffix(1) == ["focus window=\(main.id) state=focus query -> other cause=program"]
        )
    }
}
