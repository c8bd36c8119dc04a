import CGtk
import FocusKit

/// Fields inside a `GtkPopover` that closes.
///
/// `gtk_popover_hide` (`gtkpopover.c`) clears the popover's visible flag, unmaps its content
/// and only then emits `closed`, where the popover's owner moves focus back to the widget that
/// opened it (FocusUI's `.popover`, a menu button). Reported at the unmap, a focused field would
/// read `nil` (rule 11) before the owner's move reads the opener's value: two changes where
/// rule 3 wants one. So a field that a closing popover unmaps is reported unavailable when the
/// popover emits `closed`, after the owner's handlers (connected before the popover was shown)
/// ran; if no handler moved focus, the field still has it and rule 11 applies then, as before.
extension GtkFocusHost {
    /// The innermost `GtkPopover` around `widget` that is being hidden: its visible flag is
    /// already cleared while the content unmaps. `nil` when no popover around it is closing
    /// (a popover unmapped with its window or its parent stays visible).
    static func closingPopover(around widget: WidgetPointer) -> UnsafeMutablePointer<GtkWidget>? {
        var current = gtk_widget_get_parent(widget)
        while let candidate = current {
            if focuskit_is_popover(UnsafeMutableRawPointer(candidate)) != 0,
                gtk_widget_get_visible(candidate) == 0
            {
                return candidate
            }
            current = gtk_widget_get_parent(candidate)
        }
        return nil
    }

    /// Reports `field` unavailable when `popover` emits `closed` (once).
    func reportUnavailability(of field: TrackedField, when popover: UnsafeMutablePointer<GtkWidget>) {
        field.deferredUnmap?.disconnect()
        let node = field.node
        field.deferredUnmap = SignalConnection.connect(popover, signal: "closed") { [unowned self] _ in
            self.reportDeferredUnmap(of: node)
        }
    }
}

extension GtkFocusHost {
    /// Ends a deferred unmap report (``TrackedField/deferredUnmap``): reports the field
    /// unavailable unless a handler has shown it again (nothing went away then).
    func reportDeferredUnmap(of node: FocusNodeID) {
        guard let field = fields[node] else { return }
        field.deferredUnmap?.disconnect()
        field.deferredUnmap = nil
        guard gtk_widget_get_mapped(field.widget) == 0 else { return }
        coordinator.nodeAvailabilityDidChange(node, canTakeFocus: false)
    }
}
