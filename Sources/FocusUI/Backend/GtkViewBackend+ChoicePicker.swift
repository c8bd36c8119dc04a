import CGtk
import FocusKitGTK
import FocusUICore

/// `Picker` with `.pickerStyle(.segmented)` or `.radioGroup`: a preferences row whose title
/// label is followed by a box with accessible role `GROUP`, named by the title, holding one
/// button per option in a GTK group (so choosing one releases the others): linked
/// `GtkToggleButton`s for segments, `GtkCheckButton`s (drawn as radio buttons) for a radio
/// group. The box is the handle's control, the focus node `.focused` registers: focus on any
/// of its buttons is focus on the picker.
///
/// The buttons are made again only when the options change; the chosen one is set only when
/// another is active, with the `toggled` handlers muted.
extension GtkViewBackend {
    func makeChoicePicker(for element: Element) -> GtkWidgetHandle {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_add_css_class(row, "focusui-row")
        let label = gtk_label_new(nil)!
        let labelRaw = UnsafeMutableRawPointer(label)
        gtk_label_set_xalign(focuskit_as_label(labelRaw), 0)
        gtk_widget_set_hexpand(label, 1)
        let choices = GtkAccessibility.makeWidget(type: gtk_box_get_type(), role: GTK_ACCESSIBLE_ROLE_GROUP)
        let segmented = element.kind == .segmentedPicker
        gtk_orientable_set_orientation(
            focuskit_as_orientable(UnsafeMutableRawPointer(choices)),
            segmented ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
        if segmented {
            gtk_widget_add_css_class(choices, "linked")
            gtk_widget_set_valign(choices, GTK_ALIGN_CENTER)
        } else {
            gtk_label_set_yalign(focuskit_as_label(labelRaw), 0)
        }
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(row)), label)
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(row)), choices)
        let handle = GtkWidgetHandle(widget: row, element: element)
        handle.control = choices
        handle.rowLabel = label
        return handle
    }

    func updateChoicePicker(_ handle: GtkWidgetHandle, changes: ElementChanges, to new: Element) {
        guard let choices = handle.control else { return }
        if changes.contains(.title), let label = handle.rowLabel {
            gtk_label_set_text(focuskit_as_label(UnsafeMutableRawPointer(label)), new.title ?? "")
        }
        if changes.contains(.options) {
            makeChoiceButtons(in: handle, choices: choices, options: new.options)
        }
        let buttons = Self.choiceButtons(of: choices)
        for (index, button) in buttons.enumerated() {
            let wanted = index == new.selectedIndex
            if Self.isActive(button) != wanted {
                handle.isApplyingValue = true
                Self.setActive(button, wanted)
                handle.isApplyingValue = false
            }
        }
    }

    /// One button per option, grouped; each reports its choice through the current element.
    private func makeChoiceButtons(
        in handle: GtkWidgetHandle, choices: UnsafeMutablePointer<GtkWidget>, options: [String]
    ) {
        let box = focuskit_as_box(UnsafeMutableRawPointer(choices))
        handle.isApplyingValue = true
        for button in Self.choiceButtons(of: choices) { gtk_box_remove(box, button) }
        handle.isApplyingValue = false
        var first: UnsafeMutablePointer<GtkWidget>?
        for (index, option) in options.enumerated() {
            let button: UnsafeMutablePointer<GtkWidget>
            if handle.element.kind == .segmentedPicker {
                button = gtk_toggle_button_new_with_label(option)
                if let first {
                    gtk_toggle_button_set_group(
                        focuskit_as_toggle_button(UnsafeMutableRawPointer(button)),
                        focuskit_as_toggle_button(UnsafeMutableRawPointer(first)))
                }
            } else {
                button = gtk_check_button_new_with_label(option)
                if let first {
                    gtk_check_button_set_group(
                        focuskit_as_check_button(UnsafeMutableRawPointer(button)),
                        focuskit_as_check_button(UnsafeMutableRawPointer(first)))
                }
            }
            first = first ?? button
            gtk_box_append(box, button)
            // Connections to buttons that a later change of options destroys go inert.
            handle.signals.connect(button, signal: "toggled") { [unowned handle] _ in
                guard !handle.isApplyingValue, Self.isActive(button) else { return }
                handle.element.sendSelection(index)
            }
        }
    }

    static func choiceButtons(of choices: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<
        GtkWidget
    >] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(choices)
        while let current = child {
            result.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    private static func isActive(_ button: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let raw = UnsafeMutableRawPointer(button)
        if focuskit_is_check_button(raw) != 0 {
            return gtk_check_button_get_active(focuskit_as_check_button(raw)) != 0
        }
        return gtk_toggle_button_get_active(focuskit_as_toggle_button(raw)) != 0
    }

    private static func setActive(_ button: UnsafeMutablePointer<GtkWidget>, _ active: Bool) {
        let raw = UnsafeMutableRawPointer(button)
        if focuskit_is_check_button(raw) != 0 {
            gtk_check_button_set_active(focuskit_as_check_button(raw), active ? 1 : 0)
        } else {
            gtk_toggle_button_set_active(focuskit_as_toggle_button(raw), active ? 1 : 0)
        }
    }
}
