import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// An `@Observable` model's change re-renders the GTK window, with no `@State` involved.
final class ObservableModelGtkTests: XCTestCase {
    func testAModelChangeReachesTheLabel() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let model = AccountModel()
            let form = GtkFormHarness(AccountView(model: model))
            defer { form.close() }
            XCTAssertNotNil(form.label("Hello Ada"))
            let renders = form.host.renderCount
            model.name = "Grace"
            form.waitForRender(after: renders)
            XCTAssertNotNil(form.label("Hello Grace"))
        }
    }
}
