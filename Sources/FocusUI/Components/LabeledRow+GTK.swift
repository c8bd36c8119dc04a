import CGtk
import FocusUICore

extension LabeledRowComponent: GtkRenderable {
    /// An `AdwActionRow` with the content at its end.
    public typealias GtkRenderer = LabeledRowGtkRenderer
}

/// Draws a `LabeledRowComponent` (a `LabeledContent` in a grouped form's section):
/// libadwaita's `AdwActionRow` titled by the label, the content in a box at its end (its
/// suffix). The row is a Tab stop only while nothing in the content can take focus, as the
/// other rows of a grouped section (`GtkPreferencesGroupRows`); it is named by the title and
/// described by the content's text (a value), which Orca says after the name and role.
@MainActor
public final class LabeledRowGtkRenderer: GtkComponentRenderer {
    /// The row.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The content, in the suffix box.
    public let children: (any GtkChildContainer)?
    private var component: LabeledRowComponent

    /// A row with an empty suffix box.
    public init(_ component: LabeledRowComponent, context: GtkRenderContext) {
        self.component = component
        widget = adw_action_row_new()!
        let suffix = GtkStackBox.make(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        gtk_widget_set_valign(suffix, GTK_ALIGN_CENTER)
        adw_action_row_add_suffix(focuskit_as_adw_action_row(UnsafeMutableRawPointer(widget)), suffix)
        children = GtkLabeledRowContent(row: widget, box: suffix)
        gtk_list_box_row_set_activatable(focuskit_as_list_box_row(UnsafeMutableRawPointer(widget)), 0)
    }

    /// Applies the title and the value's description.
    public func update(from old: LabeledRowComponent?, to new: LabeledRowComponent) {
        component = new
        if new.title != old?.title { GtkPreferencesGroupRows.setTitle(new.title, of: widget) }
        if new.value != old?.value { GtkAccessibility.setDescription(widget, new.value) }
    }

    /// Another name than the title (`.accessibilityLabel`): libadwaita names an action row by
    /// its title already (labelled by the title's label), and GTK says both when a name is set
    /// too ("Books Books").
    public func setAccessibleName(_ name: String) {
        guard name != component.title else { return }
        GtkAccessibility.setLabel(widget, name)
    }
}

/// The content of a labelled row, in its suffix box; the row takes focus only while nothing
/// inside can.
@MainActor
final class GtkLabeledRowContent: GtkChildContainer {
    private let row: UnsafeMutablePointer<GtkWidget>
    private let box: UnsafeMutablePointer<GtkWidget>
    private let boxChildren: GtkBoxChildren

    init(row: UnsafeMutablePointer<GtkWidget>, box: UnsafeMutablePointer<GtkWidget>) {
        self.row = row
        self.box = box
        boxChildren = GtkBoxChildren(box)
    }

    func insert(_ child: GtkWidgetHandle, at index: Int) {
        boxChildren.insert(child, at: index)
        updateFocusability()
    }

    func move(_ child: GtkWidgetHandle, to index: Int) {
        boxChildren.move(child, to: index)
    }

    func remove(_ child: GtkWidgetHandle) {
        boxChildren.remove(child)
        updateFocusability()
    }

    private func updateFocusability() {
        gtk_widget_set_focusable(row, GtkPreferencesGroupRows.hasFocusableWidget(box) ? 0 : 1)
    }
}
