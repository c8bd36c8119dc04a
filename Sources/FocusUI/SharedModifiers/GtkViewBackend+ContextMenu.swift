import CGtk
import FocusUICore

extension GtkViewBackend {
    /// `.contextMenu { }` on a view outside a list row (a list opens its rows' menus itself,
    /// with its own items): a right click on the view (a `GtkGestureClick` for the secondary
    /// button), or the Menu key or Shift+F10 while focus is in it, opens a ``GtkContextMenu`` of
    /// the current element's items. On a leaf the controllers run in the capture phase, before
    /// the widget's own menu (a text field's `GtkText` opens its Cut/Copy/Paste menu on the
    /// same keys and click); on a container in the bubble phase, so the innermost view's menu
    /// opens.
    func applyContextMenu(to handle: GtkWidgetHandle) {
        for controller in handle.contextMenuControllers {
            gtk_widget_remove_controller(handle.interactionWidget, controller)
        }
        handle.contextMenuControllers = []
        guard !handle.element.actions.contextMenu.isEmpty else { return }
        let widget = handle.interactionWidget
        let phase = type(of: handle.element.component).isContainer ? GTK_PHASE_BUBBLE : GTK_PHASE_CAPTURE
        if let click = gtk_gesture_click_new() {
            gtk_event_controller_set_propagation_phase(click, phase)
            gtk_gesture_single_set_button(
                focuskit_as_gesture_single(UnsafeMutableRawPointer(click)), UInt32(GDK_BUTTON_SECONDARY))
            handle.signals.connectClick(click, signal: "pressed") {
                [weak self, weak handle] gesture, _, x, y in
                guard let self, let handle, !Self.isInListRow(handle.interactionWidget) else { return }
                gtk_gesture_set_state(
                    focuskit_as_gesture(UnsafeMutableRawPointer(gesture)), GTK_EVENT_SEQUENCE_CLAIMED)
                self.openContextMenu(of: handle, at: (x, y))
            }
            gtk_widget_add_controller(widget, click)
            handle.contextMenuControllers.append(click)
        }
        if let made = gtk_event_controller_key_new() {
            let keys = OpaquePointer(UnsafeMutableRawPointer(made))
            gtk_event_controller_set_propagation_phase(made, phase)
            handle.signals.connectKey(keys, released: false) { [weak self, weak handle] _, keyval, state in
                let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
                guard keyval == UInt32(GDK_KEY_Menu) || (keyval == UInt32(GDK_KEY_F10) && shift),
                    let self, let handle, !Self.isInListRow(handle.interactionWidget)
                else { return false }
                self.openContextMenu(of: handle, at: nil)
                return true
            }
            gtk_widget_add_controller(widget, made)
            handle.contextMenuControllers.append(keys)
        }
    }

    private func openContextMenu(of handle: GtkWidgetHandle, at point: (Double, Double)?) {
        handle.openContextMenu?.close()
        handle.openContextMenu = GtkContextMenu(
            items: handle.element.actions.contextMenu, on: handle.interactionWidget, at: point,
            warn: { [weak self] in self?.warnOnce($0) })
    }

    /// Whether the widget is in a `GtkListView`, whose renderer opens its rows' menus.
    private static func isInListRow(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_widget_get_ancestor(widget, gtk_list_view_get_type()) != nil
    }
}
