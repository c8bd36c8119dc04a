import Testing

@testable import FocusKit
@testable import FocusKitTestSupport

/// Rule 5 for the view layer's own moves (`FocusCoordinator.moveFocus(in:afterPendingUpdates:by:)`,
/// a search field's Escape): asked to, the move first applies the view updates the program has
/// scheduled, as a write does, so it sees the views as the program left them.
@MainActor
@Suite("Rule 5: a view-layer move after the program's pending view updates")
struct Rule05ViewLayerMoveTests {
    /// Owns the pending-update handler, as a view host does.
    final class Owner {}

    /// A window whose pending update adds a field `second`, once.
    @MainActor final class Fixture {
        let toolkit = FakeToolkit()
        let window: FocusWindowID
        let owner = Owner()
        var second: FocusNodeID?

        init() {
            window = toolkit.makeWindow()
            toolkit.makeNode("first", in: window)
            toolkit.show(window)
            toolkit.activate(window)
            toolkit.coordinator.setPendingUpdateHandler(for: owner) { [unowned self] in
                if self.second == nil { self.second = self.toolkit.makeNode("second", in: self.window) }
            }
        }

        func moveToSecond(afterPendingUpdates: Bool) -> Bool {
            toolkit.coordinator.moveFocus(in: window, afterPendingUpdates: afterPendingUpdates) {
                guard let second = self.second else { return false }
                return self.toolkit.grabFocus(on: second) == .moved
            }
        }
    }

    @Test func aMoveAfterPendingUpdatesReachesTheFieldTheUpdateMakes() {
        let f = Fixture()
        #expect(f.moveToSecond(afterPendingUpdates: true))
        #expect(f.toolkit.windows[f.window]?.focus == f.second)
    }

    @Test func aPlainMoveDoesNotApplyThem() {
        let f = Fixture()
        #expect(!f.moveToSecond(afterPendingUpdates: false))
        #expect(f.second == nil)
    }
}
