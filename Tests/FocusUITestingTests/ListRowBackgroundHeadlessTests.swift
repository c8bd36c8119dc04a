import FocusUITesting
import TestViews
import Testing

/// `.listRowBackground` in the headless twin: a colour is the row's background class, `nil`
/// none, and a view that is not a colour is warned about once (as `ListRowBackgroundGtkTests`
/// on GTK, where the colour is drawn).
@MainActor
@Suite("List row backgrounds (headless)")
struct ListRowBackgroundHeadlessTests {
    let app = HeadlessApp(rendering: TaskBackgroundsView())
    var window: HeadlessWindow { app.windows[0] }

    @Test func anOverdueRowHasTheRedBackgroundAndTheOthersNone() throws {
        let list = try window.list()
        let classes = (0..<list.rowCount).map { try? list.row($0).styleClasses }
        #expect(classes[0] == ["focusui-row-bg-error-a15"])
        #expect(classes[1] == [])
        #expect(classes[2] == ["focusui-row-bg-error-a15"])
        #expect(classes[3] == [])
    }

    @Test func aBackgroundThatIsNotAColourIsWarnedAboutOnce() throws {
        // The rows render again (a selection): still one warning.
        try window.list().row(3).click()
        let warnings = app.focusWarnings.filter { $0.contains("listRowBackground") }
        #expect(
            warnings == [
                ".listRowBackground(RoundedRectangle) is not drawn: a list row's background can only be a Color"
            ])
    }
}
