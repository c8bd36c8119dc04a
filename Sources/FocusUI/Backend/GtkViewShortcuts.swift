import CGtk
import FocusKitGTK

/// A view's keyboard shortcut for Return with a modifier, run while a text view has focus.
///
/// `GtkTextView` types a new line for Return whatever the modifiers (`gtk/gtktextview.c`,
/// `gtk_text_view_key_controller_key_pressed`: Return, ISO Enter and keypad Enter, no check
/// of the state), so Ctrl+Return never reached the window's shortcuts, where a button's
/// `.keyboardShortcut(.return, modifiers: .command)` waits (a shortcut controller with global
/// scope, run by the window's shortcut manager in the bubble phase). A one-line field
/// (`GtkText`) binds only a plain Return, so there Ctrl+Return reaches the window. SwiftUI runs
/// a button's key equivalent before the text view that has focus; FocusUI's text views do the
/// same for a modified Return (``activate(_:from:)``), and type a new line when no shortcut
/// takes it.
@MainActor
enum GtkViewShortcuts {
    /// The key under which a FocusUI shortcut holds the widget it activates (its button).
    private static let widgetKey = "focusui-view-shortcut-widget"

    /// Marks `shortcut` as a view's shortcut that activates `widget`. The shortcut's controller
    /// is on `widget`, which owns it: the pointer lives no longer than the widget.
    static func mark(_ shortcut: OpaquePointer, activating widget: UnsafeMutablePointer<GtkWidget>) {
        g_object_set_data(focuskit_as_object(UnsafeMutableRawPointer(shortcut)), widgetKey, widget)
    }

    /// Whether `keyval` is Return: the main key, ISO Enter or keypad Enter, the keys a text
    /// view types as a new line.
    static func isReturn(_ keyval: UInt32) -> Bool {
        keyval == UInt32(GDK_KEY_Return) || keyval == UInt32(GDK_KEY_ISO_Enter)
            || keyval == UInt32(GDK_KEY_KP_Enter)
    }

    /// Whether `state` holds none of Shift, Control, Alt and Super.
    static func isPlain(_ state: GdkModifierType) -> Bool {
        state.rawValue & (GDK_SHIFT_MASK.rawValue | shortcutModifiers) == 0
    }

    /// Whether `keyval` is Return with Control, Alt or Super held: the keys a text view types
    /// as a new line that a view's shortcut may want.
    static func isModifiedReturn(_ keyval: UInt32, _ state: GdkModifierType) -> Bool {
        isReturn(keyval) && state.rawValue & shortcutModifiers != 0
    }

    private static let shortcutModifiers =
        GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue

    /// Runs the first view shortcut of `widget`'s window that `event` triggers exactly and
    /// whose button is sensitive and shown, as the window's shortcut manager would
    /// (`gtk/gtkshortcutcontroller.c`, `gtk_shortcut_controller_run_controllers`). Returns
    /// whether one ran.
    static func activate(_ event: OpaquePointer, from widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let root = gtk_widget_get_root(widget) else { return false }
        let window = focuskit_as_widget(UnsafeMutableRawPointer(root))
        guard let manager = GtkWindowShortcutOrder.managerController(of: window) else { return false }
        // The manager's controller lists the shortcuts of every controller with global scope.
        let shortcuts = focuskit_as_list_model(UnsafeMutableRawPointer(manager))
        for index in 0..<g_list_model_get_n_items(shortcuts) {
            guard let item = g_list_model_get_item(shortcuts, index) else { continue }
            defer { g_object_unref(item) }
            let object = focuskit_as_object(item)
            guard let target = g_object_get_data(object, widgetKey) else { continue }
            let shortcut = OpaquePointer(item)
            let button = target.assumingMemoryBound(to: GtkWidget.self)
            guard
                gtk_shortcut_trigger_trigger(gtk_shortcut_get_trigger(shortcut), event, 0)
                    == GDK_KEY_MATCH_EXACT,
                gtk_widget_is_sensitive(button) != 0, gtk_widget_get_mapped(button) != 0
            else { continue }
            if gtk_shortcut_action_activate(
                gtk_shortcut_get_action(shortcut), GTK_SHORTCUT_ACTION_EXCLUSIVE, button,
                gtk_shortcut_get_arguments(shortcut)) != 0
            {
                return true
            }
        }
        return false
    }
}
