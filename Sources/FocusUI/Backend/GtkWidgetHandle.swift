import CGtk
import FocusKitGTK
import FocusUICore

/// The Swift side of one GTK widget made by the view layer: a strong reference to the widget
/// (taken with `g_object_ref_sink`, released on deinit), the element it currently shows, and
/// its signal handlers, which read the *current* element so that closures and bindings from
/// the latest render are used.
@MainActor
public final class GtkWidgetHandle {
    /// The widget.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The element last applied by `update`.
    var element: Element
    let signals = SignalBag()
    /// Set while the backend writes a field's text, so its `changed` handler does not echo it.
    var isApplyingText = false
    /// A `SecureField`'s password, kept out of the entry and the accessibility bus.
    var passwordText: MaskedPasswordText?

    init(widget: UnsafeMutablePointer<GtkWidget>, element: Element) {
        self.widget = widget
        self.element = element
        g_object_ref_sink(UnsafeMutableRawPointer(widget))
    }

    isolated deinit {
        signals.disconnectAll()
        g_object_unref(UnsafeMutableRawPointer(widget))
    }

    /// The children of this widget, in order (for boxes).
    var children: [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            result.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    var box: OpaquePointer { OpaquePointer(UnsafeMutableRawPointer(widget)) }
}
