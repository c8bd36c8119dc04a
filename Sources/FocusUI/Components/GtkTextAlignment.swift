import CGtk
import FocusUICore

/// `.multilineTextAlignment(_:)` in GTK's terms, for the text renderers.
extension TextAlignment {
    /// The justification of a label's or text view's lines.
    var gtkJustification: GtkJustification {
        switch self {
        case .leading: return GTK_JUSTIFY_LEFT
        case .center: return GTK_JUSTIFY_CENTER
        case .trailing: return GTK_JUSTIFY_RIGHT
        }
    }

    /// The horizontal alignment of an entry's text.
    var gtkXAlign: Float {
        switch self {
        case .leading: return 0
        case .center: return 0.5
        case .trailing: return 1
        }
    }
}
