import FocusUICore
import FocusUITesting
import TestViews
import Testing

/// Issue 22: taps, hover, long press, progress, window activity, badges, animation and a size
/// reader in the headless twin (as `EverydayModifiersGtkTests` on GTK).
@MainActor
@Suite("Gestures, progress and everyday modifiers (headless)")
struct EverydayModifiersHeadlessTests {
    let app = HeadlessApp(rendering: EverydayModifiers())
    var window: HeadlessWindow { app.windows[0] }

    private func counts(_ expected: String) throws -> Bool {
        try window.text(expected).exists
    }

    @Test func aTapRunsItsActionAndTheInnermostTapTakesIt() throws {
        try window.text("Tap me").tap()
        #expect(try counts("taps 1, double 0, row 0, held 0"))
        try window.text("Double-tap me").tap()
        #expect(try counts("taps 1, double 0, row 0, held 0"))
        try window.text("Double-tap me").tap(count: 2)
        #expect(try counts("taps 1, double 1, row 0, held 0"))
        try window.text("Inner").tap()
        #expect(try counts("taps 2, double 1, row 0, held 0"))
        try window.text("Row").tap()
        #expect(try counts("taps 2, double 1, row 1, held 0"))
        try window.text("Hold me").longPress()
        #expect(try counts("taps 2, double 1, row 1, held 1"))
    }

    @Test func aTapDoesNotMakeAViewATabStop() throws {
        let before = window.focusedControl
        try window.text("Tap me").tap()
        #expect(window.focusedControl?.description == before?.description)
        #expect(!window.controls.contains { $0.kind == .text && $0.isFocused })
    }

    @Test func hoverFollowsThePointer() throws {
        try window.text("Not hovering").hover()
        #expect(try window.text("Hovering").exists)
        try window.text("Hovering").hover(false)
        #expect(try window.text("Not hovering").exists)
    }

    @Test func progressViewsAreFoundByTheirLabelsWithTheirFraction() throws {
        let bar = try window.control(.progressView, "Syncing")
        #expect(bar.renderer(as: ProgressHeadlessRenderer.self)?.fraction == 0.25)
        let spinner = try #require(window.controls.first { $0.kind == .progressView && $0.title.isEmpty })
        #expect(spinner.renderer(as: ProgressHeadlessRenderer.self)?.fraction == nil)
    }

    @Test func theWindowAppearsActiveUntilAnotherWindowIs() throws {
        #expect(try window.text("Active").exists)
    }

    @Test func aBadgeShowsItsCountAndZeroShowsNothing() throws {
        #expect(try window.text("3").exists)
        #expect(!window.controls.contains { $0.kind == .text && $0.title == "0" })
    }

    @Test func focusWrittenInsideWithAnimationAppliesAtOnce() throws {
        try window.button("Show Details").click()
        #expect(try window.textField("Details").isFocused)
    }
}
