import TestViews
import Testing

@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

@MainActor
@Suite("frame(minWidth:…), fixedSize and tint")
struct FlexibleFrameAndTintTests {
    let backend = HeadlessBackend()
    let host: ViewHost<HeadlessBackend>

    init() {
        host = backend.mount(FramedViews())
    }

    func element(_ kind: HeadlessNodeKind, _ title: String) -> Element {
        backend.widget(kind, title, in: host.window.id)!.element!
    }

    @Test func theInnermostValueOfEachParameterWins() {
        let search = element(.textField, "Search").frameLayout
        #expect(search.minWidth == 100, "the inner frame, not the outer minWidth: 200")
        #expect(search.expandsHorizontally)
        #expect(!search.expandsVertically)
        #expect(search.alignment == nil)
        #expect(!search.hasLimit)
        let saved = element(.text, "Saved").frameLayout
        #expect(saved.expandsHorizontally)
        #expect(saved.alignment == .bottomTrailing)
    }

    @Test func fixedSizeIdealAndFiniteMaximumSizesAreCarriedToTheBackend() {
        let fixed = element(.text, "One line").frameLayout
        #expect(fixed.isFixedHorizontally && fixed.isFixedVertically)
        // Issue 26: a finite maximum and an ideal size are a clamp on GTK, not a warning.
        let ideal = element(.text, "Ideal").frameLayout
        #expect(ideal.idealWidth == 300 && ideal.maxWidth == 400)
        #expect(ideal.hasLimit)
        #expect(ideal.expandsHorizontally, "a finite maxWidth takes the room it is offered, up to it")
    }

    @Test func aChangedFrameIsAnUpdateOfTheSameWidget() {
        let before = backend.widget(.textField, "Search", in: host.window.id)!
        (host.properties.storages(named: "_wide").first as! StateBox<Bool>).value = false
        backend.runUpdates()
        let after = backend.widget(.textField, "Search", in: host.window.id)!
        #expect(after === before)
        #expect(!after.element!.frameLayout.expandsHorizontally)
    }

    @Test func tintBecomesGtksButtonClassesOrThemeColourClasses() {
        #expect(element(.button, "Delete").styleClasses == ["destructive-action"])
        #expect(element(.button, "Continue").styleClasses == ["suggested-action"])
        #expect(element(.checkbox, "Airplane").styleClasses == ["focusui-tint-warning"])
        #expect(element(.checkbox, "Plain").styleClasses == [], ".primary goes back to the theme's accent")
        #expect(element(.text, "Note").styleClasses == [], "text is not tinted")
    }
}
