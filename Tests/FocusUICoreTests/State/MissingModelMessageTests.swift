import Observation
import Testing

@testable import FocusUICore

private final class Shelf: ObservableObject {}

@Observable
private final class Basket {}

/// Reading a model no ancestor supplied stops the program (`fatalError`) with SwiftUI's
/// message naming the type. The stop itself is not tested: Swift Testing 6.3's exit tests failed
/// here with "Interrupted system call" when other suites ran alongside.
@Suite("Messages for missing environment models")
struct MissingModelMessageTests {
    @Test func environmentObject() {
        #expect(
            EnvironmentObject<Shelf>.missingMessage
                == "No ObservableObject of type Shelf found. A View.environmentObject(_:) for Shelf may be "
                + "missing as an ancestor of this view.")
    }

    @Test func environmentObservable() {
        #expect(
            missingObservableMessage(Basket.self)
                == "No Observable object of type Basket found. A View.environment(_:) for Basket may be "
                + "missing as an ancestor of this view.")
    }
}
