import CGtk
import FocusKitGTK
import FocusUICore

extension GtkViewBackend {
    /// `.onTapGesture`, `.onLongPressGesture` and `.onHover`: a `GtkGestureClick` (primary
    /// button; a tap of count n runs when the n-th click in a row is released), a
    /// `GtkGestureLongPress` (its delay GTK's long-press time scaled to the minimum duration)
    /// and a `GtkEventControllerMotion` (`enter`, `leave`) on the widget. Each runs the newest
    /// element's actions. None makes the view focusable.
    func applyPointerActions(to handle: GtkWidgetHandle) {
        for controller in handle.pointerControllers {
            gtk_widget_remove_controller(handle.interactionWidget, controller)
        }
        handle.pointerControllers = []
        let pointer = handle.element.actions.pointer
        let widget = handle.interactionWidget
        if !pointer.taps.isEmpty, let click = gtk_gesture_click_new() {
            gtk_gesture_single_set_button(focuskit_as_gesture_single(UnsafeMutableRawPointer(click)), 1)
            // The innermost tap takes the click, as in SwiftUI: claimed, the gestures of the
            // views around it do not see it. A list row's link leaves it to its row as well
            // (`gtklistitemwidget.c` focuses the row on the press and selects it on the release).
            if pointer.tapClaimsPress {
                handle.signals.connectClick(click, signal: "pressed") { gesture, _, _, _ in
                    gtk_gesture_set_state(
                        focuskit_as_gesture(UnsafeMutableRawPointer(gesture)), GTK_EVENT_SEQUENCE_CLAIMED)
                }
            }
            handle.signals.connectClick(click, signal: "released") { [weak handle] _, count, _, _ in
                handle?.element.actions.sendTap(count: Int(count))
            }
            add(click, to: widget, in: handle)
        }
        if let longest = pointer.longPresses.map(\.minimumDuration).max(),
            let press = gtk_gesture_long_press_new()
        {
            // GTK's default long press is its `gtk-long-press-time` (500 ms): the factor scales it.
            gtk_gesture_long_press_set_delay_factor(
                focuskit_as_gesture_long_press(UnsafeMutableRawPointer(press)), max(longest / 0.5, 0.1))
            handle.signals.connectPoint(press, signal: "pressed") { [weak handle] _, _, _ in
                handle?.element.actions.sendLongPress()
            }
            handle.signals.connect(press, signal: "begin") { [weak handle] _ in
                handle?.element.actions.sendPressing(true)
            }
            handle.signals.connect(press, signal: "end") { [weak handle] _ in
                handle?.element.actions.sendPressing(false)
            }
            add(press, to: widget, in: handle)
        }
        if !pointer.hovers.isEmpty, let motion = gtk_event_controller_motion_new() {
            handle.signals.connectPoint(motion, signal: "enter") { [weak handle] _, _, _ in
                handle?.element.actions.sendHover(true)
            }
            handle.signals.connect(motion, signal: "leave") { [weak handle] _ in
                handle?.element.actions.sendHover(false)
            }
            add(motion, to: widget, in: handle)
        }
    }

    private func add(
        _ controller: OpaquePointer, to widget: UnsafeMutablePointer<GtkWidget>, in handle: GtkWidgetHandle
    ) {
        gtk_widget_add_controller(widget, controller)
        handle.pointerControllers.append(controller)
    }
}
