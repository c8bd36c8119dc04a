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

    /// The virtual node that `node` or its nearest ancestor stands for, if any: the row a focus
    /// node is in. A lookup.
    package func virtualNode(containing node: FocusNodeID) -> FocusNodeID? {
        var current: FocusNodeID? = node
        while let candidate = current {
            if let virtual = virtualNodeByStandIn[candidate] { return virtual }
            current = nodes[candidate]?.parent
        }
        return nil
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

/// What makes a node one Tab stop that focus enters on a row it chooses, as FocusUI's GTK
/// list holder does (`focusui_focus_holder_new`): Tab and Shift+Tab from inside leave it,
/// focus arriving from outside (Tab, a grab of the node) lands where `enter` says. With `move`,
/// Tab and Shift+Tab from inside go where it says instead (a lazy stack's cells, whose controls
/// are each a Tab stop, as GTK's `gtk_list_base_focus` moves among its items).
package struct FocusHolder {
    /// Whether focus can enter now (the list has a row that can take focus).
    package var canEnter: @MainActor () -> Bool
    /// Makes the row focus should land on (scrolling it into view) and returns its node;
    /// `backward` for Shift+Tab.
    package var enter: @MainActor (_ backward: Bool) -> FocusNodeID?
    /// Where Tab (`backward`: Shift+Tab) from inside moves focus, `nil` to leave; without it
    /// focus leaves.
    package var move: (@MainActor (_ backward: Bool) -> FocusNodeID?)?

    package init(
        canEnter: @escaping @MainActor () -> Bool,
        enter: @escaping @MainActor (_ backward: Bool) -> FocusNodeID?,
        move: (@MainActor (_ backward: Bool) -> FocusNodeID?)? = nil
    ) {
        self.canEnter = canEnter
        self.enter = enter
        self.move = move
    }
}

extension FakeToolkit {
    /// Makes `node` one Tab stop that focus enters where `holder` says.
    package func setFocusHolder(_ holder: FocusHolder?, on node: FocusNodeID) {
        nodes[node]?.focusHolder = holder
    }

    /// Where Tab (`backward`: Shift+Tab) moves focus among the nodes inside `node`
    /// (`gtk_widget_child_focus` on it): from the focus when `fromFocus` and it is inside, else
    /// to its first (last) Tab stop; `nil` when it would leave `node`.
    package func tabTarget(inside node: FocusNodeID, backward: Bool, fromFocus: Bool) -> FocusNodeID? {
        guard let n = nodes[node], let window = n.window else { return nil }
        return moveFocus(among: n.children, in: window, backward: backward, fromFocus: fromFocus)
    }

    /// Whether the node is mapped (in a shown window, it and its ancestors visible).
    package func isNodeMapped(_ node: FocusNodeID) -> Bool { isMapped(node) }

    /// Whether the node and its ancestors are sensitive.
    package func isNodeSensitive(_ node: FocusNodeID) -> Bool { isSensitive(node) }

    /// The window's focus node.
    package func focus(in window: FocusWindowID) -> FocusNodeID? { windows[window]?.focus }

    /// Whether `node` is `container` or inside it.
    package func isNode(_ node: FocusNodeID?, inside container: FocusNodeID) -> Bool {
        contains(container, node)
    }
}
