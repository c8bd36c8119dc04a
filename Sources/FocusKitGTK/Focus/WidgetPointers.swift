import CGtk

/// A GTK widget pointer as a dictionary key. Records are removed when the widget is disposed
/// (see ``TrackedField``), before its address can be reused.
typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>
typealias WindowPointer = UnsafeMutablePointer<GtkWindow>

extension UnsafeMutablePointer where Pointee == GtkWidget {
    var key: UInt { UInt(bitPattern: self) }

    /// The window this widget is in (`gtk_widget_get_root`), if its root is a window.
    var window: WindowPointer? {
        guard let root = gtk_widget_get_root(self) else { return nil }
        let raw = UnsafeMutableRawPointer(root)
        return focuskit_is_window(raw) != 0 ? focuskit_as_window(raw) : nil
    }
}

extension UnsafeMutablePointer where Pointee == GtkWindow {
    var key: UInt { UInt(bitPattern: self) }
    var widget: WidgetPointer { focuskit_as_widget(UnsafeMutableRawPointer(self)) }
}
