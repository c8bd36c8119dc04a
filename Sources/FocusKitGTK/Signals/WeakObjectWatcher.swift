import CGtk

/// Notifies its owner when a GObject is disposed, without keeping the object alive.
///
/// Implements contract rule 11 ("a field that is destroyed is unregistered; nothing keeps a
/// dangling pointer to it"): a widget destroyed while registered tells its owner through
/// `g_object_weak_ref`. GObject runs weak notifiers when the object is disposed (for a widget:
/// `gtk_window_destroy`, or removal of its last reference), before its memory is freed.
///
/// The callback runs at most once and never after ``cancel()``. The registration's box is
/// released exactly once in every path (see `WeakReferenceBox`). Cancelling is idempotent and
/// safe after the object died. The watcher holds the box weakly, like ``SignalConnection``:
/// while the box is attached, the object is alive.
@MainActor
public final class WeakObjectWatcher {
    private let instance: UnsafeMutablePointer<GObject>

    /// The registration's box. Weak: it is owned by GLib until one of the two release paths
    /// runs. During the disposal callback it is still alive but already detached.
    private weak var box: WeakReferenceBox?

    /// Starts watching `instance`.
    /// - Parameters:
    ///   - instance: The object to watch; it is not referenced.
    ///   - onDisposed: Called on the main actor when the object is disposed, unless the watcher
    ///     was cancelled first. The object must not be used from inside the callback.
    public init(_ instance: some GObjectPointerConvertible, onDisposed: @escaping @MainActor () -> Void) {
        let object = instance.gObjectPointer
        let box = WeakReferenceBox(onDisposed: onDisposed)
        self.instance = object
        self.box = box
        g_object_weak_ref(object, weakReferenceNotify, Unmanaged.passRetained(box).toOpaque())
    }

    /// Whether the object is still alive and being watched.
    public var isWatching: Bool {
        guard let box else { return false }
        return !box.isDetached
    }

    /// The watched object while it is alive and watched; nil afterwards, never dangling.
    public var object: UnsafeMutablePointer<GObject>? {
        isWatching ? instance : nil
    }

    /// Stops watching without calling the callback. Idempotent; safe after the object died.
    public func cancel() {
        guard let box, !box.isDetached else { return }
        box.isDetached = true
        // Attached box ⇒ GLib has not run the notifier ⇒ the object is not yet disposed.
        let data = Unmanaged.passUnretained(box).toOpaque()
        g_object_weak_unref(instance, weakReferenceNotify, data)
        // GLib will not call the notifier any more: release the reference it held.
        Unmanaged<WeakReferenceBox>.fromOpaque(data).release()
    }

    /// Cancels on the main actor (SE-0371): `g_object_weak_unref` touches the object.
    isolated deinit {
        cancel()
    }
}
