import FocusUITesting
import TestViews
import Testing

@MainActor
@Suite("Toggle and Picker in a Menu")
struct MenuViewControlsHeadlessTests {
    @Test func itemsAreCheckAndRadioItems() throws {
        let window = HeadlessApp(rendering: OptionsMenu()).windows[0]
        let menu = try window.menu("Options")
        #expect(menu.menuItems == ["Show Hidden Files", "Layout ▸", "—", "100%", "200%", "Refresh"])
        #expect(try !menu.isMenuItemChecked("Show Hidden Files"))
        #expect(try menu.isMenuItemChecked("Layout", "List"))
        #expect(try menu.isMenuItemChecked("100%"))
    }

    @Test func choosingThemSetsTheBindings() throws {
        let app = HeadlessApp(rendering: OptionsMenu())
        let window = app.windows[0]
        let menu = try window.menu("Options")
        try menu.chooseMenuItem("Show Hidden Files")
        try menu.chooseMenuItem("Layout", "Grid")
        try menu.chooseMenuItem("200%")
        #expect(try window.text("Hidden shown, Grid, zoom 2").exists)
        #expect(try window.menu("Options").isMenuItemChecked("Show Hidden Files"))
        #expect(try window.menu("Options").isMenuItemChecked("Layout", "Grid"))
        #expect(app.focusWarnings.isEmpty, "toggles, pickers and icons are menu items")
    }
}
