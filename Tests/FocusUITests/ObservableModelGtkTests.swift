import CGtk
import FocusKitGTK
import GtkTestSupport
import Observation
import XCTest

@testable import FocusUI
@testable import FocusUICore

@MainActor
@Observable
final class GtkGreetingModel {
    var name = "Ada"
}

struct GtkGreeting: View {
    let model: GtkGreetingModel

    var body: some View {
        Text("Hello \(model.name)")
    }
}

/// An `@Observable` model's change re-renders the GTK window, with no `@State` involved.
final class ObservableModelGtkTests: XCTestCase {
    func testAModelChangeReachesTheLabel() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let model = GtkGreetingModel()
            let form = GtkFormHarness(GtkGreeting(model: model))
            defer { form.close() }
            XCTAssertNotNil(form.label("Hello Ada"))
            let renders = form.host.renderCount
            model.name = "Grace"
            form.waitForRender(after: renders)
            XCTAssertNotNil(form.label("Hello Grace"))
        }
    }
}
