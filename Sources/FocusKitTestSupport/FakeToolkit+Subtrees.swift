import FocusKit

extension FakeToolkit {
    /// The node's parent (`gtk_widget_get_parent`).
    package func parent(of node: FocusNodeID) -> FocusNodeID? { nodes[node]?.parent }

    /// Whether `id` is `container` or inside it.
    package func isNode(_ id: FocusNodeID, inside container: FocusNodeID) -> Bool {
        contains(container, id)
    }

    /// `gtk_widget_child_focus(node, GTK_DIR_TAB_FORWARD)` asked from outside `node`: focus
    /// moves to its first Tab stop as Tab would reach it (a list enters on its row); returns
    /// whether it moved.
    package func focusFirstTabStop(inside node: FocusNodeID) -> Bool {
        guard let window = nodes[node]?.window,
            let target = childFocus(node, in: window, backward: false, fromFocus: false)
        else { return false }
        setFocus(window, target, origin: .user, arrival: .keyboard)
        return true
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
