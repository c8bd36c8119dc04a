import FocusUITesting
import TestViews
import Testing

// MARK: Sheets

/// the sheet's content is built in the presenter's closure from the presenter's state
/// (plain value, no binding): `Text("Count \(count)")` directly in `.sheet { }`.
private struct ClosureSheetOwner: View {
    @State private var count = 0
    @State private var showsSheet = false

    var body: some View {
        Button("Open") { showsSheet = true }
            .sheet(isPresented: $showsSheet) {
                VStack {
                    Text("Count \(count)")
                    Button("Add") { count += 1 }
                }
            }
    }
}

/// a sheet view given the value (`Detail(count: count)`) and a closure to add.
private struct ValueSheetOwner: View {
    @State private var count = 0
    @State private var showsSheet = false

    var body: some View {
        Button("Open") { showsSheet = true }
            .sheet(isPresented: $showsSheet) {
                ValueDetail(count: count, add: { count += 1 })
            }
    }
}

private struct ValueDetail: View {
    let count: Int
    let add: @MainActor () -> Void
    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add") { add() }
        }
    }
}

/// a sheet with a list whose selection is the presenter's state; a button in the sheet
/// selects a row.
private struct SheetListSelectionOwner: View {
    @State private var selection: Int?
    @State private var showsSheet = false

    var body: some View {
        Button("Open") { showsSheet = true }
            .sheet(isPresented: $showsSheet) {
                SheetPicker(selection: $selection)
            }
    }
}

private struct SheetPicker: View {
    @Binding var selection: Int?
    var body: some View {
        VStack {
            List(selection: $selection) {
                ForEach(0..<10, id: \.self) { row in Text("Row \(row)") }
            }
            Button("Select Three") { selection = 3 }
        }
    }
}

/// a sheet with a list whose rows read the presenter's state through a binding.
private struct SheetRowsOwner: View {
    @State private var unit = "kg"
    @State private var showsSheet = false

    var body: some View {
        Button("Open") { showsSheet = true }
            .sheet(isPresented: $showsSheet) {
                SheetRows(unit: $unit)
            }
    }
}

private struct SheetRows: View {
    @Binding var unit: String
    var body: some View {
        VStack {
            List {
                ForEach(0..<3, id: \.self) { row in Text("Weight \(row) \(unit)") }
            }
            Button("Use lb") { unit = "lb" }
            Button("Toggle") { unit = unit == "kg" ? "lb" : "kg" }
        }
    }
}

/// nested sheets; the inner sheet's content is built from the window's state.
private struct NestedSheetOwner: View {
    @State private var count = 0
    @State private var showsOuter = false
    @State private var showsInner = false

    var body: some View {
        Button("Open") { showsOuter = true }
            .sheet(isPresented: $showsOuter) {
                Button("Open Inner") { showsInner = true }
                    .sheet(isPresented: $showsInner) {
                        VStack {
                            Text("Inner \(count)")
                            Button("Add") { count += 1 }
                        }
                    }
            }
    }
}

// MARK: Controls in the window

private struct ControlsWriter: View {
    @State private var text = "a"
    @State private var isOn = false
    @State private var choice = 0
    @State private var amount = 0
    @State private var age = 1

    var body: some View {
        VStack {
            TextField("Name", text: $text)
            Toggle("Flag", isOn: $isOn)
            Picker("Choice", selection: $choice) {
                Text("Zero").tag(0)
                Text("One").tag(1)
            }
            Stepper("Amount", value: $amount)
            TextField("Age", value: $age, format: .number)
            Button("Write") {
                text = "b"
                isOn = true
                choice = 1
                amount = 5
                age = 7
            }
        }
    }
}

private struct NavPathOwner: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("Root")
                Button("Push") { path.append(4) }
            }
            .navigationDestination(for: Int.self) { n in
                Text("Page \(n)")
            }
        }
    }
}

private struct OnChangeOwner: View {
    @State private var value = 0
    @State private var seen = 0

    var body: some View {
        VStack {
            Button("Bump") { value += 1 }
            Text("Seen \(seen)")
        }
        .onChange(of: value) { _, new in seen = new }
    }
}

private struct FocusOnChangeOwner: View {
    @FocusState private var focus: Bool
    @State private var log = "none"
    @State private var name = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($focus)
            Button("Focus") { focus = true }
            Text("Log \(log)")
        }
        .onChange(of: focus) { _, new in log = new ? "in" : "out" }
    }
}

private struct VStackForEachOwner: View {
    @State private var items = [1, 2]

    var body: some View {
        VStack {
            ForEach(items, id: \.self) { n in Text("Item \(n)") }
            Button("Add") { items.append(3) }
        }
    }
}

private struct MainListRowsOwner: View {
    @State private var unit = "kg"

    var body: some View {
        VStack {
            List {
                ForEach(0..<3, id: \.self) { row in Text("Weight \(row) \(unit)") }
            }
            Button("Use lb") { unit = "lb" }
        }
    }
}

private struct SearchOwner: View {
    @State private var query = ""

    var body: some View {
        NavigationStack {
            Button("Fill") { query = "abc" }
                .searchable(text: $query)
        }
    }
}

private struct PopoverOwner: View {
    @State private var count = 0
    @State private var shows = false

    var body: some View {
        Button("Pop") { shows = true }
            .popover(isPresented: $shows) {
                VStack {
                    Text("Pop \(count)")
                    Button("Add") { count += 1 }
                }
            }
    }
}

private struct TaskIDOwner: View {
    @State private var id = 0
    @State private var runs = 0

    var body: some View {
        VStack {
            Button("Next") { id += 1 }
            Text("Runs \(runs)")
        }
        .task(id: id) { runs += 1 }
    }
}

/// a selection binding whose setter redirects a value (row 3 is not selectable: row 4 is
/// selected instead), which the list's own write goes through.
private struct RedirectingSelection: View {
    @State private var selection: Int?
    @FocusState private var focused: Int?

    var body: some View {
        VStack {
            List(
                selection: Binding(
                    get: { selection },
                    set: { selection = $0 == 3 ? 4 : $0 })
            ) {
                ForEach(0..<10, id: \.self) { row in
                    Text("Row \(row)").focused($focused, equals: row)
                }
            }
            Button("Focus Two") { focused = 2 }
        }
    }
}

/// an alert's button title built from the window's state.
private struct AlertOwner2: View {
    @State private var count = 0
    @State private var showsAlert = false

    var body: some View {
        VStack {
            Button("Ask") { showsAlert = true }
        }
        .alert("Really?", isPresented: $showsAlert) {
            Button("OK \(count)") {}
        }
        .task {
            // Once the alert is up (the test clicks Ask before the task runs).
            count = 1
        }
    }
}

private struct NumberKey: FocusedValueKey {
    typealias Value = Binding<Int>
}

extension FocusedValues {
    fileprivate var number: Binding<Int>? {
        get { self[NumberKey.self] }
        set { self[NumberKey.self] = newValue }
    }
}

/// a view of the same window shows a published binding with @FocusedBinding.
private struct SameWindowFocusedBinding: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Add") { count += 1 }
            NumberReader()
        }
        .focusedSceneValue(\.number, $count)
    }
}

private struct NumberReader: View {
    @FocusedBinding(\.number) private var number
    var body: some View {
        Text("Number \(number.map(String.init) ?? "none")")
    }
}

/// a sheet whose own view has the inner sheet's state; its content reads the window's
/// state through a binding.
private struct NestedSheetOwner2: View {
    @State private var count = 0
    @State private var showsOuter = false

    var body: some View {
        Button("Open") { showsOuter = true }
            .sheet(isPresented: $showsOuter) { OuterSheet(count: $count) }
    }
}

private struct OuterSheet: View {
    @Binding var count: Int
    @State private var showsInner = false
    var body: some View {
        Button("Open Inner") { showsInner = true }
            .sheet(isPresented: $showsInner) {
                InnerSheet(count: $count)
            }
    }
}

private struct InnerSheet: View {
    @Binding var count: Int
    var body: some View {
        VStack {
            Text("Inner \(count)")
            Button("Add") { count += 1 }
        }
    }
}

/// a sheet built inline whose button is disabled by the window's state.
private struct InlineDisabledSheet: View {
    @State private var agreed = false
    @State private var shows = false

    var body: some View {
        Button("Open") { shows = true }
            .sheet(isPresented: $shows) {
                VStack {
                    Button("Agree") { agreed = true }
                    Button("Continue") {}.disabled(!agreed)
                }
            }
    }
}

/// A second review's probes of the window that does not render for a state write no view read
/// (``UnreadStateWritesHeadlessTests``): every view that shows a written state shows it. The
/// sheet, alert and selection-setter cases failed before the window rendered whenever it
/// presents something and before the list read its selection back after its own write.
@MainActor
@Suite("State writes reach every view that shows them (headless)")
struct StateWritesReachTheirViewsHeadlessTests {
    @Test func aSheetBuiltInTheWindowsClosureShowsAWriteOfItsState() throws {
        let app = HeadlessApp(rendering: ClosureSheetOwner())
        try app.windows[0].button("Open").click()
        let sheet = try #require(app.activeWindow)
        #expect(try sheet.text("Count 0").exists)
        try sheet.button("Add").click()
        #expect((try? sheet.text("Count 1").exists) == true)
    }

    @Test func aSheetGivenAValueOfTheWindowsStateShowsAWrite() throws {
        let app = HeadlessApp(rendering: ValueSheetOwner())
        try app.windows[0].button("Open").click()
        let sheet = try #require(app.activeWindow)
        #expect(try sheet.text("Count 0").exists)
        try sheet.button("Add").click()
        #expect((try? sheet.text("Count 1").exists) == true)
    }

    @Test func aListInASheetShowsASelectionTheWindowsStateGets() throws {
        let app = HeadlessApp(rendering: SheetListSelectionOwner())
        try app.windows[0].button("Open").click()
        let sheet = try #require(app.activeWindow)
        #expect(try sheet.list().selectedRows == [])
        try sheet.button("Select Three").click()
        #expect(try sheet.list().selectedRows == [3])
    }

    @Test func rowsInASheetShowAStateOfTheWindowTheyRead() throws {
        let app = HeadlessApp(rendering: SheetRowsOwner())
        try app.windows[0].button("Open").click()
        let sheet = try #require(app.activeWindow)
        #expect(try sheet.list().row(0).text == "Weight 0 kg")
        #expect(try sheet.text("Weight 0 kg").exists)
        try sheet.button("Use lb").click()
        #expect(try sheet.list().row(0).text == "Weight 0 lb")
        #expect((try? sheet.text("Weight 0 lb").exists) == true)
        #expect((try? sheet.text("Weight 0 kg").exists) != true)
    }

    @Test func rowsInASheetFollowEveryWriteNotOnlyTheOneThatMovesFocus() throws {
        let app = HeadlessApp(rendering: SheetRowsOwner())
        try app.windows[0].button("Open").click()
        let sheet = try #require(app.activeWindow)
        try sheet.button("Toggle").click()
        #expect((try? sheet.text("Weight 0 lb").exists) == true)
        try sheet.button("Toggle").click()
        #expect((try? sheet.text("Weight 0 kg").exists) == true)
        try sheet.button("Toggle").click()
        #expect((try? sheet.text("Weight 0 lb").exists) == true)
    }

    @Test func aSelectionWrittenTwiceInASheetIsShown() throws {
        let app = HeadlessApp(rendering: SheetListSelectionOwner())
        try app.windows[0].button("Open").click()
        let sheet = try #require(app.activeWindow)
        try sheet.button("Select Three").click()
        try sheet.button("Select Three").click()
        #expect(try sheet.list().selectedRows == [3])
    }

    @Test func aSelectionSetterThatKeepsAnotherValueIsShownAsItKeptIt() throws {
        let window = HeadlessApp(rendering: RedirectingSelection()).windows[0]
        try window.button("Focus Two").click()
        try window.pressKey(.downArrow)
        let rows = try window.list().selectedRows
        #expect(rows == [4])
    }

    @Test func anAlertsActionShowsAWriteOfATaskWhileItIsUp() async throws {
        let app = HeadlessApp(rendering: AlertOwner2())
        try app.windows[0].button("Ask").click()
        let alert = try #require(app.activeWindow)
        #expect((try? alert.button("OK 0").exists) == true)
        for _ in 0..<1000 where (try? alert.button("OK 1").exists) != true {
            await Task.yield()
            app.settle()
        }
        #expect((try? alert.button("OK 1").exists) == true)
    }

    @Test func aFocusedBindingReadInTheSameWindowFollowsWrites() throws {
        let window = HeadlessApp(rendering: SameWindowFocusedBinding()).windows[0]
        try window.activate()
        try window.button("Add").click()
        try window.button("Add").click()
        #expect((try? window.text("Number 2").exists) == true)
    }

    @Test func aNestedSheetShowsTheWindowsStateThroughBindings() throws {
        let app = HeadlessApp(rendering: NestedSheetOwner2())
        try app.windows[0].button("Open").click()
        try #require(app.activeWindow).button("Open Inner").click()
        let inner = try #require(app.activeWindow)
        #expect(try inner.text("Inner 0").exists)
        try inner.button("Add").click()
        try inner.button("Add").click()
        #expect((try? inner.text("Inner 2").exists) == true)
    }

    @Test func aSheetsDisabledButtonFollowsTheWindowsState() throws {
        let app = HeadlessApp(rendering: InlineDisabledSheet())
        try app.windows[0].button("Open").click()
        let sheet = try #require(app.activeWindow)
        #expect(try sheet.button("Continue").isEnabled == false)
        try sheet.button("Agree").click()
        #expect(try sheet.button("Continue").isEnabled == true)
    }

    @Test func aNestedSheetBuiltInTheWindowsClosuresOpensAndFollowsIt() throws {
        let app = HeadlessApp(rendering: NestedSheetOwner())
        try app.windows[0].button("Open").click()
        try #require(app.activeWindow).button("Open Inner").click()
        let inner = try #require(app.activeWindow)
        #expect(try inner.text("Inner 0").exists)
        try inner.button("Add").click()
        #expect((try? inner.text("Inner 1").exists) == true)
    }

    @Test func controlsShowStatesAButtonWrote() throws {
        let window = HeadlessApp(rendering: ControlsWriter()).windows[0]
        try window.button("Write").click()
        #expect(try window.textField("Name").text == "b")
        #expect(try window.toggle("Flag").isOn)
        #expect(try window.picker("Choice").selectedOption == "One")
        #expect(try window.stepper("Amount").value == 5)
        #expect(try window.textField("Age").text == "7")
    }

    @Test func aPathAppendShowsThePage() throws {
        let window = HeadlessApp(rendering: NavPathOwner()).windows[0]
        try window.button("Push").click()
        #expect((try? window.text("Page 4").isVisible) == true)
    }

    @Test func onChangeSeesAStateOnlyItReads() throws {
        let window = HeadlessApp(rendering: OnChangeOwner()).windows[0]
        try window.button("Bump").click()
        #expect((try? window.text("Seen 1").exists) == true)
    }

    @Test func onChangeSeesAFocusStateOnlyItReads() throws {
        let window = HeadlessApp(rendering: FocusOnChangeOwner()).windows[0]
        try window.button("Focus").click()
        #expect((try? window.text("Log in").exists) == true)
    }

    @Test func aForEachInAStackShowsANewElement() throws {
        let window = HeadlessApp(rendering: VStackForEachOwner()).windows[0]
        try window.button("Add").click()
        #expect((try? window.text("Item 3").exists) == true)
    }

    @Test func rowsShowAStateTheyRead() throws {
        let window = HeadlessApp(rendering: MainListRowsOwner()).windows[0]
        try window.button("Use lb").click()
        #expect(try window.list().row(0).text == "Weight 0 lb")
        #expect((try? window.text("Weight 0 lb").exists) == true)
    }

    @Test func aSearchFieldShowsTextAButtonWrote() throws {
        let window = HeadlessApp(rendering: SearchOwner()).windows[0]
        try window.button("Fill").click()
        #expect(try window.searchField().text == "abc")
    }

    @Test func aPopoverShowsTheWindowsState() throws {
        let window = HeadlessApp(rendering: PopoverOwner()).windows[0]
        try window.button("Pop").click()
        #expect(try window.text("Pop 0").exists)
        try window.button("Add").click()
        #expect((try? window.text("Pop 1").exists) == true)
    }

    @Test func aTaskIDChangeRunsTheTaskAgain() async throws {
        let app = HeadlessApp(rendering: TaskIDOwner())
        let window = app.windows[0]
        for _ in 0..<1000 where (try? window.text("Runs 1").exists) != true {
            await Task.yield()
            app.settle()
        }
        try window.button("Next").click()
        for _ in 0..<1000 where (try? window.text("Runs 2").exists) != true {
            await Task.yield()
            app.settle()
        }
        #expect((try? window.text("Runs 2").exists) == true)
    }
}
