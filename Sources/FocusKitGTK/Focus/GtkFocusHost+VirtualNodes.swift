import CGtk
import FocusKit

extension GtkFocusHost {
    /// Makes a node with no widget of its own (``VirtualFocusNode``): a row of a lazy list. The
    /// host answers `canTakeFocus`, `window(containing:)` and `grabFocus` for it by asking
    /// `behaviour`, which it holds until ``removeVirtualNode(_:)``.
    package func makeVirtualNode(_ behaviour: any VirtualFocusNode) -> FocusNodeID {
        let node = makeNodeID()
        virtualNodes[node] = behaviour
        return node
    }

    /// Names the widget that stands for a virtual node now (the list's row widget bound to the
    /// row), or none: a focus chain through that widget contains the node (contract rule 1).
    /// The caller clears it before the widget is rebound to another row or destroyed.
    package func setStandIn(_ widget: UnsafeMutablePointer<GtkWidget>?, for node: FocusNodeID) {
        if let old = standInByNode[node] {
            if virtualNodeByWidget[old.key] == node { virtualNodeByWidget[old.key] = nil }
            standInByNode[node] = nil
        }
        guard let widget, virtualNodes[node] != nil else { return }
        if let previous = virtualNodeByWidget[widget.key], previous != node { standInByNode[previous] = nil }
        virtualNodeByWidget[widget.key] = node
        standInByNode[node] = widget
    }

    /// The virtual node that `widget` or its nearest ancestor stands for, if any: the row a
    /// focus widget is in. A lookup.
    package func virtualNode(containing widget: UnsafeMutablePointer<GtkWidget>) -> FocusNodeID? {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let candidate = current {
            if let node = virtualNodeByWidget[candidate.key] { return node }
            current = gtk_widget_get_parent(candidate)
        }
        return nil
    }

    /// The widget standing for a virtual node, if any.
    package func standIn(for node: FocusNodeID) -> UnsafeMutablePointer<GtkWidget>? {
        standInByNode[node]
    }

    /// Forgets a virtual node and its stand-in. The fields on it should be unregistered first.
    package func removeVirtualNode(_ node: FocusNodeID) {
        setStandIn(nil, for: node)
        virtualNodes[node] = nil
    }

    /// Runs `grab`, which moves the window's focus from an item its container just removed to
    /// the item that takes its place (a list's next row), and reports that move as a
    /// replacement: one change with cause `removal`, which may land in a bound field (contract
    /// rule 11, the list case). Returns what `grab` returned.
    @discardableResult
    package func replaceFocus(in window: UnsafeMutablePointer<GtkWindow>, _ grab: () -> Bool) -> Bool {
        guard let tracked = windows[window.key] else { return grab() }
        tracked.isReplacingRemovedItem = true
        defer { tracked.isReplacingRemovedItem = false }
        return grab()
    }
}
