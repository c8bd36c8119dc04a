import CGtk
import FocusUICore

extension ProgressComponent: GtkRenderable {
    /// A `GtkSpinner` or a `GtkProgressBar` under a label.
    public typealias GtkRenderer = ProgressGtkRenderer
}

/// Draws a `ProgressComponent`: a vertical box of the label (when there is one) and a
/// spinning `GtkSpinner` (an unknown amount) or a `GtkProgressBar` (its fraction, and the
/// current value's label as the bar's text). The spinner or bar carries the accessible name.
@MainActor
public final class ProgressGtkRenderer: GtkComponentRenderer {
    /// The box.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let label: UnsafeMutablePointer<GtkWidget>
    private let indicator: UnsafeMutablePointer<GtkWidget>

    /// A label and a spinner or a bar.
    public init(_ component: ProgressComponent, context: GtkRenderContext) {
        widget = GtkStackBox.make(GTK_ORIENTATION_VERTICAL, spacing: 6)
        label = gtk_label_new(nil)!
        gtk_label_set_xalign(focuskit_as_label(UnsafeMutableRawPointer(label)), 0)
        if component.fraction == nil {
            indicator = gtk_spinner_new()!
            gtk_spinner_start(focuskit_as_spinner(UnsafeMutableRawPointer(indicator)))
            gtk_widget_set_halign(indicator, GTK_ALIGN_START)
        } else {
            indicator = gtk_progress_bar_new()!
            gtk_widget_set_hexpand(indicator, 1)
        }
        let box = focuskit_as_box(UnsafeMutableRawPointer(widget))
        gtk_box_append(box, label)
        gtk_box_append(box, indicator)
        // Unlabelled, it has no name ("progress bar 40 percent"), not its type's.
        GtkUnnamedAccessibles.name(indicator, "")
    }

    /// The spinner or bar.
    public var focusWidget: UnsafeMutablePointer<GtkWidget> { indicator }

    /// Applies the label, the fraction and the current value's label.
    public func update(from old: ProgressComponent?, to new: ProgressComponent) {
        if new.title != old?.title {
            gtk_label_set_text(focuskit_as_label(UnsafeMutableRawPointer(label)), new.title)
            gtk_widget_set_visible(label, new.title.isEmpty ? 0 : 1)
        }
        guard let fraction = new.fraction else { return }
        let bar = focuskit_as_progress_bar(UnsafeMutableRawPointer(indicator))
        if fraction != old?.fraction { gtk_progress_bar_set_fraction(bar, fraction) }
        if new.currentValue != old?.currentValue {
            gtk_progress_bar_set_text(bar, new.currentValue)
            gtk_progress_bar_set_show_text(bar, new.currentValue == nil ? 0 : 1)
        }
    }

    /// The spinner or bar is named by the label.
    public func setAccessibleName(_ name: String) {
        GtkAccessibility.setLabel(indicator, name)
    }
}
