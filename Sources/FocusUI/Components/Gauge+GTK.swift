import CGtk
import FocusUICore

extension GaugeComponent: GtkRenderable {
    /// A `GtkLevelBar` between its bounds' labels, under its label.
    public typealias GtkRenderer = GaugeGtkRenderer
}

/// Draws a `GaugeComponent`: a vertical box of the label, a row of the minimum value's label,
/// a `GtkLevelBar` and the maximum value's label, then the current value's label; a label
/// without text is hidden. The level bar carries the accessible name, the label followed by the
/// current value's label (the element's name: GTK sends no value text, `GtkQuirk.valueTextNotOnTheBus`).
///
/// GTK's level bar takes no bound below zero: a gauge reaching below zero is drawn shifted up
/// by its lower bound, so that its accessible value counts from zero; give it a
/// `currentValueLabel`, which a screen reader says instead. Its default offsets (the low, high
/// and full levels Adwaita colours orange and green) are removed: a gauge is filled in the
/// accent colour, as SwiftUI's. It is at least 150 pixels wide, as Adwaita's progress bar.
@MainActor
public final class GaugeGtkRenderer: GtkComponentRenderer {
    /// The box.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let label: UnsafeMutablePointer<GtkWidget>
    private let minimumLabel: UnsafeMutablePointer<GtkWidget>
    private let bar: UnsafeMutablePointer<GtkWidget>
    private let maximumLabel: UnsafeMutablePointer<GtkWidget>
    private let currentValueLabel: UnsafeMutablePointer<GtkWidget>

    /// The label, the bar between the bounds' labels, and the current value's label.
    public init(_ component: GaugeComponent, context: GtkRenderContext) {
        widget = GtkStackBox.make(GTK_ORIENTATION_VERTICAL, spacing: 6)
        let row = GtkStackBox.make(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        label = Self.makeLabel()
        minimumLabel = Self.makeLabel()
        maximumLabel = Self.makeLabel()
        currentValueLabel = Self.makeLabel()
        let levels = Levels(component)
        bar = gtk_level_bar_new_for_interval(levels.minimum, levels.maximum)!
        let levelBar = focuskit_as_level_bar(UnsafeMutableRawPointer(bar))
        for offset in [GTK_LEVEL_BAR_OFFSET_LOW, GTK_LEVEL_BAR_OFFSET_HIGH, GTK_LEVEL_BAR_OFFSET_FULL] {
            gtk_level_bar_remove_offset_value(levelBar, offset)
        }
        gtk_widget_set_hexpand(bar, 1)
        // At least as wide as Adwaita's progress bar (its trough's min-width): a level bar's own
        // is a few pixels, too short to read beside its bounds' labels in a narrow window.
        gtk_widget_set_size_request(bar, 150, -1)
        gtk_widget_set_valign(bar, GTK_ALIGN_CENTER)
        let rowBox = focuskit_as_box(UnsafeMutableRawPointer(row))
        gtk_box_append(rowBox, minimumLabel)
        gtk_box_append(rowBox, bar)
        gtk_box_append(rowBox, maximumLabel)
        let box = focuskit_as_box(UnsafeMutableRawPointer(widget))
        gtk_box_append(box, label)
        gtk_box_append(box, row)
        gtk_box_append(box, currentValueLabel)
    }

    /// The level bar.
    public var focusWidget: UnsafeMutablePointer<GtkWidget> { bar }

    /// Applies the labels, the bounds and the value, each only when it changed.
    public func update(from old: GaugeComponent?, to new: GaugeComponent) {
        Self.set(label, new.title, old: old?.title)
        Self.set(minimumLabel, new.minimumValueLabel ?? "", old: old.map { $0.minimumValueLabel ?? "" })
        Self.set(maximumLabel, new.maximumValueLabel ?? "", old: old.map { $0.maximumValueLabel ?? "" })
        Self.set(currentValueLabel, new.currentValueLabel ?? "", old: old.map { $0.currentValueLabel ?? "" })
        let levels = Levels(new)
        let oldLevels = old.map(Levels.init)
        let levelBar = focuskit_as_level_bar(UnsafeMutableRawPointer(bar))
        if levels.minimum != oldLevels?.minimum { gtk_level_bar_set_min_value(levelBar, levels.minimum) }
        if levels.maximum != oldLevels?.maximum { gtk_level_bar_set_max_value(levelBar, levels.maximum) }
        // Setting a bound moves GTK's value into it: the value is set whenever a level changed.
        if levels != oldLevels { gtk_level_bar_set_value(levelBar, levels.value) }
    }

    /// The level bar is named by the label.
    public func setAccessibleName(_ name: String) {
        GtkAccessibility.setLabel(bar, name)
    }

    private static func makeLabel() -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(nil)!
        gtk_label_set_xalign(focuskit_as_label(UnsafeMutableRawPointer(label)), 0)
        gtk_widget_set_visible(label, 0)
        return label
    }

    private static func set(_ label: UnsafeMutablePointer<GtkWidget>, _ text: String, old: String?) {
        guard text != old else { return }
        gtk_label_set_text(focuskit_as_label(UnsafeMutableRawPointer(label)), text)
        gtk_widget_set_visible(label, text.isEmpty ? 0 : 1)
    }
}

/// A gauge's bounds and value as a `GtkLevelBar` takes them: no bound below zero (a gauge
/// reaching below zero shifted up by its lower bound) and an upper bound above the lower one (an
/// empty range is an empty bar).
private struct Levels: Equatable {
    let minimum: Double
    let maximum: Double
    let value: Double

    init(_ component: GaugeComponent) {
        let shift = component.lowerBound < 0 ? -component.lowerBound : 0
        minimum = component.lowerBound + shift
        if component.upperBound > component.lowerBound {
            maximum = component.upperBound + shift
            value = component.value + shift
        } else {
            maximum = minimum + 1
            value = minimum
        }
    }
}
