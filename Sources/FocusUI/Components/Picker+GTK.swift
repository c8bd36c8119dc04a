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

/// Draws a `DropDownPickerComponent`: a preferences row of the title and a `GtkDropDown` of
/// the option labels, or, as a row of a grouped form's section, libadwaita's `AdwComboRow`
/// titled by it (the row is the Tab stop and focus field; Space or Return opens its list).
/// `notify::selected` chooses through the newest component; the selection is set only when the
/// widget shows another, muted.
///
/// The chosen option is the accessible description of the widget that takes focus (with the
/// `.accessibilityHint`, if any, after it): GTK gives a screen reader no value for a
/// drop-down or a combo row (Orca 43 looks for a selected child through the selection
/// interface, which neither has), and Orca says a description after the name and role, and
/// again when it changes on the focused widget. The popover's list of options is named by the
/// title; it opens with focus on the chosen option and, closed, gives focus back to the control
/// (`GtkQuirk.optionsPopoverFocusesTheFirstOption`, `GtkQuirk.menuCloseLeavesNoFocusWidget`).
@MainActor
public final class DropDownPickerGtkRenderer: GtkComponentRenderer {
    /// The node's widget: the row box, or the combo row.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The drop-down, or the combo row.
    private let control: UnsafeMutablePointer<GtkWidget>
    /// The title row of a drop-down; `nil` for a combo row, which shows its own title.
    private let row: GtkPreferencesRow?
    private var component: DropDownPickerComponent
    private var isApplyingValue = false
    private var hint: String?
    private let signals = SignalBag()

    /// A row with a drop-down, or a combo row.
    public init(_ component: DropDownPickerComponent, context: GtkRenderContext) {
        self.component = component
        let expression = gtk_property_expression_new(gtk_string_object_get_type(), nil, "string")
        if component.isFormRow {
            control = adw_combo_row_new()!
            adw_combo_row_set_expression(
                focuskit_as_adw_combo_row(UnsafeMutableRawPointer(control)), expression)
            gtk_expression_unref(expression)
            row = nil
            widget = control
        } else {
            control = gtk_drop_down_new(nil, expression)!
            gtk_widget_set_valign(control, GTK_ALIGN_CENTER)
            let row = GtkPreferencesRow(control: control)
            self.row = row
            widget = row.box
        }
        signals.connectNotify(control, property: "selected") { [unowned self] _, _ in
            guard !self.isApplyingValue else { return }
            let selected = self.selected
            guard selected != focuskit_invalid_list_position() else { return }
            self.component.picker.sendSelection(Int(selected))
        }
        for popover in Self.popovers(in: control) {
            if GtkQuirk.optionsPopoverFocusesTheFirstOption.applies {
                signals.connect(popover, signal: "map", after: true) { [unowned self] _ in
                    self.focusChosenOption(in: popover, scrolling: true)
                }
            }
            // Connected before the focus host reports the closing popover's field (it connects
            // when the popover is shown), so focus is back before that report: nothing changes.
            if GtkQuirk.menuCloseLeavesNoFocusWidget.applies {
                signals.connect(popover, signal: "closed") { [unowned self] _ in
                    self.giveFocusBack(from: popover)
                }
            }
        }
    }

    isolated deinit {
        signals.disconnectAll()
        nextFrame.cancel()
    }

    /// The frame the popover waits for before it focuses the chosen option, if any.
    private let nextFrame = GtkNextFrame()

    /// Closed (Escape, an option chosen), the options' popover gives focus back to the control
    /// when it left the window without one or inside the popover
    /// (`GtkQuirk.menuCloseLeavesNoFocusWidget`); a click elsewhere keeps its focus.
    private func giveFocusBack(from popover: UnsafeMutablePointer<GtkWidget>) {
        guard let root = gtk_widget_get_root(control) else { return }
        let focus = gtk_root_get_focus(root)
        guard focus == nil || focus.map({ gtk_widget_is_ancestor($0, popover) != 0 }) == true else { return }
        _ = gtk_widget_grab_focus(control)
    }

    /// When the options' popover opens, focus goes to the chosen option
    /// (`GtkQuirk.optionsPopoverFocusesTheFirstOption`). The option's row exists once the
    /// popover's list is laid out: it is looked for now, else after the popover's next frame
    /// (scrolled to it first).
    private func focusChosenOption(in popover: UnsafeMutablePointer<GtkWidget>, scrolling: Bool) {
        nextFrame.cancel()
        let position = selected
        guard position != focuskit_invalid_list_position(), gtk_widget_get_mapped(popover) != 0,
            let list = Self.lists(in: popover, inPopover: true).first
        else { return }
        let selectedFlag = GTK_STATE_FLAG_SELECTED.rawValue
        var child = gtk_widget_get_first_child(list)
        while let row = child {
            if gtk_widget_get_state_flags(row).rawValue & selectedFlag != 0,
                gtk_widget_get_child_visible(row) != 0
            {
                if gtk_widget_has_focus(row) == 0 { _ = gtk_widget_grab_focus(row) }
                return
            }
            child = gtk_widget_get_next_sibling(row)
        }
        guard scrolling else { return }
        gtk_widget_activate_action_variant(list, "list.scroll-to-item", g_variant_new_uint32(position))
        nextFrame.schedule(after: popover) { [weak self] in
            self?.focusChosenOption(in: popover, scrolling: false)
        }
    }

    /// The popovers inside `widget` (a drop-down's options, a combo row's).
    private static func popovers(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<
        GtkWidget
    >] {
        if focuskit_is_popover(UnsafeMutableRawPointer(widget)) != 0 { return [widget] }
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            found += popovers(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    /// The drop-down, or the combo row.
    public var focusWidget: UnsafeMutablePointer<GtkWidget> { control }

    /// The `GtkListView`s inside the control's popover (its options).
    private var popupLists: [UnsafeMutablePointer<GtkWidget>] { Self.lists(in: control, inPopover: false) }

    /// The `GtkListView`s inside a popover in `widget` (or in `widget`, a popover's part).
    private static func lists(in widget: UnsafeMutablePointer<GtkWidget>, inPopover: Bool)
        -> [UnsafeMutablePointer<
            GtkWidget
        >]
    {
        let raw = UnsafeMutableRawPointer(widget)
        let isPopover = inPopover || focuskit_is_popover(raw) != 0
        var found =
            isPopover && String(cString: focuskit_object_type_name(raw)) == "GtkListView" ? [widget] : []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            found += lists(in: current, inPopover: isPopover)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    private var selected: UInt32 {
        let raw = UnsafeMutableRawPointer(control)
        return component.isFormRow
            ? adw_combo_row_get_selected(focuskit_as_adw_combo_row(raw))
            : gtk_drop_down_get_selected(focuskit_as_drop_down(raw))
    }

    private func setSelected(_ position: UInt32) {
        let raw = UnsafeMutableRawPointer(control)
        if component.isFormRow {
            adw_combo_row_set_selected(focuskit_as_adw_combo_row(raw), position)
        } else {
            gtk_drop_down_set_selected(focuskit_as_drop_down(raw), position)
        }
    }

    private func setModel(_ model: OpaquePointer) {
        let raw = UnsafeMutableRawPointer(control)
        if component.isFormRow {
            adw_combo_row_set_model(focuskit_as_adw_combo_row(raw), model)
        } else {
            gtk_drop_down_set_model(focuskit_as_drop_down(raw), model)
        }
    }

    /// Applies the title, the options and the selection.
    public func update(from old: DropDownPickerComponent?, to new: DropDownPickerComponent) {
        component = new
        if new.picker.title != old?.picker.title {
            // The list of options its popover shows is named by the picker's title, which Orca
            // says as it opens (unnamed, it said the type: `GtkQuirk.typeNameForAnUnnamedAccessible`).
            for list in popupLists { GtkAccessibility.setLabel(list, new.picker.title) }
        }
        if new.picker.title != old?.picker.title || new.picker.isLabelHidden != old?.picker.isLabelHidden {
            if let row {
                row.setTitle(new.picker.title, hidden: new.picker.isLabelHidden)
            } else {
                GtkPreferencesGroupRows.setTitle(
                    new.picker.isLabelHidden ? "" : new.picker.title, of: control)
            }
        }
        if new.picker.options != old?.picker.options {
            let list = gtk_string_list_new(nil)!
            for option in new.picker.options { gtk_string_list_append(list, option) }
            isApplyingValue = true
            setModel(focuskit_as_list_model(UnsafeMutableRawPointer(list)))
            isApplyingValue = false
            g_object_unref(UnsafeMutableRawPointer(list))
        }
        let wanted = new.picker.selectedIndex.map(UInt32.init) ?? focuskit_invalid_list_position()
        if selected != wanted {
            isApplyingValue = true
            setSelected(wanted)
            isApplyingValue = false
        }
        if old == nil || new.picker.selectedIndex != old?.picker.selectedIndex
            || new.picker.options != old?.picker.options
        {
            describeChoice()
        }
    }

    /// Keeps the hint, which the description carries after the chosen option.
    public func update(modifiers new: SharedModifiers, from old: SharedModifiers?) {
        guard new.accessibilityHint != old?.accessibilityHint else { return }
        hint = new.accessibilityHint
        describeChoice()
    }

    /// The chosen option (and the hint) as the description of what takes focus.
    private func describeChoice() {
        let choice = component.picker.selectedIndex.map { component.picker.options[$0] }
        let description = [choice, hint].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ". ")
        for target in accessibleTargets { GtkAccessibility.setDescription(target, description) }
    }

    /// The combo row, or the drop-down and, where `GtkQuirk.dropDownFocusButtonUnnamed`
    /// applies, the toggle button inside it, which takes focus without the drop-down's name.
    private var accessibleTargets: [UnsafeMutablePointer<GtkWidget>] {
        guard !component.isFormRow, GtkQuirk.dropDownFocusButtonUnnamed.applies else { return [control] }
        var targets = [control]
        var child = gtk_widget_get_first_child(control)
        while let current = child {
            if focuskit_is_toggle_button(UnsafeMutableRawPointer(current)) != 0 { targets.append(current) }
            child = gtk_widget_get_next_sibling(current)
        }
        return targets
    }

    /// The picker's name on what takes focus (see `accessibleTargets`).
    public func setAccessibleName(_ name: String) {
        // libadwaita names a combo row by its title already (labelled by the title's label);
        // GTK says both when a label is set too ("Style Style").
        if component.isFormRow, name == component.picker.title { return }
        for target in accessibleTargets { GtkAccessibility.setLabel(target, name) }
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
        GtkStackBox.installLayout(on: box)
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

/// Draws a `SegmentedPickerComponent`: a preferences row of the title and linked, grouped
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

/// Draws a `RadioGroupPickerComponent`: a preferences row of the title and grouped
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
