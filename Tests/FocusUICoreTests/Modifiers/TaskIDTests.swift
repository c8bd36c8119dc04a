import Testing

@testable import FocusUICore
@testable import FocusUITesting

@MainActor
final class QueryLog {
    var events: [String] = []
}

private struct Searching: View {
    let log: QueryLog
    @State var query = "a"
    @State var unrelated = 0

    var body: some View {
        Text("Results for \(query) \(unrelated)")
            .task(id: query) { [query] in
                log.events.append("start \(query)")
                // Long enough never to end by itself, even when other suites keep the main actor
                // busy for minutes (a 60 s sleep did end during a CI run): only cancellation ends it.
                try? await Task.sleep(for: .seconds(24 * 3600))
                log.events.append(Task.isCancelled ? "cancel \(query)" : "finish \(query)")
            }
    }
}

@MainActor
@Suite("task(id:)")
struct TaskIDTests {
    let backend = HeadlessBackend()

    private func settle(until condition: () -> Bool) async {
        for _ in 0..<1_000 where !condition() {
            await Task.yield()
        }
    }

    @Test func aNewIDCancelsTheRunningTaskAndStartsAnotherAndOtherRendersDoNot() async {
        let log = QueryLog()
        let host = backend.mount(Searching(log: log))
        await settle { log.events == ["start a"] }
        #expect(log.events == ["start a"])
        let unrelated = host.properties.storages(named: "_unrelated").first as! StateBox<Int>
        unrelated.value = 1
        backend.runUpdates()
        for _ in 0..<50 { await Task.yield() }
        #expect(log.events == ["start a"], "a render with the same id leaves the task running")
        let query = host.properties.storages(named: "_query").first as! StateBox<String>
        query.value = "ab"
        backend.runUpdates()
        await settle { log.events.count == 3 }
        #expect(Set(log.events) == ["start a", "cancel a", "start ab"])
        host.unmount()
        await settle { log.events.count == 4 }
        #expect(log.events.last == "cancel ab")
    }
}
