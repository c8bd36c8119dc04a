// This file imports FocusUITesting and Testing only, as a newcomer's test does: `@Observable`
// and `@ObservationIgnored` must come with the FocusUI import, as they come with SwiftUI's.
import FocusUITesting
import Testing

@MainActor
@Observable
private final class Counter {
    var count = 0
    @ObservationIgnored var renders = 0
}

@MainActor
private struct CounterView: View {
    var counter: Counter

    var body: some View {
        let _ = counter.renders += 1
        Text("Count \(counter.count)")
        Button("Add") { counter.count += 1 }
    }
}

@MainActor
struct ObservableWithOneImportHeadlessTests {
    @Test func anObservableModelDeclaredWithOnlyTheFocusUIImportRendersItsChanges() throws {
        let counter = Counter()
        let window = HeadlessApp(rendering: CounterView(counter: counter)).windows[0]
        #expect(try window.text("Count 0").exists)
        let rendersBefore = counter.renders
        try window.button("Add").click()
        #expect(counter.count == 1)
        #expect(try window.text("Count 1").exists)
        #expect(counter.renders > rendersBefore)
    }
}
