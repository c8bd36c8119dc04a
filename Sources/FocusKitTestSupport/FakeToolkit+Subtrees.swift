import FocusKit

extension FakeToolkit {
    /// Whether `id` is `container` or inside it.
    package func isNode(_ id: FocusNodeID, inside container: FocusNodeID) -> Bool {
        contains(container, id)
    }

    /// The first Tab stop in `node`'s subtree (the node itself when it is one), in the order
    /// Tab visits the window: depth first, over visible, sensitive nodes only.
    package func firstTabStop(inside node: FocusNodeID) -> FocusNodeID? {
        if canFocusItself(node) { return node }
        for child in nodes[node]?.children ?? [] {
            if let found = firstTabStop(inside: child) { return found }
        }
        return nil
    }
}
