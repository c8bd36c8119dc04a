import CGtk
import FocusUICore

extension GtkViewBackend {
    /// A button's `.keyboardShortcut` other than `.defaultAction` (which makes the button the
    /// window's default widget): a `GtkShortcutController` with global scope on the button, so
    /// the key activates the button wherever focus is in its window, as a click would (nothing
    /// while it is disabled). `.cancelAction` is Escape. A shortcut GTK cannot express is
    /// reported as a warning instead of being dropped silently.
    func applyKeyboardShortcut(to handle: GtkWidgetHandle) {
        if let controller = handle.shortcutController {
            gtk_widget_remove_controller(handle.widget, controller)
            handle.shortcutController = nil
        }
        guard let shortcut = handle.element.keyboardShortcut, !handle.element.isDefaultAction else { return }
        let accelerator: String
        switch GtkAccelerator.string(for: shortcut) {
        case .success(let text): accelerator = text
        case .failure(let error):
            focusCoordinator.logger.warning("button \"\(handle.element.title ?? "")\": \(error)")
            return
        }
        guard let trigger = gtk_shortcut_trigger_parse_string(accelerator),
            let controller = gtk_shortcut_controller_new()
        else { return }
        let activate = gtk_activate_action_get()
        g_object_ref(UnsafeMutableRawPointer(activate))
        let gtkShortcut = gtk_shortcut_new(trigger, activate)
        let shortcutController = OpaquePointer(UnsafeMutableRawPointer(controller))
        gtk_shortcut_controller_set_scope(shortcutController, GTK_SHORTCUT_SCOPE_GLOBAL)
        gtk_shortcut_controller_add_shortcut(shortcutController, gtkShortcut)
        gtk_widget_add_controller(handle.widget, controller)
        handle.shortcutController = controller
    }
}
