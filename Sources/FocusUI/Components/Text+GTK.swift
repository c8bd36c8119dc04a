import CGtk
import FocusUICore

extension TextComponent: GtkRenderable {
    /// A `GtkLabel`.
    public typealias GtkRenderer = TextGtkRenderer
}

/// Draws a ``TextComponent``: a `GtkLabel` that wraps (at most 44 characters wide, so a long
/// message wraps instead of widening the window), aligned to the start; with
/// `.accessibilityAlert()` when it is made, a label with the accessible role `ALERT` and the
/// `error-message` style class. `.lineLimit` sets its lines and ends the last with an ellipsis.
@MainActor
public final class TextGtkRenderer: GtkComponentRenderer {
    /// The label.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// A wrapping label.
    public init(_ component: TextComponent, context: GtkRenderContext) {
        let isAlert = context.modifiers.isAlert
        widget =
            isAlert
            ? GtkAccessibility.makeWidget(type: gtk_label_get_type(), role: GTK_ACCESSIBLE_ROLE_ALERT)
            : gtk_label_new(nil)
        gtk_label_set_wrap(label, 1)
        gtk_label_set_max_width_chars(label, 44)
        gtk_label_set_xalign(label, 0)
        if isAlert { gtk_widget_add_css_class(widget, "error-message") }
    }

    private var label: OpaquePointer { focuskit_as_label(UnsafeMutableRawPointer(widget)) }

    /// Applies the text and its layout.
    public func update(from old: TextComponent?, to new: TextComponent) {
        if new.content != old?.content { gtk_label_set_text(label, new.content) }
        if new.alignment != (old?.alignment ?? .leading) || new.lineLimit != old?.lineLimit {
            gtk_label_set_justify(label, new.alignment.gtkJustification)
            gtk_label_set_lines(label, Int32(clamping: new.lineLimit ?? -1))
            gtk_label_set_ellipsize(label, new.lineLimit == nil ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
        }
    }

    /// A label is named by its text; `.accessibilityLabel` names it otherwise.
    public func setAccessibleName(_ name: String) {
        GtkAccessibility.setLabel(widget, name)
    }
}
