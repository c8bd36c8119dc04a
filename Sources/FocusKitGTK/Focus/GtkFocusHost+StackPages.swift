import CGtk
import FocusKit

/// Fields on a page of an `AdwViewStack` that shows another page.
///
/// `set_visible_child` (`adw-view-stack.c`) remembers the focus widget of the page it leaves
/// when the page contains it, hides that page (`gtk_widget_set_child_visible`, which unmaps it),
/// shows the new page, and only then moves focus into it: to the focus it last had, else to its
/// first Tab stop (`gtk_widget_child_focus`); it ends with `notify::visible-child`. Reported at
/// the unmap, a focused field would read `nil` (rule 11) before the move reads the new page's
/// field: two changes where rule 3 wants one. So a field a stack's switch unmaps is reported
/// unavailable at the stack's `notify::visible-child`; if the new page took no focus, the field
/// still has it and rule 11 applies then, as before. (FocusUI's `TabView` is such a stack.)
extension GtkFocusHost {
    /// The innermost `AdwViewStack` around `widget` whose page holding it is being hidden (the
    /// page, the stack's child, is no longer child-visible while it unmaps); `nil` otherwise.
    static func switchingViewStack(around widget: WidgetPointer) -> WidgetPointer? {
        var child = widget
        while let parent = gtk_widget_get_parent(child) {
            if focuskit_is_adw_view_stack(UnsafeMutableRawPointer(parent)) != 0,
                gtk_widget_get_child_visible(child) == 0
            {
                return parent
            }
            child = parent
        }
        return nil
    }

    /// Reports `field` unavailable when `stack` notifies its new visible child (once).
    func reportUnavailability(of field: TrackedField, whenSwitched stack: WidgetPointer) {
        field.deferredUnmap?.disconnect()
        let node = field.node
        field.deferredUnmap = SignalConnection.connectNotify(stack, property: "visible-child") {
            [unowned self] _, _ in
            self.reportDeferredUnmap(of: node)
        }
    }
}

extension GtkFocusHost {
    /// Runs `body`, which takes widgets out of `window` and puts them back (libadwaita 1.2's
    /// view stack only appends pages, so a page before others is replaced by adding the pages
    /// after it again), keeping focus where it was. GTK keeps a focus widget whose page leaves
    /// and moves focus away at its next frame; once the widget is back in the window and shown,
    /// it is set again, which cancels that move, and nothing is reported: the fields unmapped or
    /// taken out of the window inside are reported at the end only if they still are, and the
    /// focus only if it did not come back (then as GTK's, rule 11). The twin, which has no such
    /// limit, keeps focus too (`TabbedSettingsGtkTests`).
    package func keepingFocus(in window: UnsafeMutablePointer<GtkWindow>, _ body: () -> Void) {
        guard let tracked = windows[window.key], heldFieldReports == nil else {
            body()
            return
        }
        let focus = gtk_window_get_focus(window)
        if let focus { g_object_ref(UnsafeMutableRawPointer(focus)) }
        defer { if let focus { g_object_unref(UnsafeMutableRawPointer(focus)) } }
        heldFieldReports = HeldFieldReports()
        let held = tracked.holdingFocusChanges {
            body()
            guard let focus,
                focus.window == window, gtk_widget_get_mapped(focus) != 0
            else { return }
            if gtk_window_get_focus(window) == focus {
                // GTK kept it as its focus widget but moves focus away at the next frame
                // (`_gtk_window_unset_focus_and_default`, then `maybe_unset_focus_and_default`):
                // setting it again, shown, cancels that move.
                gtk_window_set_focus(window, focus)
            } else if focuskit_is_text(UnsafeMutableRawPointer(focus)) != 0 {
                _ = gtk_text_grab_focus_without_selecting(focuskit_as_text(UnsafeMutableRawPointer(focus)))
            } else {
                _ = gtk_widget_grab_focus(focus)
            }
        }
        let reports = heldFieldReports ?? HeldFieldReports()
        heldFieldReports = nil
        for node in reports.rerooted {
            guard let field = fields[node] else { continue }
            let root = field.widget.window
            if root == window { continue }
            if let root { track(root) }
            coordinator.nodeDidChangeWindow(node)
        }
        for node in reports.unmapped where fields[node].map({ gtk_widget_get_mapped($0.widget) == 0 }) == true
        {
            coordinator.nodeAvailabilityDidChange(node, canTakeFocus: false)
        }
        if held, gtk_window_get_focus(window) != focus { focusWidgetDidChange(tracked.id) }
    }
}

/// What fields reported while ``GtkFocusHost/keepingFocus(in:_:)`` takes widgets out of a
/// window and puts them back: reported at its end only if it still stands.
struct HeldFieldReports {
    /// Fields unmapped (reported if still unmapped).
    var unmapped: Set<FocusNodeID> = []
    /// Fields whose window changed (reported if they are not back in the window).
    var rerooted: Set<FocusNodeID> = []
}
