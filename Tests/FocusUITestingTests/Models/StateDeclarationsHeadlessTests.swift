import FocusUITesting
import Observation
import Testing

/// `@State` assigned in `init`, as apps write it.
private struct Greeting: View {
    @State private var name: String
    @State private var nickname: String?
    @State private var draft: Draft
    private let fallback: String

    final class Draft {
        var text = ""
    }

    init(name: String) {
        _name = State(initialValue: name)
        _draft = State(wrappedValue: Draft())
        fallback = name
    }

    var body: some View {
        VStack {
            Text("Hello \(name)")
            Text("Nickname \(nickname ?? "none")")
            Button("Rename") { name += "!" }
            Button("Nickname") { nickname = "Nick" }
            Button("Forget Nickname") { nickname = nil }
        }
    }
}

private struct GreetingHost: View {
    @State private var parentName = "Ada"

    var body: some View {
        VStack {
            Greeting(name: parentName)
            Button("Parent Rename") { parentName = "Grace" }
            Text("Parent \(parentName)")
        }
    }
}

/// A binding passed down three levels, and made from closures on the way.
private struct Level1: View {
    @Binding var count: Int

    var body: some View { Level2(count: $count) }
}

private struct Level2: View {
    @Binding var count: Int

    var body: some View {
        Level3(
            count: Binding(
                get: { count },
                set: { count = min($0, 3) }))
    }
}

private struct Level3: View {
    @Binding var count: Int

    var body: some View {
        VStack {
            Button("Deep Add") { count += 1 }
            Stepper("Deep Count", value: $count, in: 0...10)
        }
    }
}

private struct BindingRoot: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Level1(count: $count)
            Text("Count \(count)")
        }
    }
}

@MainActor
@Observable
private final class Counter {
    var value = 0
}

/// `@State` holding an `@Observable` class, as SwiftUI recommends for models a view owns.
private struct CounterOwner: View {
    @State private var counter = Counter()

    var body: some View {
        VStack {
            Text("Counter \(counter.value)")
            Button("Bump") { counter.value += 1 }
        }
    }
}

private struct Chore: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

/// A binding to a collection, one binding per element, as apps edit lists.
private struct TaskEditor: View {
    @State private var tasks = [Chore(id: 1, title: "Write"), Chore(id: 2, title: "Test")]

    var body: some View {
        VStack {
            ForEach($tasks) { $task in
                Toggle(task.title, isOn: $task.isDone)
            }
            Text("Done: \(tasks.filter(\.isDone).map(\.title).joined(separator: ", "))")
            Button("Insert First") { tasks.insert(Chore(id: 0, title: "Plan"), at: 0) }
        }
    }
}

@MainActor
@Suite("@State and @Binding as apps declare them")
struct StateDeclarationsHeadlessTests {
    @Test func stateAssignedInInitKeepsItsValueWhenTheParentPassesAnother() throws {
        let window = HeadlessApp(rendering: GreetingHost()).windows[0]
        #expect(try window.text("Hello Ada").exists)
        try window.button("Rename").click()
        #expect(try window.text("Hello Ada!").exists)
        try window.button("Parent Rename").click()
        #expect(try window.text("Parent Grace").exists)
        // As in SwiftUI: the initial value is used once, when the view first appears.
        #expect(try window.text("Hello Ada!").exists)
    }

    @Test func optionalStateStartsNilAndTakesValues() throws {
        let window = HeadlessApp(rendering: GreetingHost()).windows[0]
        #expect(try window.text("Nickname none").exists)
        try window.button("Nickname").click()
        #expect(try window.text("Nickname Nick").exists)
        try window.button("Forget Nickname").click()
        #expect(try window.text("Nickname none").exists)
    }

    @Test func aBindingPassedThroughSeveralLevelsWritesTheRootState() throws {
        let window = HeadlessApp(rendering: BindingRoot()).windows[0]
        try window.button("Deep Add").click()
        try window.stepper("Deep Count").click()
        try window.stepper("Deep Count").increment()
        #expect(try window.text("Count 2").exists)
        for _ in 0..<3 { try window.button("Deep Add").click() }
        #expect(try window.text("Count 3").exists, "Binding(get:set:) on the way clamps")
    }

    @Test func stateOfAnObservableClassIsKeptAndObserved() throws {
        let window = HeadlessApp(rendering: CounterOwner()).windows[0]
        try window.button("Bump").click()
        try window.button("Bump").click()
        #expect(try window.text("Counter 2").exists)
    }

    @Test func forEachOverABindingGivesEachRowABindingToItsElement() throws {
        let window = HeadlessApp(rendering: TaskEditor()).windows[0]
        try window.toggle("Test").click()
        #expect(try window.text("Done: Test").exists)
        try window.button("Insert First").click()
        // The rows are identified by the elements' ids: "Test" keeps its row and its state.
        #expect(try window.toggle("Test").isOn)
        try window.toggle("Plan").click()
        #expect(try window.text("Done: Plan, Test").exists)
    }
}
