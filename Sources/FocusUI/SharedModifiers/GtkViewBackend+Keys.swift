import CGtk
import FocusKitGTK
import FocusUICore

extension GtkViewBackend {
    /// `.onKeyPress` and `.onMoveCommand`: a `GtkEventControllerKey` on the widget. Each press
    /// goes to the current element's actions; `.handled` returns `TRUE`, which stops the key. A
    /// key already held is reported as a repeat. The widget sees a key's release only while
    /// focus is inside it, so the held keys are forgotten when focus leaves it (a `Return`
    /// that moved focus on is released elsewhere; the next one is a first press again): a
    /// `GtkEventControllerFocus`'s `leave`, which also comes when the window is deactivated,
    /// and its `enter`. A focus controller added while focus is already inside the view starts
    /// out believing it is not, and sends no `leave` the first time focus goes; its next
    /// `enter`, when focus comes back, forgets what was held before.
    func applyKeyPresses(to handle: GtkWidgetHandle) {
        if let controller = handle.keyController {
            gtk_widget_remove_controller(handle.interactionWidget, controller)
            handle.keyController = nil
            handle.heldKeys = []
        }
        if let controller = handle.keyFocusController {
            gtk_widget_remove_controller(handle.interactionWidget, controller)
            handle.keyFocusController = nil
        }
        guard handle.element.handlesKeyPresses, let made = gtk_event_controller_key_new() else { return }
        if let focus = gtk_event_controller_focus_new() {
            handle.signals.connect(focus, signal: "leave") { [weak handle] _ in handle?.heldKeys = [] }
            handle.signals.connect(focus, signal: "enter") { [weak handle] _ in handle?.heldKeys = [] }
            gtk_widget_add_controller(handle.interactionWidget, focus)
            handle.keyFocusController = focus
        }
        let controller = OpaquePointer(UnsafeMutableRawPointer(made))
        // A leaf (a text field) sees keys in the capture phase, before the GtkText inside it
        // types them, so `.handled` keeps a key out of the field; so does a focusable stack,
        // before the key bindings of the button that holds it (Return and Space would activate
        // it). Another container sees them in the bubble phase, after the views inside it.
        // Either way the innermost view goes first.
        let capture =
            !type(of: handle.element.component).isContainer || handle.element.modifiers.isFocusable != nil
        gtk_event_controller_set_propagation_phase(made, capture ? GTK_PHASE_CAPTURE : GTK_PHASE_BUBBLE)
        handle.signals.connectKey(controller, released: false) { [weak handle] _, keyval, state in
            guard let handle, let (key, characters) = Self.key(for: keyval) else { return false }
            let phase: KeyPress.Phases = handle.heldKeys.insert(keyval).inserted ? .down : .repeat
            let press = KeyPress(
                key: key, characters: characters, modifiers: Self.modifiers(state), phase: phase)
            return handle.element.sendKeyPress(press) == .handled
        }
        handle.signals.connectKey(controller, released: true) { [weak handle] _, keyval, state in
            guard let handle, handle.heldKeys.remove(keyval) != nil,
                let (key, characters) = Self.key(for: keyval)
            else { return false }
            let press = KeyPress(
                key: key, characters: characters, modifiers: Self.modifiers(state), phase: .up)
            _ = handle.element.sendKeyPress(press)
            return false
        }
        gtk_widget_add_controller(handle.interactionWidget, made)
        handle.keyController = controller
    }

    /// The ``KeyEquivalent`` and typed text of a GDK key value; `nil` for keys that are
    /// neither named keys nor characters (lone modifiers, function keys).
    static func key(for keyval: UInt32) -> (KeyEquivalent, String)? {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up: return (.upArrow, "")
        case GDK_KEY_Down, GDK_KEY_KP_Down: return (.downArrow, "")
        case GDK_KEY_Left, GDK_KEY_KP_Left: return (.leftArrow, "")
        case GDK_KEY_Right, GDK_KEY_KP_Right: return (.rightArrow, "")
        case GDK_KEY_Home, GDK_KEY_KP_Home: return (.home, "")
        case GDK_KEY_End, GDK_KEY_KP_End: return (.end, "")
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: return (.pageUp, "")
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: return (.pageDown, "")
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: return (.return, "\r")
        case GDK_KEY_Escape: return (.escape, "\u{1B}")
        case GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab, GDK_KEY_KP_Tab: return (.tab, "\t")
        case GDK_KEY_BackSpace: return (.delete, "")
        case GDK_KEY_Delete, GDK_KEY_KP_Delete: return (.deleteForward, "")
        default:
            let code = gdk_keyval_to_unicode(keyval)
            guard code != 0, let scalar = Unicode.Scalar(code) else { return nil }
            let character = Character(scalar)
            return (KeyEquivalent(character), String(character))
        }
    }

    /// The modifiers held: Control is both ``EventModifiers/control`` and the primary
    /// modifier ``EventModifiers/command``.
    static func modifiers(_ state: GdkModifierType) -> EventModifiers {
        var modifiers: EventModifiers = []
        if state.rawValue & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
        if state.rawValue & GDK_CONTROL_MASK.rawValue != 0 { modifiers.formUnion([.control, .command]) }
        if state.rawValue & GDK_ALT_MASK.rawValue != 0 { modifiers.insert(.option) }
        return modifiers
    }
}
