import CGtk

extension SignalConnection {
    /// Connects a handler to a signal shaped `void (*)(GObject *, gpointer)`.
    ///
    /// Use for "destroy", "map", "unmap", "clicked", "activate", "changed", and for
    /// `GtkEventControllerFocus` "enter"/"leave".
    /// - Parameters:
    ///   - instance: The emitting object (any GObject pointer).
    ///   - signal: The detailed signal name.
    ///   - after: Run after the class handler (`G_CONNECT_AFTER`).
    ///   - handler: Called on the main actor with the emitting instance.
    /// - Returns: The connection; keep it (or put it in a ``SignalBag``) to disconnect later.
    @discardableResult
    public static func connect(
        _ instance: some GObjectPointerConvertible, signal: String, after: Bool = false,
        handler: @escaping SignalHandler
    ) -> SignalConnection {
        let callback =
            voidSignalTrampoline as @convention(c) (UnsafeMutablePointer<GObject>?, gpointer?) -> Void
        return make(
            instance.gObjectPointer, signal: signal, after: after, box: SignalHandlerBox(handler),
            callback: unsafeBitCast(callback, to: GCallback.self))
    }

    /// Connects a handler to a signal shaped `gboolean (*)(GObject *, gpointer)`.
    ///
    /// Use for `GtkWindow` "close-request" (return `true` to keep the window open).
    /// - Parameters:
    ///   - instance: The emitting object (any GObject pointer).
    ///   - signal: The detailed signal name.
    ///   - after: Run after the class handler (`G_CONNECT_AFTER`).
    ///   - handler: Called on the main actor; its result is the signal's return value.
    /// - Returns: The connection.
    @discardableResult
    public static func connectBoolean(
        _ instance: some GObjectPointerConvertible, signal: String, after: Bool = false,
        handler: @escaping BooleanSignalHandler
    ) -> SignalConnection {
        let callback =
            booleanSignalTrampoline as @convention(c) (UnsafeMutablePointer<GObject>?, gpointer?) -> gboolean
        return make(
            instance.gObjectPointer, signal: signal, after: after, box: SignalHandlerBox(handler),
            callback: unsafeBitCast(callback, to: GCallback.self))
    }

    /// Connects a handler to `notify::<property>` (or to every `notify` when `property` is nil).
    ///
    /// GObject emits `notify` after the property changed, so the handler reads the new value.
    /// - Parameters:
    ///   - instance: The object whose property is observed.
    ///   - property: The property name, e.g. `"label"` or `"is-active"`; nil for all properties.
    ///   - after: Run after the class handler (`G_CONNECT_AFTER`).
    ///   - handler: Called on the main actor with the instance and the property's `GParamSpec`.
    /// - Returns: The connection.
    @discardableResult
    public static func connectNotify(
        _ instance: some GObjectPointerConvertible, property: String?, after: Bool = false,
        handler: @escaping NotifySignalHandler
    ) -> SignalConnection {
        let callback =
            notifySignalTrampoline
            as @convention(c) (UnsafeMutablePointer<GObject>?, UnsafeMutablePointer<GParamSpec>?, gpointer?)
            -> Void
        return make(
            instance.gObjectPointer, signal: property.map { "notify::\($0)" } ?? "notify", after: after,
            box: SignalHandlerBox(handler), callback: unsafeBitCast(callback, to: GCallback.self))
    }

    /// Connects a handler to a signal shaped `void (*)(GObject *, gpointer, gpointer)`: one
    /// pointer argument, e.g. `GSimpleAction` "activate" (its `GVariant *` parameter).
    /// - Returns: The connection.
    @discardableResult
    public static func connectWithPointerArgument(
        _ instance: some GObjectPointerConvertible, signal: String, after: Bool = false,
        handler: @escaping PointerArgumentSignalHandler
    ) -> SignalConnection {
        let callback =
            pointerArgumentSignalTrampoline
            as @convention(c) (UnsafeMutablePointer<GObject>?, gpointer?, gpointer?) -> Void
        return make(
            instance.gObjectPointer, signal: signal, after: after, box: SignalHandlerBox(handler),
            callback: unsafeBitCast(callback, to: GCallback.self))
    }

    /// Connects a handler to a signal shaped `gboolean (*)(GObject *, gpointer, gpointer)`: one
    /// pointer argument and a result, e.g. `GtkLabel` "activate-link" (its URI).
    /// - Returns: The connection.
    @discardableResult
    public static func connectBooleanWithPointerArgument(
        _ instance: some GObjectPointerConvertible, signal: String, after: Bool = false,
        handler: @escaping PointerArgumentBooleanSignalHandler
    ) -> SignalConnection {
        let callback =
            pointerArgumentBooleanSignalTrampoline
            as @convention(c) (UnsafeMutablePointer<GObject>?, gpointer?, gpointer?) -> gboolean
        return make(
            instance.gObjectPointer, signal: signal, after: after, box: SignalHandlerBox(handler),
            callback: unsafeBitCast(callback, to: GCallback.self))
    }

    /// Connects a handler to a signal shaped `void (*)(GObject *, guint, gpointer)`, e.g.
    /// `GtkWidget` "state-flags-changed" (its argument is the previous `GtkStateFlags`).
    /// - Returns: The connection.
    @discardableResult
    public static func connectWithUIntArgument(
        _ instance: some GObjectPointerConvertible, signal: String, after: Bool = false,
        handler: @escaping UIntArgumentSignalHandler
    ) -> SignalConnection {
        let callback =
            uintArgumentSignalTrampoline
            as @convention(c) (UnsafeMutablePointer<GObject>?, guint, gpointer?) -> Void
        return make(
            instance.gObjectPointer, signal: signal, after: after, box: SignalHandlerBox(handler),
            callback: unsafeBitCast(callback, to: GCallback.self))
    }

    /// The single place that hands a retained box to GLib.
    static func make(
        _ instance: UnsafeMutablePointer<GObject>, signal: String, after: Bool, box: AnyObject,
        callback: GCallback
    ) -> SignalConnection {
        let userData = Unmanaged.passRetained(box).toOpaque()
        let flags = after ? G_CONNECT_AFTER : GConnectFlags(0)
        let handlerID = g_signal_connect_data(
            instance, signal, callback, userData, releaseSignalHandlerBox, flags)
        if handlerID == 0 {
            // GLib rejected the signal name (and logged a critical). It never created a closure,
            // so it will never call the destroy notifier: balance the retain here instead.
            Unmanaged<AnyObject>.fromOpaque(userData).release()
            GLibLog.focusKit.warning(
                "could not connect signal \"\(signal)\" on \(String(cString: focuskit_object_type_name(instance)))"
            )
            return SignalConnection(instance: instance, signal: signal, handlerID: 0, box: nil)
        }
        return SignalConnection(instance: instance, signal: signal, handlerID: handlerID, box: box)
    }
}
