import FocusUITesting
import TestViews
import Testing

/// An app whose window's rows show a value of the app's state, passed down as a plain value.
private struct UnitApp: App {
    @State private var unit = "kg"

    var body: some Scene {
        WindowGroup("Main") {
            UnitRows(unit: unit, setUnit: { unit = $0 })
        }
    }
}

private struct UnitRows: View {
    let unit: String
    let setUnit: @MainActor (String) -> Void
    @State private var clicks = 0

    var body: some View {
        VStack {
            Text("Header \(unit)")
            List {
                ForEach(0..<3, id: \.self) { row in
                    Text("Weight \(row) \(unit)")
                }
            }
            Button("Use lb") {
                // A write of the window's own state in the same turn as the app's.
                setUnit("lb")
                clicks += 1
            }
        }
    }
}

/// A row made by a component of the app's own that reads `isFocused` in `makeComponent(in:)`.
private struct FocusMarkedCell: ComponentView {
    let row: Int

    func makeComponent(in environment: EnvironmentValues) -> TextComponent {
        TextComponent(content: environment.isFocused ? "* Cell \(row)" : "Cell \(row)")
    }
}

private struct ComponentRows: View {
    @State private var selection: Int?
    @FocusState private var focused: Int?

    var body: some View {
        VStack {
            List(selection: $selection) {
                ForEach(0..<10, id: \.self) { row in
                    FocusMarkedCell(row: row).focused($focused, equals: row)
                }
            }
            Button("Focus First") { focused = 0 }
        }
    }
}

/// Lists in the rows of a list, each row with a state of its own.
private struct NestedLists: View {
    var body: some View {
        List {
            ForEach(0..<3, id: \.self) { outer in
                OuterRow(outer: outer)
            }
        }
    }
}

private struct OuterRow: View {
    let outer: Int
    @State private var count = 0

    var body: some View {
        VStack {
            Button("Tap \(outer) \(count)") { count += 1 }
            List {
                ForEach(0..<2, id: \.self) { inner in
                    InnerRow(outer: outer, inner: inner)
                }
            }
        }
    }
}

/// 200 rows, each a list of two texts (nothing of theirs keeps state).
private struct ManyNestedLists: View {
    @FocusState private var focused: Int?

    var body: some View {
        VStack {
            List {
                ForEach(0..<200, id: \.self) { outer in
                    List {
                        ForEach(0..<2, id: \.self) { Text("Inner \(outer).\($0)") }
                    }
                    .focused($focused, equals: outer)
                }
            }
            Button("Focus First") { focused = 0 }
            Button("Focus Last") { focused = 199 }
        }
    }
}

/// Shelves: a lazy stack of rows, each a horizontal lazy stack of its own items.
private struct Shelves: View {
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<3, id: \.self) { shelf in
                    ScrollView(.horizontal) {
                        LazyHStack {
                            ForEach(0..<2, id: \.self) { item in
                                InnerRow(outer: shelf, inner: item)
                            }
                        }
                    }
                }
            }
        }
    }
}

private struct InnerRow: View {
    let outer: Int
    let inner: Int
    @State private var taps = 0

    var body: some View {
        Button("Inner \(outer).\(inner) taps \(taps)") { taps += 1 }
    }
}

@MainActor
@Suite("List rows render again only when what they read changed (issue 24, headless)")
struct ListRowRendersHeadlessTests {
    @Test func aMoveRendersOnlyTheRowsWhoseFocusChanged() throws {
        let log = RowRenderLog()
        let window = HeadlessApp(rendering: RenderCountingRows(log: log)).windows[0]
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
        let window = HeadlessApp(rendering: RenderCountingRows(log: log, title: "Row", reading: .focus))
            .windows[0]
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
        let window = HeadlessApp(rendering: RenderCountingRows(log: log)).windows[0]
        #expect(try window.text("Rows 3").exists)
        try window.button("Rename").click()
        // The rows read `prefix`, a copy of the state the view read: they render again.
        #expect(try window.text("Items 3").exists)
        #expect(try window.text("Items 0").exists)
        #expect(throws: HeadlessTestError.self) { try window.text("Rows 3") }
    }

    @Test func aRowThatReadsTheSelectionRendersAgainWhenItChanges() throws {
        let log = RowRenderLog()
        let window = HeadlessApp(rendering: RenderCountingRows(log: log, title: "Row", reading: .selection))
            .windows[0]
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

    @Test func aNewRootViewFromTheAppRendersTheRowsAgainWithAWindowWriteWaiting() throws {
        let window = HeadlessApp(UnitApp()).windows[0]
        #expect(try window.text("Weight 0 kg").exists)
        try window.button("Use lb").click()
        #expect(try window.text("Header lb").exists)
        #expect(try window.text("Weight 0 lb").exists)
    }

    @Test func aComponentReadingIsFocusedInARowRendersAgainWhenTheRowsFocusChanges() throws {
        let window = HeadlessApp(rendering: ComponentRows()).windows[0]
        try window.button("Focus First").click()
        #expect(try window.text("* Cell 0").exists)
        try window.pressKey(.downArrow)
        #expect(try window.text("* Cell 1").exists)
        #expect(try window.text("Cell 0").exists)
    }

    @Test func aListInARowThatIsNotRenderedAgainIsKept() throws {
        let window = HeadlessApp(rendering: NestedLists()).windows[0]
        try window.button("Tap 0 0").click()
        try window.button("Tap 0 1").click()
        try window.button("Tap 0 2").click()
        #expect(try window.button("Inner 1.0 taps 0").exists)
    }

    /// Every row's content has the same path; a list inside it is still the row's own: a tap in
    /// one row's inner list changes that row's inner row, after another row rendered again
    /// last, and the state stays with its row when the row renders again.
    /// The same for a lazy stack in each cell of another (a column of horizontal shelves).
    @Test func aLazyStackInsideALazyStacksCellIsThatCellsOwn() throws {
        let window = HeadlessApp(rendering: Shelves()).windows[0]
        try window.button("Inner 0.1 taps 0").click()
        #expect(try window.button("Inner 0.1 taps 1").exists)
        #expect(try window.button("Inner 2.1 taps 0").exists)
        #expect(try window.button("Inner 1.1 taps 0").exists)
        try window.button("Inner 2.0 taps 0").click()
        #expect(try window.button("Inner 2.0 taps 1").exists)
        #expect(try window.button("Inner 0.0 taps 0").exists)
        #expect(try window.button("Inner 0.1 taps 1").exists)
    }

    /// The twin shows other rows in a row's slot as the list scrolls: the lists of the rows
    /// that left let go of their fields, and scrolling back shows each row's own list again.
    @Test func rowsThatLeaveTheirSlotsLeaveNoFieldsOfTheirListsBehind() throws {
        let app = HeadlessApp(rendering: ManyNestedLists())
        let window = app.windows[0]
        let atStart = app.registeredFieldCount
        #expect(try window.text("Inner 0.1").exists)
        for _ in 0..<2 {
            try window.button("Focus Last").click()
            #expect(try window.text("Inner 199.1").exists)
            try window.button("Focus First").click()
            #expect(try window.text("Inner 0.1").exists)
        }
        #expect(app.registeredFieldCount <= atStart + 4)
    }

    @Test func aListInsideARowIsThatRowsOwn() throws {
        let window = HeadlessApp(rendering: NestedLists()).windows[0]
        try window.button("Tap 2 0").click()
        try window.button("Inner 0.1 taps 0").click()
        #expect(try window.button("Inner 0.1 taps 1").exists)
        #expect(try window.button("Inner 2.1 taps 0").exists)
        try window.button("Tap 0 0").click()
        #expect(try window.button("Inner 0.1 taps 1").exists)
        #expect(try window.button("Inner 2.1 taps 0").exists)
        #expect(try window.button("Inner 1.1 taps 0").exists)
    }
}
