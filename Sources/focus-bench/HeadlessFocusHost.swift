import FocusKit

/// A minimal toolkit for the headless figures (3 and 4): nodes live in windows, each window
/// has one focus widget, moves are reported to the coordinator at once, as GTK's
/// `notify::focus-widget` would. Tables are flat arrays indexed by number, so the host's own
/// cost per event is constant and small next to the coordinator's.
///
/// Nodes are numbered `1...nodeCount`, windows `1...windowCount`; nodes have no ancestors
/// (no nested fields).
@MainActor
final class HeadlessFocusHost: FocusHost {
    /// The coordinator under test; this host owns it.
    let coordinator = FocusCoordinator()
    private var windowOfNode: [FocusWindowID?]
    private var focusOfWindow: [FocusNodeID?]

    /// A host with room for `nodeCount` nodes in `windowCount` windows, none placed yet.
    init(nodeCount: Int, windowCount: Int) {
        windowOfNode = Array(repeating: nil, count: nodeCount + 1)
        focusOfWindow = Array(repeating: nil, count: windowCount + 1)
        coordinator.host = self
    }

    /// Puts a node into a window (as adding a widget to a shown window does).
    func place(_ node: FocusNodeID, in window: FocusWindowID) {
        windowOfNode[Int(node.rawValue)] = window
    }

    /// The user moves focus to `node` (a click or Tab): the toolkit's focus widget changes and
    /// the coordinator is told once.
    func userMove(to node: FocusNodeID) {
        guard let window = windowOfNode[Int(node.rawValue)] else { return }
        focusOfWindow[Int(window.rawValue)] = node
        coordinator.focusDidChange(in: window, origin: .user)
    }

    // MARK: FocusHost

    func grabFocus(on node: FocusNodeID) -> FocusGrabResult {
        guard let window = windowOfNode[Int(node.rawValue)] else { return .refused }
        focusOfWindow[Int(window.rawValue)] = node
        coordinator.focusDidChange(in: window, origin: .user)
        return .moved
    }

    func clearFocus(in window: FocusWindowID) {
        focusOfWindow[Int(window.rawValue)] = nil
        coordinator.focusDidChange(in: window, origin: .user)
    }

    func present(_ window: FocusWindowID) {}

    /// This toolkit has no event queue: each call is a burst of its own, so the work runs now.
    func afterCurrentEvents(_ work: @escaping @MainActor () -> Void) { work() }

    func canTakeFocus(_ node: FocusNodeID) -> Bool {
        windowOfNode[Int(node.rawValue)] != nil
    }

    func window(containing node: FocusNodeID) -> FocusWindowID? {
        windowOfNode[Int(node.rawValue)]
    }

    func focusChain(in window: FocusWindowID) -> [FocusNodeID] {
        focusOfWindow[Int(window.rawValue)].map { [$0] } ?? []
    }
}
