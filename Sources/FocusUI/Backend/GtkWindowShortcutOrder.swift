import CGtk
import FocusKitGTK

/// The workaround for `GtkQuirk.windowBindingsBeforeViewShortcuts`: a window tries its own key
/// bindings (`GtkWindow`'s class shortcuts) before the shortcuts its views register with a
/// global scope (`.keyboardShortcut` on a button, a search field's Ctrl+F), so a view's
/// Ctrl+Shift+I or Ctrl+Shift+D opened GTK Inspector instead of running.
///
/// Moves the window's shortcut-manager controller (bubble phase) ahead of the class's
/// bindings: removed and added again, it is first of the window's controllers, the way GTK
/// tries them (`gtk_widget_add_controller` prepends). A key that no view's shortcut takes still
/// reaches the window's bindings (Tab, the inspector's keys), as in any GTK app. Controllers
/// FocusUI adds to the window afterwards come before it, as they did.
enum GtkWindowShortcutOrder {
    /// GTK's name for the controller of a window's global and managed shortcuts
    /// (`gtk/gtkshortcutmanager.c`, `gtk_shortcut_manager_create_controllers`).
    static let managerControllerName = "gtk-shortcut-manager-bubble"

    /// Puts the views' shortcuts ahead of `window`'s own key bindings, where the running GTK has
    /// the quirk. Call once, when the window is made.
    @MainActor static func putViewShortcutsFirst(in window: UnsafeMutablePointer<GtkWidget>) {
        guard GtkQuirk.windowBindingsBeforeViewShortcuts.applies,
            let controller = managerController(of: window)
        else { return }
        // The window holds the only reference: one more keeps the controller alive while it is
        // out, and the window takes it back with the controller.
        g_object_ref(UnsafeMutableRawPointer(controller))
        gtk_widget_remove_controller(window, controller)
        gtk_widget_add_controller(window, controller)
    }

    /// The window's shortcut-manager controller, or `nil` when it has none by that name.
    @MainActor static func managerController(of window: UnsafeMutablePointer<GtkWidget>)
        -> OpaquePointer?
    {
        controllers(of: window).first { $0.name == managerControllerName }?.controller
    }

    /// `widget`'s event controllers and their names, in the order GTK tries them; the widget
    /// keeps its references.
    @MainActor static func controllers(
        of widget: UnsafeMutablePointer<GtkWidget>
    ) -> [(controller: OpaquePointer, name: String)] {
        guard let controllers = gtk_widget_observe_controllers(widget) else { return [] }
        // The list model follows the widget's controllers while it lives: released before any
        // change to them.
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        return (0..<g_list_model_get_n_items(controllers)).compactMap { index in
            guard let item = g_list_model_get_item(controllers, index) else { return nil }
            // `get_item` returned a reference; the widget keeps its own.
            g_object_unref(item)
            let controller = OpaquePointer(item)
            return (controller, gtk_event_controller_get_name(controller).map { String(cString: $0) } ?? "")
        }
    }
}
