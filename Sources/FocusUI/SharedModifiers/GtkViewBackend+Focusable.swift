import CGtk
import FocusKitGTK
import FocusUICore

extension GtkViewBackend {
    /// `.focusable(_:interactions:)` and `.focusEffectDisabled`: `gtk_widget_set_focusable`
    /// on the widget that takes focus (a row's control, a focusable container's wrapper, else
    /// the widget), a click gesture that focuses it unless only `.activate` was asked for, and
    /// the `focusui-no-focus-ring` class.
    func applyFocusable(to handle: GtkWidgetHandle, from old: SharedModifiers?, to new: SharedModifiers) {
        let target = handle.focusTarget
        let changed =
            new.isFocusable != old?.isFocusable || new.focusesOnClick != (old?.focusesOnClick ?? true)
            || new.isFocusEffectDisabled != (old?.isFocusEffectDisabled ?? false)
        guard changed else { return }
        if let isFocusable = new.isFocusable {
            // Only for views that said so: every other widget keeps GTK's own click behaviour.
            gtk_widget_set_focusable(target, isFocusable ? 1 : 0)
            gtk_widget_set_focus_on_click(target, isFocusable && new.focusesOnClick ? 1 : 0)
        }
        let focusesOnClick = new.isFocusable == true && new.focusesOnClick
        if focusesOnClick, handle.focusClickGesture == nil, let made = gtk_gesture_click_new() {
            let gesture = OpaquePointer(UnsafeMutableRawPointer(made))
            // "begin": the press was recognised. The widget's own handlers still run.
            handle.signals.connectWithPointerArgument(gesture, signal: "begin") { [weak handle] _, _ in
                guard let handle else { return }
                gtk_widget_grab_focus(handle.focusTarget)
            }
            gtk_widget_add_controller(handle.interactionWidget, made)
            handle.focusClickGesture = gesture
        } else if !focusesOnClick, let gesture = handle.focusClickGesture {
            gtk_widget_remove_controller(handle.interactionWidget, gesture)
            handle.focusClickGesture = nil
        }
        if new.isFocusEffectDisabled {
            FocusUIStyleSheet.installFocusRingRuleIfNeeded()
            gtk_widget_add_css_class(handle.interactionWidget, "focusui-no-focus-ring")
        } else if old?.isFocusEffectDisabled == true {
            gtk_widget_remove_css_class(handle.interactionWidget, "focusui-no-focus-ring")
        }
    }

    /// A focusable container (`.focusable()` on a stack) is a flat `GtkButton` holding it, role
    /// `GROUP`: GTK 4 containers never take focus themselves (their `focus` handler only visits
    /// their children). Tab stops at the button, not at the controls inside.
    func makeFocusableWrapper(around child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
        GtkWidget
    > {
        FocusUIStyleSheet.installFocusRingRuleIfNeeded()
        let button = GtkAccessibility.makeWidget(type: gtk_button_get_type(), role: GTK_ACCESSIBLE_ROLE_GROUP)
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_add_css_class(button, "focusui-focusable")
        gtk_button_set_child(focuskit_as_button(UnsafeMutableRawPointer(button)), child)
        return button
    }
}
