import CGtk
import FocusKitGTK
import FocusUICore

extension DropDownPickerComponent: GtkRenderable {
    /// A row with a `GtkDropDown`.
    public typealias GtkRenderer = DropDownPickerGtkRenderer
}

extension SegmentedPickerComponent: GtkRenderable {
    /// A row with linked toggle buttons.
    public typealias GtkRenderer = SegmentedPickerGtkRenderer
}

extension RadioGroupPickerComponent: GtkRenderable {
    /// A row with grouped check buttons.
    public typealias GtkRenderer = RadioGroupPickerGtkRenderer
}

/// Draws a ``DropDownPickerComponent``: a preferences row of the title and a `GtkDropDown` of
/// the option labels. The drop-down's `notify::selected` chooses through the newest component;
/// the selection is set only when the drop-down shows another, muted.
@MainActor
public final class DropDownPickerGtkRenderer: GtkComponentRenderer {
    private let row: GtkPreferencesRow
    private let dropDown: UnsafeMutablePointer<GtkWidget>
    private var component: DropDownPickerComponent
    private var isApplyingValue = false
    private let signals = SignalBag()

    /// A row with a drop-down.
    public init(_ component: DropDownPickerComponent, context: GtkRenderContext) {
        self.component = component
        let expression = gtk_property_expression_new(gtk_string_object_get_type(), nil, "string")
        dropDown = gtk_drop_down_new(nil, expression)!
        gtk_widget_set_valign(dropDown, GTK_ALIGN_CENTER)
        row = GtkPreferencesRow(control: dropDown)
        signals.connectNotify(dropDown, property: "selected") { [unowned self] _, _ in
            guard !self.isApplyingValue else { return }
            let selected = gtk_drop_down_get_selected(self.gtkDropDown)
            guard selected != focuskit_invalid_list_position() else { return }
            self.component.picker.sendSelection(Int(selected))
        }
    }

    isolated deinit {
        signals.disconnectAll()
    }

    /// The row.
    public var widget: UnsafeMutablePointer<GtkWidget> { row.box }
    /// The drop-down.
    public var focusWidget: UnsafeMutablePointer<GtkWidget> { dropDown }

    private var gtkDropDown: OpaquePointer { focuskit_as_drop_down(UnsafeMutableRawPointer(dropDown)) }

    /// Applies the title, the options and the selection.
    public func update(from old: DropDownPickerComponent?, to new: DropDownPickerComponent) {
        component = new
        if new.picker.title != old?.picker.title || new.picker.isLabelHidden != old?.picker.isLabelHidden {
            row.setTitle(new.picker.title, hidden: new.picker.isLabelHidden)
        }
        if new.picker.options != old?.picker.options {
            let list = gtk_string_list_new(nil)!
            for option in new.picker.options { gtk_string_list_append(list, option) }
            isApplyingValue = true
            gtk_drop_down_set_model(gtkDropDown, focuskit_as_list_model(UnsafeMutableRawPointer(list)))
            isApplyingValue = false
            g_object_unref(UnsafeMutableRawPointer(list))
        }
        let wanted = new.picker.selectedIndex.map(UInt32.init) ?? focuskit_invalid_list_position()
        if gtk_drop_down_get_selected(gtkDropDown) != wanted {
            isApplyingValue = true
            gtk_drop_down_set_selected(gtkDropDown, wanted)
            isApplyingValue = false
        }
    }

    /// The drop-down and the toggle button inside it, which takes focus and which GTK 4.8 names
    /// "GtkToggleButton": both get the picker's name, as the screen reader speaks it.
    public func setAccessibleName(_ name: String) {
        GtkAccessibility.setLabel(dropDown, name)
        var child = gtk_widget_get_first_child(dropDown)
        while let current = child {
            if focuskit_is_toggle_button(UnsafeMutableRawPointer(current)) != 0 {
                GtkAccessibility.setLabel(current, name)
                return
            }
            child = gtk_widget_get_next_sibling(current)
        }
    }
}

/// The choices of a segmented or radio-group picker: one button per option in a box with the
/// role `GROUP`, each button's `toggled` choosing through the newest component, the active one
/// set only when it differs, muted.
@MainActor
final class GtkChoiceButtons {
    let row: GtkPreferencesRow
    let box: UnsafeMutablePointer<GtkWidget>
    private let segmented: Bool
    private(set) var picker: PickerComponent
    private var isApplyingValue = false
    private var signals = SignalBag()

    init(_ picker: PickerComponent, segmented: Bool) {
        self.picker = picker
        self.segmented = segmented
        box = GtkAccessibility.makeWidget(type: gtk_box_get_type(), role: GTK_ACCESSIBLE_ROLE_GROUP)
        gtk_orientable_set_orientation(
            focuskit_as_orientable(UnsafeMutableRawPointer(box)),
            segmented ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
        row = GtkPreferencesRow(control: box)
        if segmented {
            gtk_widget_add_css_class(box, "linked")
            gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
        } else {
            gtk_label_set_yalign(focuskit_as_label(UnsafeMutableRawPointer(row.label)), 0)
        }
    }

    isolated deinit {
        signals.disconnectAll()
    }

    func update(from old: PickerComponent?, to new: PickerComponent) {
        picker = new
        if new.title != old?.title || new.isLabelHidden != old?.isLabelHidden {
            row.setTitle(new.title, hidden: new.isLabelHidden)
        }
        if new.options != old?.options { makeButtons(new.options) }
        for (index, button) in buttons.enumerated() {
            let wanted = index == new.selectedIndex
            if isActive(button) != wanted {
                isApplyingValue = true
                setActive(button, wanted)
                isApplyingValue = false
            }
        }
    }

    private func makeButtons(_ options: [String]) {
        signals.disconnectAll()
        signals = SignalBag()
        isApplyingValue = true
        for button in buttons { gtk_box_remove(focuskit_as_box(UnsafeMutableRawPointer(box)), button) }
        isApplyingValue = false
        var first: UnsafeMutablePointer<GtkWidget>?
        for (index, option) in options.enumerated() {
            let button: UnsafeMutablePointer<GtkWidget>
            if segmented {
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
            gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(box)), button)
            signals.connect(button, signal: "toggled") { [unowned self] _ in
                guard !self.isApplyingValue, self.isActive(button) else { return }
                self.picker.sendSelection(index)
            }
        }
    }

    var buttons: [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(box)
        while let current = child {
            result.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    private func isActive(_ button: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let raw = UnsafeMutableRawPointer(button)
        if focuskit_is_check_button(raw) != 0 {
            return gtk_check_button_get_active(focuskit_as_check_button(raw)) != 0
        }
        return gtk_toggle_button_get_active(focuskit_as_toggle_button(raw)) != 0
    }

    private func setActive(_ button: UnsafeMutablePointer<GtkWidget>, _ active: Bool) {
        let raw = UnsafeMutableRawPointer(button)
        if focuskit_is_check_button(raw) != 0 {
            gtk_check_button_set_active(focuskit_as_check_button(raw), active ? 1 : 0)
        } else {
            gtk_toggle_button_set_active(focuskit_as_toggle_button(raw), active ? 1 : 0)
        }
    }
}

/// Draws a ``SegmentedPickerComponent``: a preferences row of the title and linked, grouped
/// `GtkToggleButton`s, each a Tab stop; `.focused` registers the group, so a write focuses the
/// first segment.
@MainActor
public final class SegmentedPickerGtkRenderer: GtkComponentRenderer {
    let choices: GtkChoiceButtons

    /// A row of segments.
    public init(_ component: SegmentedPickerComponent, context: GtkRenderContext) {
        choices = GtkChoiceButtons(component.picker, segmented: true)
    }

    /// The row.
    public var widget: UnsafeMutablePointer<GtkWidget> { choices.row.box }
    /// The group of segments.
    public var focusWidget: UnsafeMutablePointer<GtkWidget> { choices.box }

    /// Applies the title, the options and the selection.
    public func update(from old: SegmentedPickerComponent?, to new: SegmentedPickerComponent) {
        choices.update(from: old?.picker, to: new.picker)
    }
}

/// Draws a ``RadioGroupPickerComponent``: a preferences row of the title and grouped
/// `GtkCheckButton`s (radio buttons); `.focused` registers the group.
@MainActor
public final class RadioGroupPickerGtkRenderer: GtkComponentRenderer {
    let choices: GtkChoiceButtons

    /// A row of radio buttons.
    public init(_ component: RadioGroupPickerComponent, context: GtkRenderContext) {
        choices = GtkChoiceButtons(component.picker, segmented: false)
    }

    /// The row.
    public var widget: UnsafeMutablePointer<GtkWidget> { choices.row.box }
    /// The group of radio buttons.
    public var focusWidget: UnsafeMutablePointer<GtkWidget> { choices.box }

    /// Applies the title, the options and the selection.
    public func update(from old: RadioGroupPickerComponent?, to new: RadioGroupPickerComponent) {
        choices.update(from: old?.picker, to: new.picker)
    }
}
