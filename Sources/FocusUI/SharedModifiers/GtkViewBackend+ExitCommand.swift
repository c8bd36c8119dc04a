import CGtk
import FocusUICore

extension GtkViewBackend {
    /// `.onExitCommand`: Escape while focus is in the widget or inside it runs the current
    /// element's action. A `GtkShortcutController` (local scope, bubble phase) on the widget
    /// triggers the `exit-command` action of a `focusui` action group inserted in it; the
    /// action's handler is owned by the handle's signal bag.
    func applyExitCommand(to handle: GtkWidgetHandle) {
        if let controller = handle.exitCommandController {
            gtk_widget_remove_controller(handle.interactionWidget, controller)
            gtk_widget_insert_action_group(handle.interactionWidget, "focusui", nil)
            handle.exitCommandController = nil
        }
        guard handle.element.actions.onExitCommand != nil else { return }
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
            handle.interactionWidget, "focusui", OpaquePointer(UnsafeMutableRawPointer(group)))
        g_object_unref(UnsafeMutableRawPointer(group))
        let shortcut = gtk_shortcut_new(trigger, gtk_named_action_new("focusui.exit-command"))
        let shortcutController = OpaquePointer(UnsafeMutableRawPointer(controller))
        gtk_shortcut_controller_add_shortcut(shortcutController, shortcut)
        gtk_widget_add_controller(handle.interactionWidget, controller)
        handle.exitCommandController = controller
    }
}
