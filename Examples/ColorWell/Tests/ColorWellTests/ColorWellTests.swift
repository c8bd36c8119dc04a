import ColorWell
import FocusUICore
import FocusUITesting
import Testing

private struct AccentForm: View {
    enum Field: Hashable {
        case name
        case accent
    }

    @State var name = "Ada"
    @State var accent = RGBColor(red: 0.2, green: 0.4, blue: 0.8)
    @FocusState var focus: Field?

    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .focused($focus, equals: .name)
            ColorWell("Accent", color: $accent)
                .focused($focus, equals: .accent)
            Text("blue \(accent.blue)")
            Button("Edit Accent") { focus = .accent }
        }
        .defaultFocus($focus, .name)
    }
}

/// A control of the app's own is a focus field like FocusUI's (rule 20): Tab reaches it,
/// `.focused` reads and writes it, and what the user picks reaches the binding.
@MainActor
@Suite("A package's own control")
struct ColorWellTests {
    @Test func tabAndWritesReachTheWellAndItsStateFollows() throws {
        let window = HeadlessApp(rendering: AccentForm()).windows[0]
        #expect(try window.focusState("focus", as: AccentForm.Field?.self) == .name)
        try window.tab()
        #expect(try window.focusState("focus", as: AccentForm.Field?.self) == .accent)
        #expect(window.focusedControl?.title == "Accent")

        try window.shiftTab()
        try window.button("Edit Accent").click()
        #expect(try window.focusState("focus", as: AccentForm.Field?.self) == .accent)
    }
}

extension ColorWellTests {
    @Test func whatTheUserPicksReachesTheBindingAndCodeReachesTheWell() throws {
        let app = HeadlessApp(rendering: AccentForm())
        let window = app.windows[0]
        let well = try #require(
            try window.control(.colorWell, "Accent").renderer(as: ColorWellHeadlessRenderer.self))
        well.choose(RGBColor(red: 1, green: 0, blue: 0.5))
        app.settle()
        #expect(try window.text("blue 0.5").exists)
        #expect(well.shownColor.red == 1)
    }
}
