import FocusUICore

extension HeadlessControl {
    /// The user clicks the view `count` times in a row: the innermost `.onTapGesture` on it or
    /// around it waiting for that count runs (a tap of one click runs on the first click, as
    /// on GTK). A tap does not move focus unless the view can take focus, and a disabled view
    /// takes no taps.
    public func tap(count: Int = 1) throws {
        try requireOnScreen("tap")
        if !window.isActive { backend.toolkit.activate(window.id) }
        if let target = innermost(where: { !$0.pointer.taps.isEmpty }), target.isSensitive {
            for clicks in 1...max(count, 1) { target.element?.actions.sendTap(count: clicks) }
        }
        backend.settle()
    }

    /// The pointer enters the view (`true`) or leaves it (`false`): the `.onHover` actions on it
    /// and around it run, as GTK's motion controllers of each widget under the pointer do.
    public func hover(_ isInside: Bool = true) throws {
        try requireOnScreen("hover over")
        for widget in ancestry where !(widget.element?.actions.pointer.hovers.isEmpty ?? true) {
            widget.element?.actions.sendHover(isInside)
        }
        backend.settle()
    }

    /// The user presses and holds the view: the innermost `.onLongPressGesture` on it or
    /// around it runs, with its `onPressingChanged` told when the press starts and ends.
    public func longPress() throws {
        try requireOnScreen("long-press")
        if let target = innermost(where: { !$0.pointer.longPresses.isEmpty }), target.isSensitive {
            target.element?.actions.sendPressing(true)
            target.element?.actions.sendLongPress()
            target.element?.actions.sendPressing(false)
        }
        backend.settle()
    }

    /// The control's widget and its ancestors, innermost first.
    private var ancestry: [HeadlessWidget] {
        func path(to target: HeadlessWidget, from widget: HeadlessWidget) -> [HeadlessWidget]? {
            if widget === target { return [widget] }
            for child in widget.children {
                if let found = path(to: target, from: child) { return found + [widget] }
            }
            return nil
        }
        guard let root = backend.widgets(in: window.id).first else { return [widget] }
        return path(to: widget, from: root) ?? [widget]
    }

    /// The innermost widget of ``ancestry`` whose actions match.
    private func innermost(where matches: (SharedActions) -> Bool) -> HeadlessWidget? {
        ancestry.first { $0.element.map { matches($0.actions) } ?? false }
    }
}
