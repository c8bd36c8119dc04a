import FocusUITesting
import TestViews
import Testing

/// How many times a window's view body was evaluated.
@MainActor
private final class BodyLog {
    var evaluations = 0
}

/// A list whose selection and focus only the list reads; a button selects a row by program.
private struct SelectingList: View {
    let log: BodyLog
    @State private var selection: Int?
    @FocusState private var focused: Int?

    var body: some View {
        let _ = log.evaluations += 1
        VStack {
            List(selection: $selection) {
                ForEach(0..<20, id: \.self) { row in
                    Text("Row \(row)").focused($focused, equals: row)
                }
            }
            Button("Focus First") { focused = 0 }
            Button("Select Five") { selection = 5 }
        }
    }
}

/// A sheet showing the window's state through a binding; the window's body does not read it.
private struct CountingSheetOwner: View {
    let log: BodyLog
    @State private var count = 0
    @State private var showsSheet = false

    var body: some View {
        let _ = log.evaluations += 1
        Button("Open") { showsSheet = true }
            .sheet(isPresented: $showsSheet) {
                CountingSheet(count: $count)
            }
    }
}

private struct CountingSheet: View {
    @Binding var count: Int

    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add") { count += 1 }
        }
    }
}

private struct CounterKey: FocusedValueKey {
    typealias Value = Binding<Int>
}

extension FocusedValues {
    fileprivate var counter: Binding<Int>? {
        get { self[CounterKey.self] }
        set { self[CounterKey.self] = newValue }
    }
}

/// A window publishing a binding to a state its body does not read, which a task writes once
/// when it starts at 41.
private struct CounterView: View {
    let log: BodyLog?
    @State private var count: Int

    init(startsAt start: Int, log: BodyLog?) {
        self.log = log
        _count = State(initialValue: start)
    }

    var body: some View {
        Button("Add") { count += 1 }
            .focusedSceneValue(\.counter, $count)
            .task {
                if count == 41 {
                    count = 42
                    log?.evaluations += 1
                }
            }
    }
}

private struct CounterCommands: Commands {
    @FocusedBinding(\.counter) private var counter

    var body: some Commands {
        CommandMenu("Counter") {
            Button("Count \(counter.map(String.init) ?? "none")") {}
        }
    }
}

private struct CounterApp: App {
    let startsAt: Int
    let taskLog: BodyLog?

    init() { self.init(startsAt: 0) }

    init(startsAt: Int, taskLog: BodyLog? = nil) {
        self.startsAt = startsAt
        self.taskLog = taskLog
    }

    var body: some Scene {
        WindowGroup("Counter") {
            CounterView(startsAt: startsAt, log: taskLog)
        }
        .commands { CounterCommands() }
    }
}

/// A window whose views did not read a written state is not evaluated again (issue 24: a key
/// press in a list writes its selection and focus state, which only the list reads), and what
/// still shows the state follows it: the list, a sheet, a published binding.
@MainActor
@Suite("State writes no view read (issue 24, headless)")
struct UnreadStateWritesHeadlessTests {
    @Test func aMoveInAListDoesNotEvaluateTheWindowAgain() throws {
        let log = BodyLog()
        let window = HeadlessApp(rendering: SelectingList(log: log)).windows[0]
        try window.button("Focus First").click()
        let evaluations = log.evaluations
        try window.pressKey(.downArrow)
        try window.pressKey(.downArrow)
        #expect(try window.focusState("focused", as: Int?.self) == 2)
        #expect(try window.list().selectedRows == [2])
        #expect(try window.list().focusedRow == 2)
        #expect(log.evaluations == evaluations)
    }

    @Test func aSelectionWrittenByTheAppIsShownThoughNoViewReadsIt() throws {
        let log = BodyLog()
        let window = HeadlessApp(rendering: SelectingList(log: log)).windows[0]
        try window.button("Focus First").click()
        try window.pressKey(.downArrow)
        #expect(try window.list().selectedRows == [1])
        try window.button("Select Five").click()
        #expect(try window.list().selectedRows == [5])
    }

    @Test func aSheetShowingTheWindowsStateFollowsAWrite() throws {
        let log = BodyLog()
        let app = HeadlessApp(rendering: CountingSheetOwner(log: log))
        try app.windows[0].button("Open").click()
        let sheet = try #require(app.activeWindow)
        #expect(try sheet.text("Count 0").exists)
        try sheet.button("Add").click()
        #expect(try sheet.text("Count 1").exists)
    }

    @Test func aPublishedBindingToAStateNoViewReadsFollowsAWrite() throws {
        let app = HeadlessApp(CounterApp(startsAt: 0))
        let window = app.windows[0]
        try window.activate()
        #expect(app.commandTitles.contains("Count 0"))
        try window.button("Add").click()
        #expect(app.commandTitles.contains("Count 1"))
    }

    /// A write no event goes with (a click or a key press moves focus, and the focused values
    /// are resolved again for that).
    @Test func aPublishedBindingFollowsAWriteOfATask() async throws {
        let taskLog = BodyLog()
        let app = HeadlessApp(CounterApp(startsAt: 41, taskLog: taskLog))
        try app.windows[0].activate()
        #expect(app.commandTitles.contains("Count 41"))
        for _ in 0..<1000 where taskLog.evaluations == 0 { await Task.yield() }
        #expect(taskLog.evaluations == 1, "the task wrote")
        #expect(app.commandTitles.contains("Count 42"))
    }
}
