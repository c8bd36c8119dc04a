import Testing

@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore

private struct Framed: View {
    @State var wide = true

    var body: some View {
        VStack {
            TextField("Search", text: .constant(""))
                .frame(minWidth: 100, maxWidth: wide ? .infinity : nil)
                .frame(minWidth: 200)
            Text("Saved")
                .frame(maxWidth: .infinity, alignment: .trailing)
            Text("One line")
                .fixedSize()
            Text("Ideal")
                .frame(idealWidth: 300, maxWidth: 400)
            VStack {
                Button("Delete") {}
                    .tint(.red)
                Button("Continue") {}
                Toggle("Airplane", isOn: .constant(true))
                    .tint(.orange)
                Toggle("Plain", isOn: .constant(true))
                    .tint(.primary)
                Text("Note")
            }
            .tint(.tint)
        }
    }
}

@MainActor
@Suite("frame(minWidth:…), fixedSize and tint")
struct FlexibleFrameAndTintTests {
    let backend = FakeBackend()
    let host: ViewHost<FakeBackend>

    init() {
        host = backend.mount(Framed())
    }

    func element(_ kind: ElementKind, _ title: String) -> Element {
        backend.widget(kind, title, in: host.window.id)!.element!
    }

    @Test func theInnermostValueOfEachParameterWins() {
        let search = element(.textField, "Search").frameLayout
        #expect(search.minWidth == 100, "the inner frame, not the outer minWidth: 200")
        #expect(search.expandsHorizontally)
        #expect(!search.expandsVertically)
        #expect(search.alignment == nil)
        #expect(search.unsupported.isEmpty)
        let saved = element(.text, "Saved").frameLayout
        #expect(saved.expandsHorizontally)
        #expect(saved.alignment == .trailing)
    }

    @Test func fixedSizeAndWhatGtkCannotDoAreCarriedToTheBackend() {
        let fixed = element(.text, "One line").frameLayout
        #expect(fixed.isFixedHorizontally && fixed.isFixedVertically)
        let ideal = element(.text, "Ideal").frameLayout
        #expect(ideal.unsupported == ["idealWidth", "maxWidth: 400.0"])
        #expect(!ideal.expandsHorizontally)
    }

    @Test func aChangedFrameIsAnUpdateOfTheSameWidget() {
        let before = backend.widget(.textField, "Search", in: host.window.id)!
        (host.properties.storages(named: "_wide").first as! StateBox<Bool>).value = false
        backend.runUpdates()
        let after = backend.widget(.textField, "Search", in: host.window.id)!
        #expect(after === before)
        #expect(!after.element!.frameLayout.expandsHorizontally)
        #expect(after.element!.changes(from: nil).contains(.frame))
    }

    @Test func tintBecomesGtksButtonClassesOrThemeColourClasses() {
        #expect(element(.button, "Delete").styleClasses == ["destructive-action"])
        #expect(element(.button, "Continue").styleClasses == ["suggested-action"])
        #expect(element(.checkbox, "Airplane").styleClasses == ["focusui-tint-warning"])
        #expect(element(.checkbox, "Plain").styleClasses == [], ".primary goes back to the theme's accent")
        #expect(element(.text, "Note").styleClasses == [], "text is not tinted")
    }
}
