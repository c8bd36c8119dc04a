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

    /// `.onExitCommand`: Escape while focus is in the widget or inside it runs the current
    /// element's action. A `GtkShortcutController` (local scope, bubble phase) on the widget
    /// triggers the `exit-command` action of a `focusui` action group inserted in it; the
    /// action's handler is owned by the handle's signal bag.
    func applyExitCommand(to handle: GtkWidgetHandle) {
        if let controller = handle.exitCommandController {
            gtk_widget_remove_controller(handle.widget, controller)
            gtk_widget_insert_action_group(handle.widget, "focusui", nil)
            handle.exitCommandController = nil
        }
        guard handle.element.onExitCommand != nil else { return }
        guard let group = g_simple_action_group_new(), let action = g_simple_action_new("exit-command", nil),
            let trigger = gtk_shortcut_trigger_parse_string("Escape"),
            let controller = gtk_shortcut_controller_new()
        else { return }
        handle.signals.connectWithPointerArgument(action, signal: "activate") { [weak handle] _, _ in
            handle?.element.sendExitCommand()
        }
        g_action_map_add_action(OpaquePointer(UnsafeMutableRawPointer(group)), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        gtk_widget_insert_action_group(
            handle.widget, "focusui", OpaquePointer(UnsafeMutableRawPointer(group)))
        g_object_unref(UnsafeMutableRawPointer(group))
        let shortcut = gtk_shortcut_new(trigger, gtk_named_action_new("focusui.exit-command"))
        let shortcutController = OpaquePointer(UnsafeMutableRawPointer(controller))
        gtk_shortcut_controller_add_shortcut(shortcutController, shortcut)
        gtk_widget_add_controller(handle.widget, controller)
        handle.exitCommandController = controller
    }

    /// Only buttons take keyboard shortcuts: one on anything else is reported, not ignored.
    func warnIfShortcutIsIgnored(_ element: Element) {
        guard element.kind != .button, element.keyboardShortcut != nil else { return }
        focusCoordinator.logger.warning(
            ".keyboardShortcut on \(element.kind) \"\(element.title ?? element.text ?? "")\" has no effect: "
                + "only buttons take keyboard shortcuts")
    }
}
