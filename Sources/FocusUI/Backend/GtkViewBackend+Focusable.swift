import CGtk
import FocusKitGTK
import FocusUICore

extension GtkViewBackend {
    /// `.focusable(_:interactions:)` and `.focusEffectDisabled`: `gtk_widget_set_focusable`
    /// on the widget that takes focus (a row's control, else the widget), a click gesture that
    /// focuses it unless only `.activate` was asked for, and the `focusui-no-focus-ring` class.
    func applyFocusable(to handle: GtkWidgetHandle, from old: Element?) {
        let new = handle.element
        let target = handle.control ?? handle.widget
        if new.isFocusable == true, old?.isFocusable != true, new.kind.isContainer,
            ![.form, .vStack, .hStack].contains(new.kind)
        {
            // Only stacks are wrapped in a focusable button; GTK ignores the flag on others.
            focusCoordinator.logger.warning(
                ".focusable() on a \(new.kind) has no effect: GTK 4 containers never take focus "
                    + "themselves; put it on a VStack or HStack around the content")
        }
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
                gtk_widget_grab_focus(handle.control ?? handle.widget)
            }
            gtk_widget_add_controller(handle.widget, made)
            handle.focusClickGesture = gesture
        } else if !focusesOnClick, let gesture = handle.focusClickGesture {
            gtk_widget_remove_controller(handle.widget, gesture)
            handle.focusClickGesture = nil
        }
        if new.isFocusEffectDisabled {
            FocusUIStyleSheet.installFocusRingRuleIfNeeded()
            gtk_widget_add_css_class(handle.widget, "focusui-no-focus-ring")
        } else if old?.isFocusEffectDisabled == true {
            gtk_widget_remove_css_class(handle.widget, "focusui-no-focus-ring")
        }
    }

    /// A stack with `.focusable(_:)`. GTK 4 containers never take focus themselves (their
    /// `focus` handler only visits their children, and a `GtkListBoxRow` refuses focus outside
    /// a `GtkListBox`), so the box goes into a flat `GtkButton`, whose `focus` handler takes
    /// focus itself, with the accessible role `GROUP`. Tab stops at the stack, not at controls
    /// inside it (a click still reaches them). Made so whenever the view says anything about
    /// its focusability, so that a later change of `isFocusable` is a `gtk_widget_set_focusable`.
    func makeFocusableContainer(
        box: UnsafeMutablePointer<GtkWidget>, element: Element
    ) -> GtkWidgetHandle {
        FocusUIStyleSheet.installFocusRingRuleIfNeeded()
        let button = GtkAccessibility.makeWidget(type: gtk_button_get_type(), role: GTK_ACCESSIBLE_ROLE_GROUP)
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_add_css_class(button, "focusui-focusable")
        gtk_button_set_child(focuskit_as_button(UnsafeMutableRawPointer(button)), box)
        let handle = GtkWidgetHandle(widget: button, element: element)
        handle.childContainer = box
        return handle
    }
}
