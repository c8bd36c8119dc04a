import TestViews
import Testing

@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

@MainActor
@Suite("Presentation modifiers and onChange")
struct PresentationModifierTests {
    let backend = HeadlessBackend()
    let log = ChangeLog()
    let host: ViewHost<HeadlessBackend>

    init() {
        host = backend.mount(StyledForm(log: log))
    }

    func state<Value>(_ name: String, as type: Value.Type = Value.self) -> StateBox<Value> {
        host.properties.storages(named: "_" + name).first as! StateBox<Value>
    }

    func text(_ string: String) -> Element? {
        backend.widgets(in: host.window.id).first { $0.element?.text == string }?.element
    }

    @Test func textStylesBecomeStyleClassesOfLeavesOnly() {
        #expect(text("Heading")?.styleClasses == ["title-1", "focusui-bold"])
        #expect(text("Inherits")?.styleClasses == ["heading", "focusui-bold", "dim-label"])
        #expect(text("Inner wins")?.styleClasses == ["caption", "monospace", "focusui-bold", "dim-label"])
        let stacks = backend.widgets(in: host.window.id).filter { $0.kind == .vStack }
        #expect(stacks.allSatisfy { $0.element?.styleClasses == [] })
    }

    @Test func helpOpacityAndFrameReachTheElement() {
        let field = backend.widget(.textField, "Name", in: host.window.id)!.element!
        #expect(field.help == "Your full name")
        #expect(field.opacity == 0.25)
        #expect(field.frameWidth == 200)
        #expect(field.frameHeight == 40)
    }

    @Test func navigationTitleSetsTheWindowTitleOnlyWhenItChanges() {
        #expect(backend.titles[host.window.id] == "Preferences")
        let sets = backend.titleSetCount
        state("count", as: Int.self).value = 1
        backend.runUpdates()
        #expect(backend.titleSetCount == sets)
        state("title", as: String.self).value = "Général"
        backend.runUpdates()
        #expect(backend.titles[host.window.id] == "Général")
        #expect(backend.titleSetCount == sets + 1)
    }

    @Test func onChangeRunsOncePerChangeWithTheOldAndNewValues() {
        #expect(log.changes == ["any"], "initial: true runs on appearance only for that one")
        state("count", as: Int.self).value = 1
        backend.runUpdates()
        state("other", as: Int.self).value = 5
        backend.runUpdates()
        state("count", as: Int.self).value = 3
        backend.runUpdates()
        // Unrelated re-renders run nothing; the modifiers' actions run in the order they are
        // written (the innermost first), as SwiftUI runs them.
        #expect(log.changes == ["any", "0->1", "any", "1->3", "any"])
    }

    @Test func rule11_hidingTheFocusedFieldClearsItsStateAndAWriteWaitsUntilItShows() {
        let focus = host.properties.storages(named: "_isNameFocused").first as! FocusStateStorage<Bool>
        focus.write(AnyHashable(true))
        #expect(focus.value)
        backend.operations.removeAll()
        state("hidesName", as: Bool.self).value = true
        backend.runUpdates()
        #expect(!focus.value)
        #expect(backend.operations.isEmpty, "hidden, not removed")
        backend.toolkit.runFrame()
        #expect(!focus.value)
        focus.write(AnyHashable(true))
        #expect(!focus.value, "a hidden field cannot take focus")
        state("hidesName", as: Bool.self).value = false
        backend.runUpdates()
        #expect(focus.value, "the pending write applies once it is shown (rule 7)")
    }
}

private struct Roles: View {
    var body: some View {
        VStack {
            Text("Tint").foregroundStyle(.tint).font(nil)
            Text("Red").foregroundStyle(.red).italic()
            Text("Orange").foregroundStyle(.orange)
            Text("Green").foregroundStyle(.green).font(.system(.body, design: .monospaced))
            Text("Plain").bold().bold(false).foregroundStyle(.primary)
            Text("Footnote").font(.footnote.bold().italic())
        }
        .font(.largeTitle)
    }
}

@MainActor
@Suite("Text styles: roles and designs")
struct TextStyleRoleTests {
    @Test func eachRoleAndDesignIsItsStyleClass() {
        let backend = HeadlessBackend()
        let host = backend.mount(Roles())
        func classes(_ text: String) -> [String]? {
            backend.widgets(in: host.window.id).first { $0.element?.text == text }?.element?.styleClasses
        }
        // An inner `.font(nil)` wins over the outer `.largeTitle`: the theme's body text.
        #expect(classes("Tint") == ["accent"])
        #expect(classes("Red") == ["title-1", "focusui-italic", "error"])
        #expect(classes("Orange") == ["title-1", "warning"])
        #expect(classes("Green") == ["monospace", "success"])
        // The inner `.bold()` wins over the outer `.bold(false)`, as in SwiftUI.
        #expect(classes("Plain") == ["title-1", "focusui-bold"])
        #expect(classes("Footnote") == ["caption", "focusui-bold", "focusui-italic"])
    }
}

private struct Layouts: View {
    var body: some View {
        VStack {
            Text("Two lines").lineLimit(2)
            Text("Unlimited").lineLimit(nil)
            TextField("Centered", text: .constant(""))
        }
        .multilineTextAlignment(.center)
        .lineLimit(5)
    }
}

@MainActor
@Suite("Text layout")
struct TextLayoutTests {
    @Test func lineLimitAndAlignmentAreInheritedByLeavesAndTheInnermostWins() {
        let backend = HeadlessBackend()
        let host = backend.mount(Layouts())
        let leaves = backend.widgets(in: host.window.id).filter { $0.kind == .text || $0.kind == .textField }
        #expect(leaves.map { $0.element?.lineLimit } == [2, nil, 5])
        #expect(leaves.allSatisfy { $0.element?.textAlignment == .center })
        let stack = backend.widgets(in: host.window.id).first { $0.kind == .vStack }!
        #expect(stack.element?.lineLimit == nil)
    }
}
