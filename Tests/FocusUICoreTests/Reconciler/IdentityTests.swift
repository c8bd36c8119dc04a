import Testing

@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

/// A counter next to a field: clicking re-renders, the field must stay.
private struct CounterForm: View {
    @State var count = 0
    @State var name = ""

    var body: some View {
        VStack(spacing: 4) {
            Text("Count \(count)")
            TextField("Name", text: $name)
            Text("Echo \(name)")
            Button("Increment") { count += 1 }
            Button("Ten") {
                for _ in 0..<10 { count += 1 }
            }
        }
    }
}

private struct Toggler: View {
    @State var isShown = false
    @State var useAlternate = false

    var body: some View {
        VStack {
            Button("Toggle") { isShown.toggle() }
            if isShown {
                Text("Details")
            }
            Button("Switch") { useAlternate.toggle() }
            if useAlternate {
                Text("Alternate")
            } else {
                TextField("Primary", text: .constant(""))
            }
        }
    }
}

private struct Item: Identifiable {
    let id: Int
    let title: String
}

private struct ItemList: View {
    @State var items = [Item(id: 1, title: "One"), Item(id: 2, title: "Two"), Item(id: 3, title: "Three")]

    var body: some View {
        VStack {
            ForEach(items) { item in
                Text(item.title)
            }
            Button("Reverse") { items.reverse() }
            Button("Insert") { items.insert(Item(id: 4, title: "Four"), at: 1) }
            Button("Drop") { items.removeFirst() }
        }
    }
}

@MainActor
@Suite("Re-evaluation and structural identity")
struct IdentityTests {
    let backend = HeadlessBackend()

    @Test func aFieldSurvivesReRender() {
        let host = backend.mount(CounterForm())
        let window = host.window.id
        let field = backend.widget(.textField, "Name", in: window)!
        let renders = host.renderCount
        backend.click(backend.widget(.button, "Increment", in: window)!)
        #expect(backend.runUpdates() == 1)
        #expect(host.renderCount == renders + 1)
        #expect(backend.widget(.textField, "Name", in: window) === field)
        #expect(backend.operations.isEmpty)
        #expect(backend.widget(.text, "Count 0", in: window)?.element?.text == "Count 1")
    }

    @Test func tenStateChangesInOneTurnMakeOneRender() {
        let host = backend.mount(CounterForm())
        let renders = host.renderCount
        backend.click(backend.widget(.button, "Ten", in: host.window.id)!)
        #expect(backend.runUpdates() == 1)
        #expect(host.renderCount == renders + 1)
        #expect(backend.widget(.text, "Count 0", in: host.window.id)?.element?.text == "Count 10")
    }

    @Test func aHundredRendersWhileTypingKeepTheWidgetAndDoNotEcho() {
        let host = backend.mount(CounterForm())
        let window = host.window.id
        let field = backend.widget(.textField, "Name", in: window)!
        backend.toolkit.click(field.node)
        let renders = host.renderCount
        var typed = ""
        for index in 0..<100 {
            typed += String(index % 10)
            backend.type(typed, into: field)
            backend.runUpdates()
        }
        #expect(host.renderCount == renders + 100)
        #expect(backend.widget(.textField, "Name", in: window) === field)
        #expect(field.textSetCount == 0)
        #expect(field.element?.text == typed)
        #expect(field.element?.textBinding?.wrappedValue == typed)
        #expect(backend.widget(.text, "Echo ", in: window)?.element?.text == "Echo " + typed)
        #expect(backend.operations.isEmpty)
    }

    @Test func ifInsertsAndRemoves() {
        let host = backend.mount(Toggler())
        let window = host.window.id
        let toggle = backend.widget(.button, "Toggle", in: window)!
        backend.click(toggle)
        backend.runUpdates()
        #expect(
            backend.operations == [.make("text(Details)"), .insert("text(Details)", into: "vStack()", at: 1)])
        backend.operations.removeAll()
        backend.click(toggle)
        backend.runUpdates()
        #expect(backend.operations == [.remove("text(Details)")])
        #expect(backend.widget(.text, "Details", in: window) == nil)
    }

    @Test func ifElseReplacesOneBranchWithTheOther() {
        let host = backend.mount(Toggler())
        let window = host.window.id
        backend.click(backend.widget(.button, "Switch", in: window)!)
        backend.runUpdates()
        #expect(
            backend.operations == [
                .make("text(Alternate)"), .remove("textField(Primary)"),
                .insert("text(Alternate)", into: "vStack()", at: 2),
            ])
    }

    @Test func forEachKeepsIdentityByID() {
        let host = backend.mount(ItemList())
        let window = host.window.id
        let stack = backend.roots[window]!.children[0]
        let originals = Array(stack.children.prefix(3))
        #expect(originals.map(\.name) == ["text(One)", "text(Two)", "text(Three)"])

        backend.click(backend.widget(.button, "Reverse", in: window)!)
        backend.runUpdates()
        #expect(stack.children.prefix(3).map(\.name) == ["text(Three)", "text(Two)", "text(One)"])
        #expect(!backend.operations.contains { if case .make = $0 { true } else { false } })
        #expect(!backend.operations.contains { if case .remove = $0 { true } else { false } })
        #expect(stack.children[0] === originals[2] && stack.children[2] === originals[0])

        backend.operations.removeAll()
        backend.click(backend.widget(.button, "Insert", in: window)!)
        backend.runUpdates()
        #expect(
            stack.children.prefix(4).map(\.name) == ["text(Three)", "text(Four)", "text(Two)", "text(One)"])
        #expect(backend.operations == [.make("text(Four)"), .insert("text(Four)", into: "vStack()", at: 1)])

        backend.operations.removeAll()
        backend.click(backend.widget(.button, "Drop", in: window)!)
        backend.runUpdates()
        #expect(backend.operations == [.remove("text(Three)")])
        #expect(stack.children[0] === backend.widget(.text, "Four", in: window))
    }
}
