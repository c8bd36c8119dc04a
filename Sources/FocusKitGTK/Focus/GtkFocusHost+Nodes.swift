import CGtk
import FocusKit

extension GtkFocusHost {
    /// The focus node of a widget, tracking it if needed: what a view layer registers
    /// `.focused` fields on. Stable for the widget's lifetime; forgotten when it is disposed.
    public func node(for widget: UnsafeMutablePointer<GtkWidget>) -> FocusNodeID {
        trackField(widget).node
    }
}
