import TestViews
import Testing

@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

@MainActor
@Suite("Stepper")
struct StepperTests {
    let backend = HeadlessBackend()

    @Test func aStepperClampsWhatTheUserSetsButDoesNotSnapIt() {
        let host = backend.mount(PageCount())
        let pages = host.properties.storages(named: "_pages").first as! StateBox<Int>
        let stepper = backend.widgets(in: host.window.id).first { $0.kind == .stepper }!
        stepper.element!.sendValue(262)
        #expect(pages.value == 262, "SwiftUI's stepper steps from the value: 272 down by 10 is 262")
        stepper.element!.sendValue(500)
        #expect(pages.value == 500, "a typed number stays as typed, not 501")
        stepper.element!.sendValue(9_000)
        #expect(pages.value == 5_000, "clamped")
    }
}
