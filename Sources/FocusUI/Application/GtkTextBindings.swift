import CGtk
import FocusUICore

/// The keys a focused text uses, as the running GTK reports them: the key triggers of the class
/// shortcut controllers of `GtkText` (a `TextField`'s or `SecureField`'s text) and
/// `GtkTextView` (a `TextEditor`), for every key a `KeyEquivalent` names, and every key that
/// types a character. A command whose shortcut is one of them runs after the focused widget
/// passed the key on (`GtkCommandActions`). The headless twin's table, `TextEditingKeys`, is
/// checked against this by the GTK tests.
@MainActor
enum GtkTextBindings {
    /// `GtkText`'s bindings, read once.
    static let field: Set<DesktopKeyChord> = chords(of: gtk_text_new())
    /// `GtkTextView`'s bindings, read once.
    static let editor: Set<DesktopKeyChord> = chords(of: gtk_text_view_new())

    /// Whether a focused text field or editor uses the shortcut's key.
    static func isTextEditingKey(_ shortcut: KeyboardShortcut) -> Bool {
        let chord = shortcut.desktopChord
        return TextEditingKeys.typesCharacter(chord) || field.contains(chord) || editor.contains(chord)
            || chord == DesktopKeyChord(.return)
    }

    /// The key chords of the shortcuts of `widget`'s shortcut controllers (its class's key
    /// bindings); takes ownership of the floating `widget` and releases it.
    static func chords(of widget: UnsafeMutablePointer<GtkWidget>) -> Set<DesktopKeyChord> {
        g_object_ref_sink(UnsafeMutableRawPointer(widget))
        defer { g_object_unref(UnsafeMutableRawPointer(widget)) }
        var result: Set<DesktopKeyChord> = []
        let controllers = gtk_widget_observe_controllers(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let controller = g_list_model_get_item(controllers, index) else { continue }
            defer { g_object_unref(controller) }
            guard isInstance(controller, of: gtk_shortcut_controller_get_type()) else { continue }
            let shortcuts = focuskit_as_list_model(controller)
            for position in 0..<g_list_model_get_n_items(shortcuts) {
                guard let shortcut = g_list_model_get_item(shortcuts, position) else { continue }
                defer { g_object_unref(shortcut) }
                guard let trigger = gtk_shortcut_get_trigger(OpaquePointer(shortcut)),
                    isInstance(UnsafeMutableRawPointer(trigger), of: gtk_keyval_trigger_get_type()),
                    let key = key(gtk_keyval_trigger_get_keyval(trigger))
                else { continue }
                let mask = gtk_keyval_trigger_get_modifiers(trigger).rawValue
                var modifiers: EventModifiers = []
                if mask & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.control) }
                if mask & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
                if mask & GDK_ALT_MASK.rawValue != 0 { modifiers.insert(.option) }
                result.insert(DesktopKeyChord(key, modifiers: modifiers))
            }
        }
        return result
    }

    private static func isInstance(_ object: UnsafeMutableRawPointer, of type: GType) -> Bool {
        g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    /// The key a GDK key value is, when a `KeyEquivalent` names it (not the keypad's, Insert,
    /// Menu or the function keys).
    private static func key(_ keyval: guint) -> KeyEquivalent? {
        switch Int32(keyval) {
        case GDK_KEY_Return: return .return
        case GDK_KEY_Tab: return .tab
        case GDK_KEY_BackSpace: return .delete
        case GDK_KEY_Delete: return .deleteForward
        case GDK_KEY_Left: return .leftArrow
        case GDK_KEY_Right: return .rightArrow
        case GDK_KEY_Up: return .upArrow
        case GDK_KEY_Down: return .downArrow
        case GDK_KEY_Home: return .home
        case GDK_KEY_End: return .end
        case GDK_KEY_Page_Up: return .pageUp
        case GDK_KEY_Page_Down: return .pageDown
        default:
            let scalar = gdk_keyval_to_unicode(keyval)
            guard scalar > 0x20, scalar != 0x7F, let unicode = Unicode.Scalar(scalar) else { return nil }
            return KeyEquivalent(Character(unicode))
        }
    }
}
