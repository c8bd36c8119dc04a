import TestViews
import Testing

@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

@MainActor
@Suite("Section, Group, Divider, LabeledContent")
struct GroupingTests {
    let backend = HeadlessBackend()

    @Test func aSectionHoldsItsRowsAndAGroupAddsNoNode() {
        let host = backend.mount(SectionsAndGroups())
        let root = backend.roots[host.window.id]!
        let form = root.children[0]
        #expect(form.children.map(\.kind) == [.section, .section, .button])
        let general = form.children[0]
        #expect(general.element?.title == "General")
        // The group's views are rows of the section itself; the label and value are an HStack.
        #expect(general.children.map(\.kind) == [.checkbox, .textField, .divider, .hStack])
        #expect(general.children[3].children.map { $0.element?.text } == ["Version", nil, "1.2"])
        #expect(form.children[1].element?.title == nil)
    }

    @Test func aModifierOnAGroupAppliesToEachOfItsViews() {
        let host = backend.mount(SectionsAndGroups())
        let general = backend.roots[host.window.id]!.children[0].children[0]
        #expect(general.children[0].element?.accessibilityHint == nil)
        #expect(general.children[1...].allSatisfy { $0.element?.accessibilityHint == "in a group" })
    }

    @Test func rule1_aFocusedSectionContainsTheFocusOfItsControls() {
        let host = backend.mount(SectionsAndGroups())
        let inGeneral = host.properties.storages(named: "_inGeneral").first as! FocusStateStorage<Bool>
        let field = host.properties.storages(named: "_field").first as! FocusStateStorage<Setting?>
        // Shown: the first Tab stop, the toggle, has focus; innermost binding and the section's.
        #expect(field.value == .sounds)
        #expect(inGeneral.value)
        backend.toolkit.tab(in: host.window.id)
        #expect(field.value == nil)
        #expect(inGeneral.value, "the name field is in the section")
        backend.toolkit.tab(in: host.window.id)
        #expect(!inGeneral.value, "Right is in the other section")
    }
}
