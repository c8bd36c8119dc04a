import CGtk
import FocusKitGTK
import FocusUICore

/// The controls with a value other than text: `Toggle`, `Picker`, `Stepper`, `Slider`, and the
/// multi-line `TextEditor`.
///
/// Each is one GTK widget that takes focus and holds the value (the handle's `control`),
/// alone or at the end of a row that starts with the title (GNOME's preferences rows):
///
/// | View | Widget | `control` |
/// |---|---|---|
/// | `Toggle` | `GtkCheckButton` labelled with the title | itself |
/// | `Toggle` + `.toggleStyle(.switch)` | row: `GtkLabel`, `GtkSwitch` | the switch |
/// | `Toggle` + `.toggleStyle(.button)` | `GtkToggleButton` labelled with the title | itself |
/// | `Picker` | row: `GtkLabel`, `GtkDropDown` of the option labels | the drop-down |
/// | `Stepper` | row: `GtkLabel`, `GtkSpinButton` | the spin button |
/// | `Slider` | row: `GtkLabel`, horizontal `GtkScale` | the scale |
/// | `TextEditor` | `GtkScrolledWindow` holding a `GtkTextView` | the text view |
///
/// The control is what `.focused` registers and what carries the accessible name. Values are
/// set through the widget's own setter only when the widget shows something else, with the
/// widget's change handler muted, so that a re-render neither echoes into the binding nor
/// disturbs a popup, a caret or a scroll position.
extension GtkViewBackend {
    /// Creates the widgets of a control: the outer widget inserted into the parent, and the
    /// control inside it (the same widget when there is no row).
    func makeControl(for element: Element) -> (
        widget: UnsafeMutablePointer<GtkWidget>, control: UnsafeMutablePointer<GtkWidget>,
        label: UnsafeMutablePointer<GtkWidget>?
    ) {
        switch element.kind {
        case .checkbox:
            let check = gtk_check_button_new()!
            return (check, check, nil)
        case .toggleButton:
            let button = gtk_toggle_button_new()!
            return (button, button, nil)
        case .toggleSwitch:
            let toggle = gtk_switch_new()!
            gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
            return row(with: toggle)
        case .picker:
            let expression = gtk_property_expression_new(gtk_string_object_get_type(), nil, "string")
            let dropDown = gtk_drop_down_new(nil, expression)!
            gtk_widget_set_valign(dropDown, GTK_ALIGN_CENTER)
            return row(with: dropDown)
        case .stepper:
            let spin = gtk_spin_button_new_with_range(0, 1, 1)!
            gtk_widget_set_valign(spin, GTK_ALIGN_CENTER)
            return row(with: spin)
        case .slider:
            let scale = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, nil)!
            gtk_scale_set_draw_value(focuskit_as_scale(UnsafeMutableRawPointer(scale)), 0)
            gtk_widget_set_size_request(scale, 160, -1)
            gtk_widget_set_valign(scale, GTK_ALIGN_CENTER)
            return row(with: scale)
        case .textEditor:
            let scrolled = gtk_scrolled_window_new()!
            let textView = gtk_text_view_new()!
            let view = focuskit_as_text_view(UnsafeMutableRawPointer(textView))
            // Tab moves focus on, as everywhere else in a form, unless the app asks for tabs
            // (`update` applies `acceptsTab`): no keyboard trap.
            gtk_text_view_set_accepts_tab(view, element.acceptsTab ? 1 : 0)
            gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
            gtk_text_view_set_left_margin(view, 6)
            gtk_text_view_set_right_margin(view, 6)
            gtk_text_view_set_top_margin(view, 6)
            gtk_text_view_set_bottom_margin(view, 6)
            let window = focuskit_as_scrolled_window(UnsafeMutableRawPointer(scrolled))
            gtk_scrolled_window_set_child(window, textView)
            gtk_scrolled_window_set_has_frame(window, 1)
            gtk_scrolled_window_set_min_content_height(window, 96)
            gtk_scrolled_window_set_policy(window, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
            gtk_widget_set_vexpand(scrolled, 1)
            gtk_widget_set_hexpand(scrolled, 1)
            return (scrolled, textView, nil)
        case .form, .vStack, .hStack, .spacer, .text, .textField, .secureField, .button, .section, .divider,
            .link,
            .image,
            .menu, .scrollView, .grid, .gridRow, .toolbarItem, .segmentedPicker, .radioGroupPicker:
            preconditionFailure("\(element.kind) is not a control with a value")
        }
    }

    /// A preferences row: the title at the start, the control at the end. The label is not the
    /// control's mnemonic widget: GTK 4.8 would then announce the name twice (the labelled-by
    /// relation and the accessible label the backend sets).
    private func row(with control: UnsafeMutablePointer<GtkWidget>) -> (
        widget: UnsafeMutablePointer<GtkWidget>, control: UnsafeMutablePointer<GtkWidget>,
        label: UnsafeMutablePointer<GtkWidget>?
    ) {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_add_css_class(box, "focusui-row")
        let label = gtk_label_new(nil)!
        gtk_label_set_xalign(focuskit_as_label(UnsafeMutableRawPointer(label)), 0)
        gtk_widget_set_hexpand(label, 1)
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(box)), label)
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(box)), control)
        return (box, control, label)
    }

    /// Connects the control's change signal to the handle's current element.
    func connectControlSignals(of handle: GtkWidgetHandle) {
        guard let control = handle.control else { return }
        switch handle.element.kind {
        case .checkbox, .toggleButton, .toggleSwitch:
            handle.signals.connectNotify(control, property: "active") { [unowned handle] _, _ in
                guard !handle.isApplyingValue else { return }
                handle.element.sendToggle(Self.isOn(handle))
            }
        case .picker:
            handle.signals.connectNotify(control, property: "selected") { [unowned handle] _, _ in
                guard !handle.isApplyingValue else { return }
                let selected = gtk_drop_down_get_selected(Self.dropDown(handle))
                guard selected != focuskit_invalid_list_position() else { return }
                handle.element.sendSelection(Int(selected))
            }
        case .stepper:
            handle.signals.connect(control, signal: "value-changed") { [unowned handle] _ in
                guard !handle.isApplyingValue else { return }
                handle.element.sendValue(gtk_spin_button_get_value(Self.spinButton(handle)))
            }
        case .slider:
            handle.signals.connect(control, signal: "value-changed") { [unowned handle] _ in
                guard !handle.isApplyingValue, let control = handle.control else { return }
                handle.element.sendValue(
                    gtk_range_get_value(focuskit_as_range(UnsafeMutableRawPointer(control))))
            }
        case .textEditor:
            let buffer = gtk_text_view_get_buffer(focuskit_as_text_view(UnsafeMutableRawPointer(control)))!
            handle.signals.connect(buffer, signal: "changed") { [unowned handle] _ in
                guard !handle.isApplyingText else { return }
                handle.element.sendTextChange(Self.editorText(of: handle))
            }
        case .form, .vStack, .hStack, .spacer, .text, .textField, .secureField, .button, .section, .divider,
            .link,
            .image,
            .menu, .scrollView, .grid, .gridRow, .toolbarItem, .segmentedPicker, .radioGroupPicker:
            break
        }
    }

    /// Applies a control's title, options and value; each only where the widget differs.
    func updateControl(_ handle: GtkWidgetHandle, changes: ElementChanges, to new: Element) {
        guard let control = handle.control else { return }
        let raw = UnsafeMutableRawPointer(control)
        if changes.contains(.title) {
            let title = new.title ?? ""
            switch new.kind {
            case .checkbox: gtk_check_button_set_label(focuskit_as_check_button(raw), title)
            case .toggleButton: gtk_button_set_label(focuskit_as_button(raw), title)
            default: break
            }
            if let label = handle.rowLabel {
                gtk_label_set_text(focuskit_as_label(UnsafeMutableRawPointer(label)), title)
            }

        }
        switch new.kind {
        case .checkbox, .toggleButton, .toggleSwitch:
            if Self.isOn(handle) != new.isOn {
                applyValue(handle) {
                    switch new.kind {
                    case .checkbox:
                        gtk_check_button_set_active(focuskit_as_check_button(raw), new.isOn ? 1 : 0)
                    case .toggleButton:
                        gtk_toggle_button_set_active(focuskit_as_toggle_button(raw), new.isOn ? 1 : 0)
                    default: gtk_switch_set_active(focuskit_as_switch(raw), new.isOn ? 1 : 0)
                    }
                }
            }
        case .picker:
            let dropDown = Self.dropDown(handle)
            if changes.contains(.options) {
                let list = gtk_string_list_new(nil)!
                for option in new.options { gtk_string_list_append(list, option) }
                applyValue(handle) {
                    gtk_drop_down_set_model(dropDown, focuskit_as_list_model(UnsafeMutableRawPointer(list)))
                }
                g_object_unref(UnsafeMutableRawPointer(list))
            }
            let wanted = new.selectedIndex.map(UInt32.init) ?? focuskit_invalid_list_position()
            if gtk_drop_down_get_selected(dropDown) != wanted {
                applyValue(handle) { gtk_drop_down_set_selected(dropDown, wanted) }
            }
        case .stepper:
            let spin = Self.spinButton(handle)
            if changes.contains(.options) {
                applyValue(handle) {
                    gtk_spin_button_set_digits(spin, Self.digits(for: new.step))
                    gtk_spin_button_set_increments(spin, new.step, new.step * 10)
                    gtk_spin_button_set_range(spin, new.valueRange.lowerBound, new.valueRange.upperBound)
                }
            }
            if gtk_spin_button_get_value(spin) != new.value {
                applyValue(handle) { gtk_spin_button_set_value(spin, new.value) }
            }
        case .slider:
            let range = focuskit_as_range(raw)
            if changes.contains(.options) {
                applyValue(handle) {
                    gtk_range_set_range(range, new.valueRange.lowerBound, new.valueRange.upperBound)
                    gtk_range_set_increments(range, new.keyboardStep, new.keyboardStep * 10)
                }
            }
            if gtk_range_get_value(range) != new.value {
                applyValue(handle) { gtk_range_set_value(range, new.value) }
            }
        case .textEditor:
            if changes.contains(.acceptsTab) {
                gtk_text_view_set_accepts_tab(focuskit_as_text_view(raw), new.acceptsTab ? 1 : 0)
            }
            let text = new.text ?? ""
            if Self.editorText(of: handle) != text {
                let buffer = gtk_text_view_get_buffer(focuskit_as_text_view(raw))!
                handle.isApplyingText = true
                gtk_text_buffer_set_text(buffer, text, -1)
                handle.isApplyingText = false
            }
        case .form, .vStack, .hStack, .spacer, .text, .textField, .secureField, .button, .section, .divider,
            .link,
            .image,
            .menu, .scrollView, .grid, .gridRow, .toolbarItem, .segmentedPicker, .radioGroupPicker:
            break
        }
    }

    /// Runs a setter with the control's change handler muted.
    private func applyValue(_ handle: GtkWidgetHandle, _ apply: () -> Void) {
        handle.isApplyingValue = true
        apply()
        handle.isApplyingValue = false
    }

    /// Whether a toggle's widget is on.
    static func isOn(_ handle: GtkWidgetHandle) -> Bool {
        guard let control = handle.control else { return false }
        let raw = UnsafeMutableRawPointer(control)
        switch handle.element.kind {
        case .checkbox: return gtk_check_button_get_active(focuskit_as_check_button(raw)) != 0
        case .toggleButton: return gtk_toggle_button_get_active(focuskit_as_toggle_button(raw)) != 0
        default: return gtk_switch_get_active(focuskit_as_switch(raw)) != 0
        }
    }

    /// A text editor's whole text (`gtk_text_buffer_get_text` from start to end).
    static func editorText(of handle: GtkWidgetHandle) -> String {
        guard let control = handle.control else { return "" }
        let buffer = gtk_text_view_get_buffer(focuskit_as_text_view(UnsafeMutableRawPointer(control)))!
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 1) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// The toggle button inside a `GtkDropDown`, which takes focus.
    static func dropDownButton(of dropDown: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
        GtkWidget
    >? {
        var child = gtk_widget_get_first_child(dropDown)
        while let current = child {
            if focuskit_is_toggle_button(UnsafeMutableRawPointer(current)) != 0 { return current }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    static func dropDown(_ handle: GtkWidgetHandle) -> OpaquePointer {
        focuskit_as_drop_down(UnsafeMutableRawPointer(handle.control!))
    }

    static func spinButton(_ handle: GtkWidgetHandle) -> OpaquePointer {
        focuskit_as_spin_button(UnsafeMutableRawPointer(handle.control!))
    }

    /// The decimals a spin button shows: as many as the step has, up to six.
    static func digits(for step: Double) -> UInt32 {
        var digits: UInt32 = 0
        var scaled = step
        while digits < 6, (scaled - scaled.rounded()).magnitude > 1e-9 {
            scaled *= 10
            digits += 1
        }
        return digits
    }
}
