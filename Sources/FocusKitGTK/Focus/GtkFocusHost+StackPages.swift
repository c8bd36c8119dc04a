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
