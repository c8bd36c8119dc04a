import FocusKit
import FocusUITesting
import Testing

/// A control of the tests' own, with a kind the tests declare: FocusUITesting does not know it.
private struct Dial: ComponentView {
    let title: String
    let level: Int

    func makeComponent(in environment: EnvironmentValues) -> DialComponent {
        DialComponent(title: title, level: level)
    }
}

private struct DialComponent: ViewComponent {
    var title: String
    var level: Int

    var accessibleName: String? { title }
    var describedTitle: String { title }
}

extension HeadlessControlKind {
    fileprivate static let dial = HeadlessControlKind("Dial")
}

extension DialComponent: HeadlessRenderable {
    typealias HeadlessRenderer = DialHeadlessRenderer
}

@MainActor
private final class DialHeadlessRenderer: HeadlessComponentRenderer {
    let node: FocusNodeID
    private(set) var component: DialComponent

    init(_ component: DialComponent, context: HeadlessRenderContext) {
        self.component = component
        node = context.makeNode("dial(\(component.title))", focusable: false)
    }

    var controlKind: HeadlessControlKind? { .dial }
    var title: String { component.title }
    func update(from old: DialComponent?, to new: DialComponent) { component = new }
}

/// A dial and a button with the same title: each is found by its own kind only.
private struct VolumePanel: View {
    var body: some View {
        VStack {
            Dial(title: "Volume", level: 7)
            Button("Volume") {}
        }
    }
}

/// A package's own control has a kind of its own (issue 21): declared beside its renderer,
/// found by it, printed by its name, and never taken for a built-in kind.
@MainActor
@Suite("A control kind declared outside FocusUITesting")
struct OwnControlKindHeadlessTests {
    @Test func aKindDeclaredInATestFindsItsControlOnlyByThatKind() throws {
        let window = HeadlessApp(rendering: VolumePanel()).windows[0]

        let dial = try window.control(.dial, "Volume")
        #expect(dial.kind == .dial)
        #expect(dial.kind == HeadlessControlKind("Dial"))
        #expect("\(dial.kind)" == "Dial")
        #expect(dial.description == "Dial(\"Volume\")")
        #expect(try #require(dial.renderer(as: DialHeadlessRenderer.self)).component.level == 7)

        let button = try window.control(.button, "Volume")
        #expect(button.renderer(as: DialHeadlessRenderer.self) == nil)
        #expect(button.kind != .dial)

        #expect(throws: HeadlessTestError.self) { try window.control(.dial, "Mute") }
        #expect(throws: HeadlessTestError.self) { try window.control(.slider, "Volume") }
    }

    @Test func builtInKindsKeepTheirNames() {
        #expect("\(HeadlessControlKind.searchField)" == "searchable")
        #expect(HeadlessControlKind.textField.name == "TextField")
        #expect(HeadlessControlKind("Button") == .button)
        #expect(Set([HeadlessControlKind.toggle, HeadlessControlKind("Toggle")]).count == 1)
    }
}
