import CGtk

/// A C pointer that refers to a `GObject` instance.
///
/// GTK's instance types import into Swift in two shapes: types whose struct is public
/// (`GtkWidget`, `GtkWindow`, `GtkButton`) arrive as `UnsafeMutablePointer<T>`, while final
/// types declared with `G_DECLARE_FINAL_TYPE` (`GtkLabel`, `GtkEntry`'s `GtkText`,
/// `GtkEventControllerFocus`) arrive as `OpaquePointer`. This protocol lets the signal and
/// weak-reference helpers accept either without manual casts at every call site.
///
/// The conversion uses the `G_OBJECT()` checked cast from the CGtk shim (the contract's
/// "static inline helpers" fact), so passing a pointer that is not a GObject logs a GLib
/// warning instead of silently corrupting memory.
public protocol GObjectPointerConvertible {
    /// The same instance viewed as a `GObject *`.
    var gObjectPointer: UnsafeMutablePointer<GObject> { get }
}

extension UnsafeMutablePointer: GObjectPointerConvertible {
    /// The pointee viewed as a `GObject *` (checked with `G_OBJECT()`).
    public var gObjectPointer: UnsafeMutablePointer<GObject> {
        focuskit_as_object(UnsafeMutableRawPointer(self))
    }
}

extension OpaquePointer: GObjectPointerConvertible {
    /// The opaque instance viewed as a `GObject *` (checked with `G_OBJECT()`).
    public var gObjectPointer: UnsafeMutablePointer<GObject> {
        focuskit_as_object(UnsafeMutableRawPointer(self))
    }
}

extension UnsafeMutableRawPointer: GObjectPointerConvertible {
    /// The `gpointer` viewed as a `GObject *` (checked with `G_OBJECT()`).
    public var gObjectPointer: UnsafeMutablePointer<GObject> {
        focuskit_as_object(self)
    }
}
