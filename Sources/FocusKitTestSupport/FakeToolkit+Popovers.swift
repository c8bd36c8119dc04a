import FocusKit

/// `GtkPopover` with autohide, as FocusUI's `.popover` uses it (`gtkpopover.c`).
extension FakeToolkit {
    /// Makes a popover node inside `parent`, hidden until ``popUp(_:)``.
    package func makePopover(_ name: String, parent: FocusNodeID) -> FocusNodeID {
        let popover = makeNode(name, in: nil, parent: parent, focusable: false)
        nodes[popover]!.isPopover = true
        nodes[popover]!.isVisible = false
        return popover
    }

    /// `gtk_popover_popup` with a focus child set (as FocusUI's renderer does): the content
    /// maps, so writes waiting for its fields apply; focus does not move by itself.
    package func popUp(_ popover: FocusNodeID) {
        unhide(popover)
    }

    /// `gtk_popover_popdown`: the visible flag is cleared, the content unmapped (GTK schedules
    /// its after-paint fallback if focus was inside), then `closed` is emitted, and only after
    /// its handlers does the GTK backend report the content's fields unavailable
    /// (`GtkFocusHost+Popovers.swift`).
    package func popDown(_ popover: FocusNodeID, closed: () -> Void) {
        guard let node = nodes[popover], node.isVisible else { return }
        let wasMapped = isMapped(popover)
        node.isVisible = false
        loseFocusWidget(inside: popover)
        closed()
        guard wasMapped, nodes[popover]?.isVisible == false else { return }
        announceUnavailability(of: popover)
    }

    /// Runs `handler` whenever focus leaves the shown popover (GTK: a focus controller's
    /// `leave`); `nil` removes it.
    package func onFocusLeave(_ popover: FocusNodeID, _ handler: (@MainActor () -> Void)?) {
        popoverFocusLeaveHandlers[popover] = handler
    }

    /// The node's children, in order.
    package func children(of node: FocusNodeID) -> [FocusNodeID] {
        nodes[node]?.children ?? []
    }

    /// Whether the popover node is shown.
    package func isShownPopover(_ popover: FocusNodeID) -> Bool {
        nodes[popover]?.isPopover == true && isMapped(popover)
    }

    /// The innermost shown popover that contains the window's focus widget.
    func shownPopover(containingFocusOf window: FocusWindowID) -> FocusNodeID? {
        guard let focus = windows[window]?.focus else { return nil }
        return ancestors(of: focus).first { nodes[$0]?.isPopover == true && isMapped($0) }
    }

    /// `gtk_popover_focus`: Tab moves within the popover and, when nothing further can take
    /// focus, starts again from its first (Shift+Tab: last) Tab stop.
    func tab(inPopover popover: FocusNodeID, in window: FocusWindowID, backward: Bool) {
        let children = nodes[popover]?.children ?? []
        let target =
            moveFocus(among: children, in: window, backward: backward, fromFocus: true)
            ?? moveFocus(among: children, in: window, backward: backward, fromFocus: false)
        if let target { setFocus(window, target, origin: .user) }
    }
}
