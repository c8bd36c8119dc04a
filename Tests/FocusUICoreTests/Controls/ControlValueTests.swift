import TestViews
import Testing

@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

/// What the user does to a control reaches its binding once, and a re-render neither echoes it
/// back nor re-creates the widget; what code writes reaches the widget.
@MainActor
@Suite("Controls: values, bindings and identity")
struct ControlValueTests {
    let backend = HeadlessBackend()
    let host: ViewHost<HeadlessBackend>

    init() {
        host = backend.mount(SettingsForm())
    }

    var window: FocusWindowID { host.window.id }

    func state<Value>(_ name: String, as type: Value.Type = Value.self) -> StateBox<Value> {
        host.properties.storages(named: "_" + name).first as! StateBox<Value>
    }

    @Test func clickingAToggleWritesItsBindingWithoutEcho() {
        let sounds = backend.widget(.checkbox, "Sounds", in: window)!
        #expect(sounds.isOn)
        backend.click(sounds)
        #expect(state("sounds", as: Bool.self).value == false)
        backend.runUpdates()
        #expect(backend.widget(.checkbox, "Sounds", in: window) === sounds)
        #expect(sounds.valueSetCount == 0)
        // Code sets it back: the widget follows.
        state("sounds", as: Bool.self).value = true
        backend.runUpdates()
        #expect(sounds.isOn)
        #expect(sounds.valueSetCount == 1)
    }

    @Test func choosingAnOptionWritesItsTag() {
        let picker = backend.widget(.picker, "Theme", in: window)!
        #expect(picker.element?.options == ["System", "Light", "Dark"])
        #expect(picker.selectedIndex == 0)
        picker.capability((any HeadlessChoice).self)?.choose(2)
        #expect(state("theme", as: Theme.self).value == .dark)
        backend.runUpdates()
        #expect(picker.valueSetCount == 0)
        state("theme", as: Theme.self).value = .light
        backend.runUpdates()
        #expect(picker.selectedIndex == 1)
    }

    @Test func steppingWritesTheValueClampedToTheBounds() {
        let stepper = backend.widget(.stepper, "Size: 12", in: window)!
        #expect(stepper.element?.valueRange == 8...16)
        #expect(stepper.element?.step == 2)
        stepper.element?.sendValue(14)
        #expect(state("size", as: Int.self).value == 14)
        backend.runUpdates()
        // The title changed with the value; the widget stays.
        #expect(backend.widgets(in: window).first { $0.kind == .stepper } === stepper)
        #expect(stepper.element?.title == "Size: 14")
        stepper.element?.sendValue(99)
        #expect(state("size", as: Int.self).value == 16)
    }

    @Test func typingInTheEditorWritesTheTextWithoutEcho() {
        let editor = backend.widgets(in: window).first { $0.kind == .textEditor }!
        backend.type("first line\nsecond", into: editor)
        #expect(state("notes", as: String.self).value == "first line\nsecond")
        backend.runUpdates()
        #expect(editor.textSetCount == 0)
        state("notes", as: String.self).value = ""
        backend.runUpdates()
        #expect(editor.text == "")
    }
}

private enum Size: Hashable, CaseIterable, Identifiable {
    case small, large
    var id: Self { self }
}

private struct OptionalPicker: View {
    @State var size: Size?
    @State var count = 1

    var body: some View {
        Picker("Size", selection: $size) {
            ForEach(Size.allCases) { size in
                Text("\(size)")
            }
            Text("Untagged")
        }
        Picker("Count", selection: $count) {
            ForEach(1..<4) { Text("\($0)") }
            Text("Ten").tag(10)
            Text("Wrong type").tag("ten")
        }
    }
}

@MainActor
@Suite("Picker: tags")
struct PickerTagTests {
    let backend = HeadlessBackend()

    @Test func forEachTagsItsElementsAndAnOptionalSelectionMatchesThem() {
        let host = backend.mount(OptionalPicker())
        let window = host.window.id
        let picker = backend.widget(.picker, "Size", in: window)!
        #expect(picker.element?.options == ["small", "large", "Untagged"])
        #expect(picker.selectedIndex == nil, "nil matches no option")
        picker.element?.sendSelection(1)
        let size = host.properties.storages(named: "_size").first as! StateBox<Size?>
        #expect(size.value == .large)
        backend.runUpdates()
        #expect(picker.selectedIndex == 1)
        // An untagged option cannot be chosen: the selection stays.
        picker.element?.sendSelection(2)
        #expect(size.value == .large)
    }

    @Test func anExplicitTagWinsAndAnotherTypeNeverMatches() {
        let host = backend.mount(OptionalPicker())
        let picker = backend.widget(.picker, "Count", in: host.window.id)!
        #expect(picker.element?.options == ["1", "2", "3", "Ten", "Wrong type"])
        #expect(picker.selectedIndex == 0)
        picker.element?.sendSelection(3)
        let count = host.properties.storages(named: "_count").first as! StateBox<Int>
        #expect(count.value == 10)
        picker.element?.sendSelection(4)
        #expect(count.value == 10)
    }
}
