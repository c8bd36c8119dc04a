import Testing

@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

/// A `Spacer` is flexible along its stack's axis only, as in SwiftUI, and makes its stack
/// flexible along it: the headless twin carries what GTK is given (`SpacerGtkTests` checks the
/// sizes GTK allocates).
@MainActor
@Suite("Spacer along its stack's axis (headless)")
struct SpacerHeadlessTests {
    private struct Rows: View {
        var body: some View {
            VStack(alignment: .leading) {
                HStack {
                    Text("Plain")
                    Spacer()
                    Button("Go") {}
                }
                Text("Below")
                Spacer()
            }
        }
    }

    let backend = HeadlessBackend()
    let host: ViewHost<HeadlessBackend>

    init() {
        host = backend.mount(Rows())
    }

    private var widgets: [HeadlessWidget] { backend.widgets(in: host.window.id) }

    @Test func aRowWithASpacerFillsItsColumnAcrossAndTheTextBelowTakesTheAlignment() throws {
        let row = try #require(widgets.first { $0.kind == .hStack })
        #expect(row.element?.modifiers.alignmentInStack == nil, "flexible across the column: it fills")
        let below = try #require(backend.widget(.text, "Below", in: host.window.id))
        #expect(below.element?.modifiers.alignmentInStack == .horizontal(.leading))
    }

    @Test func eachSpacerExpandsAlongItsOwnStacksAxisOnly() throws {
        let spacers = widgets.compactMap { $0.element?.component as? SpacerComponent }
        #expect(spacers.map(\.flexibleAxes) == [.horizontal, .vertical])
        #expect(SpacerComponent(minLength: nil).flexibleAxes == [.horizontal, .vertical], "outside a stack")
    }
}
