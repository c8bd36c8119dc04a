import TestViews
import Testing

@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

/// Contract rule 20 for `Menu`, and fields inside `Grid` and `ScrollView` (rules 1, 2, 5, 8, 10,
/// 11), on the fake backend.
@MainActor
@Suite("Rule 20: menus, grids and scroll views")
struct MenuGridScrollRuleTests {
    let backend = HeadlessBackend()
    let host: ViewHost<HeadlessBackend>

    init() {
        host = backend.mount(ToolsForm())
    }

    var window: FocusWindowID { host.window.id }

    var focus: FocusStateStorage<Tool?> {
        host.properties.storages(named: "_focus").first as! FocusStateStorage<Tool?>
    }

    func write(_ value: Tool?) {
        focus.write(AnyHashable(value))
    }

    func state<Value>(_ name: String, as type: Value.Type = Value.self) -> StateBox<Value> {
        host.properties.storages(named: "_" + name).first as! StateBox<Value>
    }

    var menu: HeadlessWidget { backend.widget(.menu, "Export", in: window)! }
    var notes: HeadlessWidget { backend.widget(.textField, "Notes", in: window)! }

    @Test func rule1And2_clickingTheMenuAndFieldsInAGridOrScrollViewSetsTheState() {
        backend.toolkit.click(menu.node)
        #expect(focus.value == .export)
        backend.toolkit.click(backend.widget(.textField, "Email", in: window)!.textNode!)
        #expect(focus.value == .email)
        // The scroll view's binding contains the field inside it.
        backend.toolkit.click(notes.textNode!)
        #expect(focus.value == .scroller)
    }

    @Test func rule2_tabGoesThroughTheMenuThenTheGridRowByRow() {
        #expect(focus.value == .export, "the menu is the first Tab stop")
        var seen: [Tool?] = []
        for _ in 0..<4 {
            backend.toolkit.tab(in: window)
            seen.append(focus.value)
        }
        #expect(seen == [.name, .email, .scroller, .export])
    }

    @Test func rule5And8_writesFocusEachAndNilClears() {
        write(.export)
        #expect(backend.focusedWidget(in: window) === menu)
        write(.email)
        #expect(backend.focusedWidget(in: window) === backend.widget(.textField, "Email", in: window))
        write(.scroller)
        #expect(backend.focusedWidget(in: window) === notes, "a write to a container focuses inside it")
        #expect(focus.value == .scroller)
        write(nil)
        #expect(backend.toolkit.windows[window]?.focus == nil)
        #expect(focus.value == nil)
    }

    @Test func rule11_removingTheFocusedGridRowClearsTheState() {
        write(.email)
        state("showsEmail", as: Bool.self).value = false
        backend.runUpdates()
        #expect(backend.widget(.textField, "Email", in: window) == nil)
        #expect(focus.value == nil)
        backend.toolkit.runFrame()
        #expect(focus.value == nil, "GTK's fallback must not land in another bound field")
    }

    @Test func rule11_disablingOrHidingTheFocusedMenuClearsTheStateAndAWriteWaits() {
        write(.export)
        state("locked", as: Bool.self).value = true
        backend.runUpdates()
        #expect(focus.value == nil)
        write(.export)
        #expect(focus.value == nil, "rule 7: the write waits while the menu is disabled")
        state("locked", as: Bool.self).value = false
        backend.runUpdates()
        #expect(focus.value == .export)

        state("hidesMenu", as: Bool.self).value = true
        backend.runUpdates()
        #expect(focus.value == nil)
        backend.toolkit.runFrame()
        #expect(focus.value == nil)
    }

    @Test func rule10_aDuplicateMenuTakesTheWriteOnlyWhenTheFirstCannot() {
        state("showsDuplicate", as: Bool.self).value = true
        backend.runUpdates()
        let again = backend.widget(.menu, "Again", in: window)!
        write(.export)
        #expect(backend.focusedWidget(in: window) === menu, "the first in registration order")
        write(nil)
        state("locked", as: Bool.self).value = true
        backend.runUpdates()
        write(.export)
        #expect(backend.focusedWidget(in: window) === again)
        #expect(focus.value == .export)
    }

    @Test func theMenusItemsFollowItsContent() {
        let items = menu.element!.menuItems
        #expect(
            items.map(\.shape) == [
                "a+:As PDF", "a-:As HTML", "d:", "l:Formats", "s:More[a+:As Text]",
            ])
        MenuItem.item(at: [0], in: items)?.action?()
        MenuItem.item(at: [4, 0], in: items)?.action?()
        #expect(state("exported", as: [String].self).value == ["pdf", "txt"])
        // A changed title re-renders the same widget with the new items.
        let before = menu
        state("moreTitle", as: String.self).value = "As Markdown"
        backend.runUpdates()
        #expect(menu === before)
        #expect(menu.element!.menuItems[4].children.map(\.title) == ["As Markdown"])
    }

    @Test func aViewThatCannotBeAMenuItemIsMarkedUnsupported() {
        let items = MenuItem.items(from: [
            RenderSpec(
                path: ViewPath(), element: Element(SpacerComponent(minLength: 8)), focusBindings: [],
                children: [])
        ])
        #expect(items.map(\.shape) == ["uSpacerComponent:"])
    }

    @Test func aToggleIsACheckItem() {
        let items = MenuItem.items(from: [
            RenderSpec(
                path: ViewPath(),
                element: Element(
                    CheckboxComponent(
                        toggle: ToggleComponent(title: "Bold", isOn: false, binding: .init(.constant(false))))
                ),
                focusBindings: [], children: [])
        ])
        #expect(items.map(\.shape) == ["t+:Bold"])
    }
}
