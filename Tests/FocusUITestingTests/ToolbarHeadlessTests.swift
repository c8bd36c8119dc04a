import FocusUITesting
import Foundation
import TestViews
import Testing

@MainActor
@Suite("Rule 20: toolbar items, headless")
struct ToolbarHeadlessTests {
    let window = HeadlessApp(rendering: ToolbarForm()).windows[0]

    var focus: ToolbarForm.Item? {
        get throws { try window.focusState("focus") }
    }

    @Test func rule2_tabGoesThroughTheContentThenTheToolbarLeadingFirst() throws {
        #expect(try focus == .name)
        var seen: [ToolbarForm.Item?] = []
        for _ in 0..<8 {
            try window.tab()
            seen.append(try focus)
        }
        // The content's four buttons, then Back (leading), Reset, Bare (trailing), around to Name.
        #expect(seen == [nil, nil, nil, nil, .back, .reset, .bare, .name])
    }

    @Test func rule1And5_clickingAndWritingReachToolbarItems() throws {
        try window.button("Reset").click()
        #expect(try focus == .reset)
        #expect(try window.text("Resets: 1").exists)
        try window.button("Focus Back").click()
        #expect(try window.button("Back").isFocused)
        #expect(try focus == .back)
    }

    @Test func rule11_itemsGoAwayWithTheirViewAndAFocusedOneClearsTheState() throws {
        try window.button("Reset").click()
        try window.button("Hide Form").click()
        #expect(try focus == .none)
        #expect(throws: HeadlessTestError.self) { try window.button("Reset") }
        // Nothing of the toolbar is left to Tab to.
        for _ in 0..<5 {
            try window.tab()
            #expect(try focus == nil)
        }
    }

    @Test func rule11_disablingTheViewDisablesItsToolbarItems() throws {
        try window.button("Lock").click()
        #expect(try !window.button("Reset").isEnabled)
        try window.button("Focus Reset").click()
        #expect(try focus == nil, "rule 7: the write waits")
    }
}

/// A view with a toolbar item that `.hidden(_:)` hides and shows.
struct HiddenToolbarForm: View {
    @State private var hides = false
    @FocusState private var resetFocused: Bool

    var body: some View {
        VStack {
            Form {
                TextField("Name", text: .constant(""))
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Reset") {}
                        .focused($resetFocused)
                }
            }
            .hidden(hides)
            Button("Hide") { hides = true }
            Button("Show") { hides = false }
        }
    }
}

@MainActor
@Suite("Rule 11: a hidden view's toolbar items, headless")
struct HiddenToolbarHeadlessTests {
    let window = HeadlessApp(rendering: HiddenToolbarForm()).windows[0]

    @Test func hidingTheViewHidesItsItemsAndAFocusedOneClearsTheState() throws {
        try window.button("Reset").click()
        #expect(try window.focusState("resetFocused") as Bool == true)
        try window.button("Hide").click()
        #expect(try window.focusState("resetFocused") as Bool == false)
        // Tab never reaches the hidden item.
        for _ in 0..<4 {
            try window.tab()
            #expect(try window.focusState("resetFocused") as Bool == false)
        }
        try window.button("Show").click()
        try window.button("Reset").click()
        #expect(try window.focusState("resetFocused") as Bool == true)
    }
}

extension ToolbarHeadlessTests {
    @Test func aRemovedTitleIsHiddenInTheToolbarButNotFromTheWindow() throws {
        let app = HeadlessApp(rendering: TitlelessWindow())
        let window = app.windows[0]
        #expect(!window.showsTitleInToolbar)
        #expect(window.title == "Photos", "the window keeps its title")
        try window.button("Show Title").click()
        app.settle()
        #expect(window.showsTitleInToolbar)
    }
}

extension ToolbarHeadlessTests {
    @Test func aToolbarMenuLabelledWithALabelIsAnIconWithItsTitleAsTooltip() throws {
        let app = HeadlessApp(rendering: SortToolbar())
        let window = app.windows[0]
        let sort = try window.menu("Sort")
        let renderer = try #require(sort.renderer(as: MenuHeadlessRenderer.self))
        #expect(renderer.showsIconOnly)
        #expect(renderer.iconName != nil)
        #expect(sort.help == "Sort")
        let order = try #require(try window.menu("Order").renderer(as: MenuHeadlessRenderer.self))
        #expect(!order.showsIconOnly, "outside a toolbar, icon and title")
    }

    /// A destructive icon in the toolbar is flat, as GNOME's header bars draw a trash can; a
    /// destructive title there and a destructive button in the content are red.
    @Test func aDestructiveToolbarIconIsFlatAndADestructiveTitleRed() throws {
        let trash = HeadlessApp(rendering: TrashToolbar()).windows[0]
        #expect(try !trash.button("Delete").styleClasses.contains("destructive-action"))
        #expect(try trash.button("Delete").styleClasses.contains("image-button"))
        #expect(try trash.button("Empty Trash").styleClasses.contains("destructive-action"))
        #expect(try trash.button("Delete Forever").styleClasses.contains("destructive-action"))
        // What a screen reader says after the name: no tooltip repeating it, a hint before a tooltip.
        #expect(try trash.button("Delete").help == "Delete")
        #expect(try trash.button("Delete").accessibleDescription == nil)
        #expect(try trash.button("Empty Trash").accessibleDescription == "Deletes every item in the trash")
        #expect(try trash.button("Delete Forever").accessibleDescription == "Cannot be undone")
    }
}
