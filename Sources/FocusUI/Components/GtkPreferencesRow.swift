import CGtk
import FocusUICore

/// A preferences row as GNOME's settings draw it: the title at the start, the control at the
/// end (a switch, a drop-down, a spin button, a scale, a group of choices). Made by the
/// renderers of those controls.
///
/// The label is not the control's mnemonic widget: GTK would then announce the name twice
/// (the labelled-by relation and the accessible label the backend sets,
/// `GtkQuirk.mnemonicLabelNamesTwice`).
@MainActor
struct GtkPreferencesRow {
    /// The row's box, the node's widget.
    let box: UnsafeMutablePointer<GtkWidget>
    /// The title label.
    let label: UnsafeMutablePointer<GtkWidget>

    /// A row ending with `control`.
    init(control: UnsafeMutablePointer<GtkWidget>) {
        box = GtkStackBox.make(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
        gtk_widget_add_css_class(box, "focusui-row")
        label = gtk_label_new(nil)!
        gtk_label_set_xalign(focuskit_as_label(UnsafeMutableRawPointer(label)), 0)
        gtk_widget_set_hexpand(label, 1)
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(box)), label)
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(box)), control)
    }

    /// Shows `title`, or hides the label (`.labelsHidden()`).
    func setTitle(_ title: String, hidden: Bool = false) {
        gtk_label_set_text(focuskit_as_label(UnsafeMutableRawPointer(label)), title)
        gtk_widget_set_visible(label, hidden ? 0 : 1)
    }
}
