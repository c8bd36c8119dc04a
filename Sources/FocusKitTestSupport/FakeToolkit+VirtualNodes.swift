import FocusKit

extension FakeToolkit {
    /// A node with no node of its own in the tree (``VirtualFocusNode``), as the GTK host
    /// makes for a row of a lazy list: `canTakeFocus`, `window(containing:)` and `grabFocus`
    /// ask `behaviour`, held until ``removeVirtualNode(_:)``.
    package func makeVirtualNode(_ behaviour: any VirtualFocusNode) -> FocusNodeID {
        let id = FocusNodeID(nextNodeNumber())
        virtualNodes[id] = behaviour
        return id
    }

    /// Names the node that stands for a virtual node now (the list's row node bound to the
    /// row), or none: a focus chain through it contains the virtual node, and its
    /// availability is the virtual node's.
    package func setStandIn(_ standIn: FocusNodeID?, for node: FocusNodeID) {
        if let old = standInByVirtualNode[node] {
            if virtualNodeByStandIn[old] == node { virtualNodeByStandIn[old] = nil }
            standInByVirtualNode[node] = nil
        }
        guard let standIn, virtualNodes[node] != nil else { return }
        if let previous = virtualNodeByStandIn[standIn], previous != node {
            standInByVirtualNode[previous] = nil
        }
        virtualNodeByStandIn[standIn] = node
        standInByVirtualNode[node] = standIn
    }

    /// The node standing for a virtual node, if any.
    package func standIn(for node: FocusNodeID) -> FocusNodeID? { standInByVirtualNode[node] }

    /// Forgets a virtual node and its stand-in.
    package func removeVirtualNode(_ node: FocusNodeID) {
        setStandIn(nil, for: node)
        virtualNodes[node] = nil
    }

    /// Runs `move`, in which a container moves focus from an item it removed to the item
    /// that takes its place, reported with origin `replacement` (as the GTK host's
    /// `replaceFocus(in:_:)`).
    package func replaceFocus(_ move: () -> Void) {
        isReplacingRemovedItem = true
        defer { isReplacingRemovedItem = false }
        move()
    }

    /// Focuses `node` as a program's `gtk_widget_grab_focus` on a row does; returns whether
    /// focus is there.
    @discardableResult
    package func focus(_ node: FocusNodeID, arrival: FocusArrival = .coordinatorGrab) -> Bool {
        guard let target = focusTarget(node), let window = nodes[target]?.window else { return false }
        setFocus(window, target, origin: .user, arrival: arrival)
        return true
    }
}
