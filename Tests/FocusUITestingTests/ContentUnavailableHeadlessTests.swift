import FocusUICore
import FocusUITesting
import Testing

/// A `ContentUnavailableView` is not a Tab stop of its own; its actions are (as
/// `ContentUnavailableGtkTests` on GTK, where libadwaita's page scrolls in a scrolled window).
@MainActor
@Suite("ContentUnavailableView and Tab (headless)")
struct ContentUnavailableHeadlessTests {
    private struct Pages: View {
        var body: some View {
            VStack {
                Button("Before") {}
                ContentUnavailableView("No Book Selected", systemImage: "book")
                ContentUnavailableView {
                    Label("No Results", systemImage: "magnifyingglass")
                } actions: {
                    Button("Clear Search") {}
                }
                Button("After") {}
            }
        }
    }

    @Test func tabGoesFromTheViewBeforeToTheActionsAndOn() throws {
        let window = HeadlessApp(rendering: Pages()).windows[0]
        try window.button("Before").click()
        try window.tab()
        #expect(window.focusedControl?.title == "Clear Search")
        try window.tab()
        #expect(window.focusedControl?.title == "After")
    }
}
