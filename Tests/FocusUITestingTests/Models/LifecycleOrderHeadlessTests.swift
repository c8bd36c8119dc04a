import FocusUITesting
import Testing

@MainActor
private final class EventLog {
    var events: [String] = []
}

private struct Leaf: View {
    let name: String
    let log: EventLog

    var body: some View {
        Text(name)
            .onAppear { log.events.append("\(name) appear") }
            .onChange(of: true, initial: true) { log.events.append("\(name) change") }
            .onDisappear { log.events.append("\(name) disappear") }
    }
}

private struct Tree: View {
    let log: EventLog
    @State private var showsLeaves = true

    var body: some View {
        VStack {
            VStack {
                if showsLeaves {
                    Leaf(name: "A", log: log)
                    Leaf(name: "B", log: log)
                }
            }
            .onAppear { log.events.append("inner appear") }
            .onDisappear { log.events.append("inner disappear") }
            Button("Toggle Leaves") { showsLeaves.toggle() }
        }
        .onAppear { log.events.append("outer appear") }
    }
}

private struct OldOnChange: View {
    let log: EventLog
    @State private var value = 0

    var body: some View {
        Button("Bump \(value)") { value += 1 }
            .onChange(of: value) { newValue in log.events.append("new \(newValue)") }
            .onChange(of: value) { old, new in log.events.append("\(old) -> \(new)") }
            .onChange(of: value, initial: true) { log.events.append("changed") }
    }
}

private final class Feed: ObservableObject {
    @Published var headline = "Morning"
}

private struct FeedReader: View {
    @ObservedObject var feed: Feed
    let log: EventLog

    var body: some View {
        Text(feed.headline)
            .onReceive(feed.$headline) { log.events.append("received \($0)") }
    }
}

private struct FeedScreen: View {
    let feed: Feed
    let log: EventLog
    @State private var showsReader = true

    var body: some View {
        VStack {
            if showsReader {
                FeedReader(feed: feed, log: log)
            }
            Button("Hide Reader") { showsReader = false }
        }
    }
}

@MainActor
@Suite("onAppear, onDisappear, onChange and onReceive order")
struct LifecycleOrderHeadlessTests {
    @Test func childrenAppearBeforeParentsAndModifiersRunInWrittenOrder() throws {
        let log = EventLog()
        let window = HeadlessApp(rendering: Tree(log: log)).windows[0]
        #expect(
            log.events == [
                "A appear", "A change", "B appear", "B change", "inner appear", "outer appear",
            ])
        log.events = []
        try window.button("Toggle Leaves").click()
        #expect(log.events == ["A disappear", "B disappear"])
        log.events = []
        try window.button("Toggle Leaves").click()
        #expect(log.events == ["A appear", "A change", "B appear", "B change"])
    }

    @Test func theOneValueOnChangeRunsWithTheNewValueAndNotOnAppearance() throws {
        let log = EventLog()
        let window = HeadlessApp(rendering: OldOnChange(log: log)).windows[0]
        #expect(log.events == ["changed"])
        log.events = []
        try window.button("Bump 0").click()
        #expect(log.events == ["new 1", "0 -> 1", "changed"])
    }

    @Test func onReceiveGetsTheCurrentValueThenEachNewOneUntilTheViewGoes() throws {
        let log = EventLog()
        let feed = Feed()
        let app = HeadlessApp(rendering: FeedScreen(feed: feed, log: log))
        let window = app.windows[0]
        #expect(log.events == ["received Morning"])
        feed.headline = "Noon"
        app.settle()
        #expect(log.events == ["received Morning", "received Noon"])
        #expect(try window.text("Noon").exists)
        try window.button("Hide Reader").click()
        feed.headline = "Evening"
        app.settle()
        #expect(log.events == ["received Morning", "received Noon"])
    }
}
