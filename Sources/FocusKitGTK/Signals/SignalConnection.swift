import CGtk

/// One connected GObject signal handler: the instance, the handler id and the handler's box.
///
/// Implements the contract's "Swift on Linux facts": `g_signal_connect` is a macro, so FocusKit
/// connects with `g_signal_connect_data`, keeps the handler id, and disconnects on teardown.
///
/// The connection never owns the instance (a raw pointer, no reference), so it cannot keep a
/// widget alive. It knows whether the handler still exists through a weak reference to the
/// handler's box, which GLib releases exactly when the handler goes away, whether by
/// ``disconnect()``, by another `g_signal_handler_disconnect`, or because the instance was
/// disposed or finalized. While the box is alive GLib still holds the closure, so the
/// instance has not been finalized and may be dereferenced; once it is gone, the instance
/// pointer is never touched again. That is what makes ``disconnect()`` safe after the object
/// died.
///
/// A value type: copies share the same box, so disconnecting through any copy is seen by all.
@MainActor
public struct SignalConnection {
    /// The handler id returned by `g_signal_connect_data`; 0 if connecting failed.
    public let handlerID: gulong

    /// The detailed signal name as connected, e.g. `"clicked"` or `"notify::label"`.
    public let signal: String

    /// The emitting instance. Dereferenced only while `box` is alive (see the type comment).
    private let instance: UnsafeMutablePointer<GObject>

    /// The handler's box; nil once GLib has released it.
    private weak var box: AnyObject?

    /// Wraps a fresh connection. `box` must be the object whose retained reference was passed
    /// as `user_data`.
    init(instance: UnsafeMutablePointer<GObject>, signal: String, handlerID: gulong, box: AnyObject?) {
        self.instance = instance
        self.signal = signal
        self.handlerID = handlerID
        self.box = box
    }

    /// Whether the handler is still connected to a live instance.
    ///
    /// `false` after ``disconnect()``, after the instance was disposed or finalized, and after
    /// the handler was disconnected by other means. During an emission in which the handler
    /// disconnected itself GLib keeps the closure until the emission ends; the
    /// `g_signal_handler_is_connected` check reports the truth in that window too.
    public var isConnected: Bool {
        guard handlerID != 0, box != nil else { return false }
        return g_signal_handler_is_connected(instance, handlerID) != 0
    }

    /// Whether GLib still holds the handler's box (and with it the Swift closure).
    ///
    /// Exposed for leak tests: it turns false exactly when GLib's destroy notifier released
    /// the box.
    var isHandlerRetained: Bool { box != nil }

    /// Disconnects the handler. Idempotent, and safe after the instance died.
    ///
    /// GLib then calls the destroy notifier, which releases the box and so the closure and
    /// everything it captured. If the handler is disconnected from inside its own emission,
    /// that release happens when the emission finishes.
    public func disconnect() {
        // Box alive ⇒ GLib still owns the closure ⇒ the instance has not been finalized.
        guard handlerID != 0, box != nil else { return }
        // The box can outlive the handler for the rest of an emission in which the handler was
        // disconnected or the instance disposed; disconnecting again would log a GLib warning.
        guard g_signal_handler_is_connected(instance, handlerID) != 0 else { return }
        g_signal_handler_disconnect(instance, handlerID)
    }

    /// Blocks or unblocks the handler (`g_signal_handler_block`, `g_signal_handler_unblock`);
    /// GLib counts blocks, so calls must pair (``SignalGate`` pairs them). Does nothing once
    /// the handler is gone.
    func setBlocked(_ blocked: Bool) {
        guard handlerID != 0, box != nil, g_signal_handler_is_connected(instance, handlerID) != 0 else {
            return
        }
        if blocked {
            g_signal_handler_block(instance, handlerID)
        } else {
            g_signal_handler_unblock(instance, handlerID)
        }
    }
}
