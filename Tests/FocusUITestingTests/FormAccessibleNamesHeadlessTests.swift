import FocusUITesting
import TestViews
import Testing

/// A text editor in a titled section is named by the section's title, `.accessibilityLabel`
/// before it (`FormAccessibleNamesGtkTests` on GTK).
@MainActor
@Suite("A text editor named by its section")
struct FormAccessibleNamesHeadlessTests {
    @Test func aTextEditorIsNamedByItsSectionsTitle() throws {
        let window = HeadlessApp(rendering: SectionedNotesForm()).windows[0]
        let editors = window.controls.filter { $0.kind == .textEditor }
        #expect(editors.map(\.accessibleName) == ["Notes", "Journal entry"])
    }
}
