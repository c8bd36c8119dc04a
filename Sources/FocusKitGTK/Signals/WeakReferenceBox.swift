import CGtk

/// The retained `data` of one `g_object_weak_ref` registration.
///
/// Ownership: ``WeakObjectWatcher`` creates one strong reference with `passRetained` and hands
/// it to GLib. Exactly one of two paths gives it back, and ``isDetached`` makes them mutually
/// exclusive:
/// - the object is disposed: GLib removes the weak reference and calls
///   ``weakReferenceNotify(_:_:)``, which consumes the reference (`takeRetainedValue`);
/// - the watcher is cancelled first: it calls `g_object_weak_unref` (so GLib will never call
///   the notifier) and releases the reference itself.
///
/// Main-actor isolated: GTK objects are disposed on the main thread, and the flag is only
/// read and written there.
@MainActor
final class WeakReferenceBox {
    /// Set once GLib no longer holds the box, by either path. Never reset.
    var isDetached = false

    /// The owner's callback; runs at most once.
    let onDisposed: @MainActor () -> Void

    init(onDisposed: @escaping @MainActor () -> Void) {
        self.onDisposed = onDisposed
    }
}

/// `GWeakNotify`: `void (*)(gpointer data, GObject *where_the_object_was)`.
///
/// GObject calls it from `g_object_real_dispose` (or at finalization), after it removed the
/// weak reference. The object must not be used from here on.
func weakReferenceNotify(_ data: gpointer?, _ whereTheObjectWas: UnsafeMutablePointer<GObject>?) {
    guard let data else { return }
    // Consumes GLib's reference; the box lives until the end of this scope.
    let box = Unmanaged<WeakReferenceBox>.fromOpaque(data).takeRetainedValue()
    MainActor.assumeIsolated {
        // Detach before calling out: a callback that cancels its own watcher must not unref or
        // release a second time.
        box.isDetached = true
        box.onDisposed()
    }
}
