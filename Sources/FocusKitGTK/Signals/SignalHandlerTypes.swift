import CGtk

/// Handler for signals shaped `void (*)(GObject *self, gpointer user_data)`.
///
/// Covers "destroy", "map", "unmap", "clicked", "activate", "changed", and
/// `GtkEventControllerFocus`'s "enter"/"leave" (the controller is the emitting instance).
/// The argument is the emitting instance.
public typealias SignalHandler = @MainActor (_ instance: UnsafeMutablePointer<GObject>) -> Void

/// Handler for signals shaped `gboolean (*)(GObject *self, gpointer user_data)`.
///
/// Covers `GtkWindow`'s "close-request": return `true` to stop the emission (keep the window
/// open), `false` to let other handlers and the default behaviour run.
public typealias BooleanSignalHandler = @MainActor (_ instance: UnsafeMutablePointer<GObject>) -> Bool

/// Handler for `GObject::notify`: `void (*)(GObject *self, GParamSpec *pspec, gpointer)`.
///
/// The second argument describes the property that changed; `g_param_spec_get_name` gives its
/// canonical name.
public typealias NotifySignalHandler =
    @MainActor (
        _ instance: UnsafeMutablePointer<GObject>, _ property: UnsafeMutablePointer<GParamSpec>
    ) -> Void

/// Handler for signals shaped `void (*)(GObject *self, gpointer argument, gpointer user_data)`
/// with one pointer argument, such as `GSimpleAction`'s "activate" (a `GVariant *` parameter)
/// or `GdkFrameClock`-free callbacks with an object argument.
public typealias PointerArgumentSignalHandler =
    @MainActor (_ instance: UnsafeMutablePointer<GObject>, _ argument: gpointer?) -> Void

/// Handler for signals shaped `void (*)(GObject *self, guint argument, gpointer user_data)`
/// with one unsigned integer or flags argument, such as `GtkWidget`'s "state-flags-changed"
/// (the previous `GtkStateFlags`).
public typealias UIntArgumentSignalHandler =
    @MainActor (_ instance: UnsafeMutablePointer<GObject>, _ argument: UInt32) -> Void

/// Handler for signals shaped `gboolean (*)(GObject *self, gpointer argument, gpointer
/// user_data)` with one pointer argument, such as `GtkLabel`'s "activate-link" (the link's URI,
/// a `const char *`): return `true` when the handler took care of it.
public typealias PointerArgumentBooleanSignalHandler =
    @MainActor (_ instance: UnsafeMutablePointer<GObject>, _ argument: gpointer?) -> Bool
