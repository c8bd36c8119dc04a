import FocusUITesting
import TestViews
import Testing

/// A toolbar-like row: a menu of export formats (an ``ExportMenu``) and a grid of fields in a
/// scroll view.
struct ExportForm: View {
    enum Field: Hashable {
        case export, name
    }

    @State private var exported: [String] = []
    @State private var name = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            ExportMenu(exported: $exported)
                .focused($focusedField, equals: .export)
            ScrollView {
                Grid {
                    GridRow {
                        Text("Name")
                        TextField("Name", text: $name)
                            .focused($focusedField, equals: .name)
                    }
                }
            }
            Text("Exported: \(exported.joined(separator: ", "))")
        }
    }
}

@MainActor
@Suite("FocusUITesting: menus")
struct MenuHeadlessTests {
    let window = HeadlessApp(rendering: ExportForm()).windows[0]

    @Test func choosingAnItemRunsItsActionAndFocusesTheMenu() throws {
        let menu = try window.menu("Export")
        #expect(menu.menuItems == ["As PDF", "As HTML", "—", "More ▸"])
        try window.textField("Name").click()
        try menu.chooseMenuItem("As PDF")
        try menu.chooseMenuItem("More", "As Text")
        #expect(try window.text("Exported: pdf, txt").exists)
        #expect(try window.focusState("focusedField", as: ExportForm.Field?.self) == .export)
    }

    @Test func aDisabledOrMissingItemCannotBeChosen() throws {
        let menu = try window.menu("Export")
        #expect(throws: HeadlessTestError.self) { try menu.chooseMenuItem("As HTML") }
        #expect(throws: HeadlessTestError.self) { try menu.chooseMenuItem("As Word") }
        #expect(throws: HeadlessTestError.self) { try menu.chooseMenuItem("As PDF", "Deeper") }
        #expect(try window.text("Exported: ").exists)
    }

    @Test func tabReachesTheMenuThenTheFieldInTheGrid() throws {
        #expect(try window.focusState("focusedField", as: ExportForm.Field?.self) == .export)
        try window.tab()
        #expect(try window.focusState("focusedField", as: ExportForm.Field?.self) == .name)
        try window.type("Ada")
        #expect(try window.textField("Name").text == "Ada")
    }
}
