import FocusUITesting
import TestViews
import Testing

/// `.presentationDetents` headlessly: a sheet's window carries its content's detents (GTK opens
/// it at the smallest, measured against the presenter); a sheet without, and the presenter,
/// carry none.
@MainActor
@Suite("Presentation detents (headless)")
struct PresentationDetentsHeadlessTests {
    @Test func aSheetCarriesItsContentsDetents() throws {
        let app = HeadlessApp(rendering: FilterSheets())
        let window = app.windows[0]
        try window.button("Filters").click()
        app.settle()
        let filters = try #require(app.windows.last)
        #expect(filters.presenter?.title == window.title)
        #expect(filters.presentationDetents == [.medium, .large])
        #expect(window.presentationDetents.isEmpty)
        try filters.pressEscape()
        app.settle()

        try window.button("Details").click()
        app.settle()
        #expect(try #require(app.windows.last).presentationDetents == [.height(420)])
        try #require(app.windows.last).pressEscape()
        app.settle()

        try window.button("Plain").click()
        app.settle()
        #expect(try #require(app.windows.last).presentationDetents.isEmpty)
    }

    @Test func aDetentsHeightIsMeasuredAgainstThePresenter() {
        #expect(PresentationDetent.medium.height(over: 600) == 300)
        #expect(PresentationDetent.large.height(over: 600) == 600)
        #expect(PresentationDetent.fraction(0.25).height(over: 600) == 150)
        #expect(PresentationDetent.fraction(3).height(over: 600) == 600, "clamped to the presenter")
        #expect(PresentationDetent.height(420).height(over: 600) == 420)
    }
}
