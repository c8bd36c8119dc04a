import CGtk
import FocusUICore

/// The rows of a grouped form's section: each child view is a row of an
/// `AdwPreferencesGroup`'s boxed list (a `GtkListBox`), as GNOME's Settings lays out a group.
///
/// - A text field or secure field is an `AdwActionRow` titled as the field, the `GtkEntry` or
///   `GtkPasswordEntry` at its end. Not libadwaita 1.2's `AdwEntryRow`/`AdwPasswordEntryRow`:
///   measured with GTK and Orca 43, focus in those is never announced (their `GtkText`'s
///   parent is a gizmo that reports no focus), what is typed into the password row is sent
///   over the accessibility bus and Orca's key echo speaks it (the row's role is `TEXT_BOX`,
///   not `PASSWORD_TEXT`). The entries keep FocusUI's masked password text.
/// - A menu-style picker is libadwaita's `AdwComboRow`, a ``LabeledContent`` an
///   `AdwActionRow` with its content at the end, a ``DisclosureGroup`` an `AdwExpanderRow`:
///   each is the row itself.
/// - Anything else (a switch's or stepper's row, a text, a button, a stack) is the child of a
///   plain `AdwPreferencesRow`, titled (which it does not show) by the control's name, so that
///   a `Settings` window's search finds it.
///
/// A row holding a control is not focusable itself (the control is the one Tab stop and focus
/// field, rule 20); a row with nothing focusable inside (a text) is, as GNOME's information
/// rows are, so that GtkListBox's Tab and arrow keys, which move row by row, never stop at it
/// and skip the rest of the list. A row follows its view's sensitivity and visibility:
/// GtkListBox skips an insensitive row. Up and Down move between rows as in GNOME's Settings.
///
/// The rows of a ``DisclosureGroup`` that is itself a row of such a section (an
/// `AdwExpanderRow`) are made the same way, in the expander row's own list.
@MainActor
final class GtkPreferencesGroupRows: GtkChildContainer {
    /// The group, or the expander row.
    let group: UnsafeMutablePointer<GtkWidget>
    /// Whether ``group`` is an `AdwExpanderRow`.
    private let isExpanderRow: Bool
    /// The group's boxed list, known once the first row is in it.
    private var list: UnsafeMutablePointer<GtkWidget>?
    /// Each child's row, in the reconciler's order.
    private var rows: [(child: ObjectIdentifier, row: UnsafeMutablePointer<GtkWidget>)] = []

    /// The rows of an `AdwPreferencesGroup`.
    init(group: UnsafeMutablePointer<GtkWidget>) {
        self.group = group
        isExpanderRow = false
    }

    /// The rows of an `AdwExpanderRow`.
    init(expanderRow: UnsafeMutablePointer<GtkWidget>) {
        group = expanderRow
        isExpanderRow = true
    }

    /// Adds the first row; the list it goes into is known afterwards.
    private func addFirst(_ row: UnsafeMutablePointer<GtkWidget>) {
        if isExpanderRow {
            adw_expander_row_add_row(focuskit_as_adw_expander_row(UnsafeMutableRawPointer(group)), row)
        } else {
            adw_preferences_group_add(focuskit_as_adw_preferences_group(UnsafeMutableRawPointer(group)), row)
        }
    }

    /// The footer's caption, below the list.
    private var footer: ObjectIdentifier?

    func insert(_ child: GtkWidgetHandle, at index: Int) {
        if child.element.component is SectionFooterComponent, !isExpanderRow {
            // Not a row: libadwaita puts a group's other children below its list.
            adw_preferences_group_add(
                focuskit_as_adw_preferences_group(UnsafeMutableRawPointer(group)), child.outerWidget)
            footer = ObjectIdentifier(child)
            return
        }
        let row = makeRow(for: child)
        let position = min(max(index, 0), rows.count)
        if let list {
            gtk_list_box_insert(focuskit_as_list_box(UnsafeMutableRawPointer(list)), row, Int32(position))
        } else {
            addFirst(row)
            list = gtk_widget_get_parent(row)
            // GTK's Tab moves among the rows, never to the list itself; a write to the section
            // (a container field) must not focus it either, but its first row's control.
            if let list { gtk_widget_set_focusable(list, 0) }
            nameList()
        }
        rows.insert((ObjectIdentifier(child), row), at: position)
    }

    /// Names the group's boxed list for screen readers: libadwaita names it by the group's
    /// title; an untitled group's list has no name, which was said by its type, "GtkListBox"
    /// (`GtkQuirk.typeNameForAnUnnamedAccessible`), so it is named empty (Orca: "List with 3
    /// items.").
    func nameList() {
        guard !isExpanderRow, let list else { return }
        let title = adw_preferences_group_get_title(
            focuskit_as_adw_preferences_group(UnsafeMutableRawPointer(group)))
        if title.map({ String(cString: $0).isEmpty }) ?? true {
            GtkUnnamedAccessibles.name(list, "")
        } else {
            GtkAccessibility.resetLabel(list)
        }
    }

    /// A GtkListBox cannot reorder a row in place: the row is taken out and put back (a focused
    /// control in it loses focus, which the focus host reports). The reconciler moves rows only
    /// when `ForEach` data is reordered.
    func move(_ child: GtkWidgetHandle, to index: Int) {
        guard let list, let current = rows.firstIndex(where: { $0.child == ObjectIdentifier(child) }) else {
            return
        }
        let entry = rows.remove(at: current)
        let position = min(max(index, 0), rows.count)
        let box = focuskit_as_list_box(UnsafeMutableRawPointer(list))
        g_object_ref(UnsafeMutableRawPointer(entry.row))
        gtk_list_box_remove(box, entry.row)
        gtk_list_box_insert(box, entry.row, Int32(position))
        g_object_unref(UnsafeMutableRawPointer(entry.row))
        rows.insert(entry, at: position)
    }

    func remove(_ child: GtkWidgetHandle) {
        if footer == ObjectIdentifier(child) {
            footer = nil
            adw_preferences_group_remove(
                focuskit_as_adw_preferences_group(UnsafeMutableRawPointer(group)), child.outerWidget)
            return
        }
        guard let current = rows.firstIndex(where: { $0.child == ObjectIdentifier(child) }) else { return }
        let entry = rows.remove(at: current)
        child.formRow = nil
        // The row is the list's: removing it unparents the child's widget, which the handle holds.
        if let list, gtk_widget_get_parent(entry.row) == list {
            gtk_list_box_remove(focuskit_as_list_box(UnsafeMutableRawPointer(list)), entry.row)
        }
    }

    /// The row for a child view (see the type's description).
    private func makeRow(for child: GtkWidgetHandle) -> UnsafeMutablePointer<GtkWidget> {
        let outer = child.outerWidget
        if focuskit_is_adw_preferences_row(UnsafeMutableRawPointer(outer)) != 0 {
            // A row already (a picker's combo row, a labelled value's action row, a disclosure
            // group's expander row): it goes into the list as it is.
            gtk_list_box_row_set_selectable(focuskit_as_list_box_row(UnsafeMutableRawPointer(outer)), 0)
            return outer
        }
        let row: UnsafeMutablePointer<GtkWidget>
        let component = child.element.component
        if component is any TextEntryComponent {
            row = adw_action_row_new()!
            gtk_widget_set_valign(outer, GTK_ALIGN_CENTER)
            gtk_widget_set_hexpand(outer, 1)
            adw_action_row_add_suffix(focuskit_as_adw_action_row(UnsafeMutableRawPointer(row)), outer)
            child.formRow = row
            let name = child.element.modifiers.accessibilityLabel ?? component.accessibleName
            Self.setTitle(name ?? "", of: row)
        } else {
            row = adw_preferences_row_new()!
            gtk_widget_add_css_class(row, "focusui-form-row")
            gtk_list_box_row_set_child(focuskit_as_list_box_row(UnsafeMutableRawPointer(row)), outer)
            // A plain row shows no title: it is what the window's search finds (a toggle's,
            // a stepper's or a button's label), and follows the control's name.
            if let name = child.element.modifiers.accessibilityLabel ?? component.accessibleName {
                child.formRow = row
                Self.setTitle(name, of: row)
            } else if !Self.hasFocusableWidget(outer) {
                // Text and no control: a Tab stop named by what it says.
                GtkTextRowName.attach(to: row, content: outer)
            }
        }
        let listRow = focuskit_as_list_box_row(UnsafeMutableRawPointer(row))
        gtk_list_box_row_set_activatable(listRow, 0)
        gtk_list_box_row_set_selectable(listRow, 0)
        gtk_widget_set_focusable(row, Self.hasFocusableWidget(outer) ? 0 : 1)
        for property in ["sensitive", "visible"] {
            g_object_bind_property(
                UnsafeMutableRawPointer(outer), property, UnsafeMutableRawPointer(row), property,
                G_BINDING_SYNC_CREATE)
        }
        return row
    }

    /// Shows `title` as the row's title (a field's row follows the field's name).
    static func setTitle(_ title: String, of row: UnsafeMutablePointer<GtkWidget>) {
        adw_preferences_row_set_title(focuskit_as_adw_preferences_row(UnsafeMutableRawPointer(row)), title)
    }

    /// Whether `widget` or a widget inside it can take focus.
    static func hasFocusableWidget(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        if gtk_widget_get_focusable(widget) != 0 && focuskit_is_label(UnsafeMutableRawPointer(widget)) == 0 {
            return true
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if hasFocusableWidget(current) { return true }
            child = gtk_widget_get_next_sibling(current)
        }
        return false
    }
}

/// The groups of a grouped form: each section's `AdwPreferencesGroup` goes into the
/// `AdwPreferencesPage`; any other child view (a title, a divider, a row of buttons) into a
/// group of its own without a title, so that it lines up with the groups.
@MainActor
final class GtkPreferencesPageGroups: GtkChildContainer {
    /// The page.
    let page: UnsafeMutablePointer<GtkWidget>
    /// The page's box of groups, known once the first group is in it.
    private var box: UnsafeMutablePointer<GtkWidget>?
    /// Each child's group, in the reconciler's order.
    private var groups: [(child: ObjectIdentifier, group: UnsafeMutablePointer<GtkWidget>)] = []

    init(page: UnsafeMutablePointer<GtkWidget>) {
        self.page = page
    }

    func insert(_ child: GtkWidgetHandle, at index: Int) {
        let outer = child.outerWidget
        let group: UnsafeMutablePointer<GtkWidget>
        if focuskit_is_adw_preferences_group(UnsafeMutableRawPointer(outer)) != 0 {
            group = outer
        } else {
            group = adw_preferences_group_new()!
            adw_preferences_group_add(
                focuskit_as_adw_preferences_group(UnsafeMutableRawPointer(group)), outer)
            for property in ["sensitive", "visible"] {
                g_object_bind_property(
                    UnsafeMutableRawPointer(outer), property, UnsafeMutableRawPointer(group), property,
                    G_BINDING_SYNC_CREATE)
            }
        }
        let position = min(max(index, 0), groups.count)
        if let box {
            let previous = position > 0 ? groups[position - 1].group : nil
            gtk_box_insert_child_after(focuskit_as_box(UnsafeMutableRawPointer(box)), group, previous)
        } else {
            adw_preferences_page_add(
                focuskit_as_adw_preferences_page(UnsafeMutableRawPointer(page)),
                focuskit_as_adw_preferences_group(UnsafeMutableRawPointer(group)))
            box = gtk_widget_get_parent(group)
        }
        groups.insert((ObjectIdentifier(child), group), at: position)
    }

    /// Reorders in place (`gtk_box_reorder_child_after`): a focused control keeps focus.
    func move(_ child: GtkWidgetHandle, to index: Int) {
        guard let box, let current = groups.firstIndex(where: { $0.child == ObjectIdentifier(child) }) else {
            return
        }
        let entry = groups.remove(at: current)
        let position = min(max(index, 0), groups.count)
        let previous = position > 0 ? groups[position - 1].group : nil
        gtk_box_reorder_child_after(focuskit_as_box(UnsafeMutableRawPointer(box)), entry.group, previous)
        groups.insert(entry, at: position)
    }

    func remove(_ child: GtkWidgetHandle) {
        guard let current = groups.firstIndex(where: { $0.child == ObjectIdentifier(child) }) else { return }
        let entry = groups.remove(at: current)
        if entry.group != child.outerWidget {
            adw_preferences_group_remove(
                focuskit_as_adw_preferences_group(UnsafeMutableRawPointer(entry.group)), child.outerWidget)
        }
        if let box, gtk_widget_get_parent(entry.group) == box {
            gtk_box_remove(focuskit_as_box(UnsafeMutableRawPointer(box)), entry.group)
        }
    }
}
